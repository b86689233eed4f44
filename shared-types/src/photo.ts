/* A listing's photos: what pages show and what the owner sends to manage them. */

/** A listing's photo as pages show it (`fotos` of the public rows, the first one on the cards). */
export interface ProviderPhoto {
  id: number;
  /** The large WebP (at most 1600 px wide or high). */
  url: string;
  /** The small WebP (at most 480 px), for cards and `srcset`. */
  url_klein: string;
  alt: string;
  /** Of the large file. */
  breite: number;
  hoehe: number;
}

/** The most photos one listing may have. */
export const MAX_PHOTOS_PER_LISTING = 8;
/** The largest photo file accepted (bytes) and the most pixels it may decode to. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/** `PUT /api/profile/provider/{id}/photos/order` */
export interface PhotoOrderRequest {
  /** Every photo id of the listing, in the new order. */
  ids: number[];
}

/** `PUT /api/profile/provider/{id}/photos/{photoId}` */
export interface PhotoUpdateRequest {
  alt: string;
}
