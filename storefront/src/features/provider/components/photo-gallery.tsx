import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import type { ProviderPhoto } from '@event-kompass/shared-types';
import { deferred } from '@/lib/deferred';
import { photoSrcSet } from '@/features/provider/components/photo-src-set';

/** The lightbox's dialog loads when a photo is opened, not with the page. */
const Dialog = deferred(() => import('@/components/ui/dialog').then((module) => module.Dialog));

/** The photos of a provider page: a lazy grid; a click opens a lightbox (arrow keys, Escape). */
export function PhotoGallery({ photos, name }: { photos: ProviderPhoto[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const step = useCallback(
    (delta: number) =>
      setOpen((index) => (index === null ? null : (index + delta + photos.length) % photos.length)),
    [photos.length],
  );
  useEffect(() => {
    if (open !== null && open >= photos.length) setOpen(null);
  }, [open, photos.length]);
  if (photos.length === 0) return null;
  const describe = (photo: ProviderPhoto, index: number) => photo.alt || `${name}, Foto ${index + 1}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const current = open === null ? null : photos[open];

  return (
    <section aria-label="Fotos" className="gallery">
      <ul className="gallery__grid">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className="gallery__thumb" onClick={() => setOpen(index)}>
              <img
                src={photo.url_klein}
                srcSet={photoSrcSet(photo)}
                sizes="(min-width: 64rem) 20rem, 45vw"
                alt={describe(photo, index)}
                width={480}
                height={Math.round((480 * photo.hoehe) / photo.breite)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className="sr-only">: groß anzeigen</span>
            </button>
          </li>
        ))}
      </ul>
      {current && open !== null ? (
        <Dialog title={`Foto ${open + 1} von ${photos.length}`} onClose={() => setOpen(null)}>
          <div className="lightbox stack" onKeyDown={onKeyDown}>
            <img
              src={current.url}
              alt={describe(current, open)}
              width={current.breite}
              height={current.hoehe}
              className="lightbox__image"
            />
            {current.alt ? <p className="muted">{current.alt}</p> : null}
            {photos.length > 1 ? (
              <div className="row">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => step(-1)}
                  data-autofocus
                >
                  ← Vorheriges
                </button>
                <button type="button" className="button button--secondary" onClick={() => step(1)}>
                  Nächstes →
                </button>
              </div>
            ) : null}
            <button type="button" className="button" onClick={() => setOpen(null)}>
              Schließen
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
