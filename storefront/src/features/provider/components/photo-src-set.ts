import type { ProviderPhoto } from '@event-kompass/shared-types';

/** `srcset` of a photo: the small file for cards and grids, the large one for big screens. */
export function photoSrcSet(photo: ProviderPhoto): string {
  const smallWidth = Math.min(480, photo.breite);
  return `${photo.url_klein} ${smallWidth}w, ${photo.url} ${photo.breite}w`;
}
