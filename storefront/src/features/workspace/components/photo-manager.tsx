import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING, type ProviderPhoto } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { errorMessage } from '@event-kompass/web-client';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import {
  deletePhoto,
  describePhoto,
  getOwnPhotos,
  reorderPhotos,
  uploadPhoto,
} from '@/features/workspace/api/own-photos';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/** One photo in the owner's list: alt text, order buttons, delete. */
function PhotoItem({
  photo,
  index,
  count,
  onMove,
  onDescribe,
  onDelete,
  dragHandlers,
}: {
  photo: ProviderPhoto;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDescribe: (alt: string) => Promise<void>;
  onDelete: () => void;
  dragHandlers: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}) {
  const [alt, setAlt] = useState(photo.alt);
  const [saved, setSaved] = useState(false);
  const altId = useId();
  const label = `Foto ${index + 1}${photo.alt ? ` (${photo.alt})` : ''}`;
  return (
    <li
      className="photo-item card"
      draggable
      {...dragHandlers}
      data-testid="own-photo"
      data-photo-id={photo.id}
    >
      <img
        src={photo.url_klein}
        alt={photo.alt}
        width={160}
        height={Math.round((160 * photo.hoehe) / photo.breite)}
      />
      <div className="stack photo-item__controls">
        <div className="field">
          <label htmlFor={altId}>Bildbeschreibung (Alternativtext)</label>
          <div className="row">
            <input
              id={altId}
              className="input"
              maxLength={200}
              value={alt}
              onChange={(event) => {
                setAlt(event.target.value);
                setSaved(false);
              }}
            />
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={alt === photo.alt}
              onClick={() => void onDescribe(alt).then(() => setSaved(true))}
            >
              Speichern<span className="sr-only">: Beschreibung von {label}</span>
            </button>
          </div>
          {saved ? <span className="field__hint">Gespeichert.</span> : null}
        </div>
        <div className="row">
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={`${label} nach vorne`}
            data-move="vor"
          >
            ← Nach vorne
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={`${label} nach hinten`}
            data-move="zurueck"
          >
            Nach hinten →
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={onDelete}
            aria-label={`${label} löschen`}
          >
            Löschen
          </button>
        </div>
        {index === 0 ? <span className="muted">Titelbild – erscheint auf den Karten.</span> : null}
      </div>
    </li>
  );
}

