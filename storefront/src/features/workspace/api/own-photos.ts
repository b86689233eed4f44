import { type MessageResponse, type ProviderPhoto } from '@event-kompass/shared-types';
import { apiRequest, apiUpload } from '@event-kompass/web-client';

const base = (listingId: number) => `/api/profile/provider/${listingId}/photos`;

export function getOwnPhotos(listingId: number, signal?: AbortSignal): Promise<ProviderPhoto[]> {
  return apiRequest<ProviderPhoto[]>(base(listingId), {
    fallback: 'Fotos konnten nicht geladen werden.',
    signal,
  });
}

/** Multipart (field `foto`), so not as JSON; the server's `msg` on failure. */
export function uploadPhoto(listingId: number, file: File, alt: string): Promise<ProviderPhoto> {
  const form = new FormData();
  // Before the file: the server reads fields that precede it.
  if (alt.trim()) form.append('alt', alt.trim());
  form.append('foto', file, file.name);
  return apiUpload<ProviderPhoto>(base(listingId), form, {
    fallback: 'Das Foto konnte nicht hochgeladen werden.',
  });
}

export function reorderPhotos(listingId: number, ids: number[]): Promise<ProviderPhoto[]> {
  return apiRequest<ProviderPhoto[]>(`${base(listingId)}/order`, {
    method: 'PUT',
    body: { ids },
    fallback: 'Die Reihenfolge konnte nicht gespeichert werden.',
  });
}

export function describePhoto(listingId: number, photoId: number, alt: string): Promise<ProviderPhoto> {
  return apiRequest<ProviderPhoto>(`${base(listingId)}/${photoId}`, {
    method: 'PUT',
    body: { alt },
    fallback: 'Der Alternativtext konnte nicht gespeichert werden.',
  });
}

export function deletePhoto(listingId: number, photoId: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`${base(listingId)}/${photoId}`, {
    method: 'DELETE',
    fallback: 'Das Foto konnte nicht gelöscht werden.',
  });
}