/** The owner's photos: upload with preview, order by dragging or with the buttons, alt texts. */
export function PhotoManager({ listingId }: { listingId: number }) {
  const loaded = useListingRequest(getOwnPhotos, listingId, 'Fotos konnten nicht geladen werden.');
  const [photos, setPhotos] = useState<ProviderPhoto[] | null>(null);
  const [pending, setPending] = useState<{ name: string; preview: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const dragFrom = useRef<number | null>(null);
  /** The photo moved by a button and the button's direction: its button keeps the focus. */
  const movedByKey = useRef<{ id: number; direction: 'vor' | 'zurueck' } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const list = photos ?? loaded.data ?? [];
  /** What became of each file of the last upload, one line each. */
  const [results, setResults] = useState<{ name: string; ok: boolean; text: string }[]>([]);
  const [dragOver, setDragOver] = useState(false);

  // Moving the item in the DOM (and disabling „Nach vorne“ at the front) drops the focus: put it
  // back on the same button of the moved photo, or its other one when that end is reached.
  useEffect(() => {
    const moved = movedByKey.current;
    const item = moved && listRef.current?.querySelector(`[data-photo-id="${moved.id}"]`);
    if (!moved || !item) return;
    const same = item.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]`);
    const other = item.querySelector<HTMLButtonElement>(
      `[data-move="${moved.direction === 'vor' ? 'zurueck' : 'vor'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
    // Once: the server's answer (same order) and later renders must not pull the focus back.
    movedByKey.current = null;
  }, [photos]);

  useEffect(() => () => pending.forEach((item) => URL.revokeObjectURL(item.preview)), [pending]);

  const run = async (work: () => Promise<void>, fallback: string) => {
    setError(null);
    setNotice(null);
    setResults([]);
    try {
      await work();
    } catch (err) {
      setError(errorMessage(err, fallback));
    }
  };

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setError(null);
    setNotice(null);
    const room = Math.max(0, MAX_PHOTOS_PER_LISTING - list.length);
    const all = [...files];
    const chosen = all.slice(0, room);
    const outcome: { name: string; ok: boolean; text: string }[] = all.slice(room).map((file) => ({
      name: file.name,
      ok: false,
      text: `Nicht hochgeladen – ein Eintrag kann höchstens ${MAX_PHOTOS_PER_LISTING} Fotos haben.`,
    }));
    const previews = chosen.map((file) => ({ name: file.name, preview: URL.createObjectURL(file) }));
    setPending(previews);
    setResults([]);
    let current = list;
    const done: typeof outcome = [];
    for (const file of chosen) {
      if (file.size > MAX_PHOTO_BYTES) {
        done.push({ name: file.name, ok: false, text: 'Die Datei ist zu groß (höchstens 10 MB).' });
        continue;
      }
      try {
        const photo = await uploadPhoto(listingId, file, alt);
        current = [...current, photo];
        setPhotos(current);
        done.push({ name: file.name, ok: true, text: 'hochgeladen.' });
      } catch (err) {
        done.push({
          name: file.name,
          ok: false,
          text: errorMessage(err, 'Das Foto konnte nicht hochgeladen werden.'),
        });
      }
    }
    setResults([...done, ...outcome]);
    setPending([]);
    setAlt('');
  };

  const move = (from: number, to: number, byKey = false) => {
    if (to < 0 || to >= list.length || from === to) return;
    movedByKey.current = byKey ? { id: list[from].id, direction: to < from ? 'vor' : 'zurueck' } : null;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setPhotos(next);
    void run(async () => {
      setPhotos(
        await reorderPhotos(
          listingId,
          next.map((photo) => photo.id),
        ),
      );
      setNotice('Die Reihenfolge wurde gespeichert.');
    }, 'Die Reihenfolge konnte nicht gespeichert werden.');
  };

  if (loaded.loading && !loaded.data) return <Loading />;
  if (loaded.error) return <Alert>{loaded.error}</Alert>;

  return (
    <div className="stack">
      <p className="muted">
        Bis zu {MAX_PHOTOS_PER_LISTING} Fotos (JPEG, PNG oder WebP, je höchstens 10 MB). Das erste Foto
        erscheint auf den Karten in Suche und Kategorien. Ziehen Sie Fotos, um die Reihenfolge zu ändern, oder
        nutzen Sie die Pfeil-Schaltflächen.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {list.length < MAX_PHOTOS_PER_LISTING ? (
        <div className="card stack">
          <div className="field">
            <label htmlFor={`${inputId}-alt`}>Bildbeschreibung für neue Fotos (optional)</label>
            <input
              id={`${inputId}-alt`}
              className="input"
              maxLength={200}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
            />
          </div>
          <div
            className={`dropzone${dragOver ? ' dropzone--over' : ''}`}
            onDragOver={(event) => {
              // Only files are dropped here; a photo dragged within the list is not.
              if (!event.dataTransfer.types.includes('Files')) return;
              event.preventDefault();
              setDragOver(true);
            }}
            onDragLeave={() => setDragOver(false)}
            onDrop={(event) => {
              if (event.dataTransfer.files.length === 0) return;
              event.preventDefault();
              setDragOver(false);
              if (pending.length === 0) void upload(event.dataTransfer.files);
            }}
          >
            <label htmlFor={inputId} className="dropzone__label">
              <strong>Fotos hierher ziehen</strong> oder{' '}
              <span className="dropzone__pick">Dateien auswählen</span>
              <span className="dropzone__hint">JPEG, PNG oder WebP, je höchstens 10 MB</span>
            </label>
            <input
              id={inputId}
              className="dropzone__input"
              aria-label="Fotos hochladen"
              type="file"
              accept={ACCEPTED}
              multiple
              disabled={pending.length > 0}
              onChange={(event) => {
                void upload(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
          {results.length > 0 ? (
            <div role="status">
              <ul className="upload-results" aria-label="Ergebnis des Hochladens">
                {results.map((result, i) => (
                  <li
                    key={`${i}-${result.name}`}
                    className={result.ok ? 'upload-results__ok' : 'upload-results__failed'}
                  >
                    {result.ok ? `„${result.name}“ ${result.text}` : `„${result.name}“: ${result.text}`}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {pending.length > 0 ? (
            <ul className="photo-previews" aria-label="Wird hochgeladen">
              {pending.map((item) => (
                <li key={item.preview}>
                  <img src={item.preview} alt="" width={96} height={72} />
                  <span className="muted">{item.name} wird hochgeladen …</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="muted">
          Sie haben die höchste Zahl an Fotos erreicht. Löschen Sie eines, um ein neues hochzuladen.
        </p>
      )}
      {list.length === 0 ? (
        <p className="muted">Noch keine Fotos.</p>
      ) : (
        <ol ref={listRef} className="photo-list" aria-label="Ihre Fotos">
          {list.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              index={index}
              count={list.length}
              onMove={(from, to) => move(from, to, true)}
              onDescribe={(text) =>
                run(async () => {
                  const updated = await describePhoto(listingId, photo.id, text);
                  setPhotos(list.map((p) => (p.id === updated.id ? updated : p)));
                }, 'Der Alternativtext konnte nicht gespeichert werden.')
              }
              onDelete={() =>
                void run(async () => {
                  await deletePhoto(listingId, photo.id);
                  setPhotos(list.filter((p) => p.id !== photo.id));
                  setNotice('Das Foto wurde gelöscht.');
                }, 'Das Foto konnte nicht gelöscht werden.')
              }
              dragHandlers={{
                onDragStart: () => {
                  dragFrom.current = index;
                },
                onDragOver: (event) => event.preventDefault(),
                onDrop: (event) => {
                  event.preventDefault();
                  if (dragFrom.current !== null) move(dragFrom.current, index);
                  dragFrom.current = null;
                },
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
