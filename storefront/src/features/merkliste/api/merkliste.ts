import type {
  PublicProvider,
  SammelInquiryRequest,
  SammelInquiryResponse,
} from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** The account's shortlist as public provider rows. */
export function getMerkliste(signal?: AbortSignal): Promise<PublicProvider[]> {
  return apiRequest<PublicProvider[]>('/api/profile/merkliste', {
    fallback: 'Die Merkliste konnte nicht geladen werden.',
    signal,
  });
}

export function addToMerkliste(anbieterId: number): Promise<void> {
  return apiRequest<void>(`/api/profile/merkliste/${anbieterId}`, {
    method: 'PUT',
    fallback: 'Der Anbieter konnte nicht gemerkt werden.',
  });
}

export function removeFromMerkliste(anbieterId: number): Promise<void> {
  return apiRequest<void>(`/api/profile/merkliste/${anbieterId}`, {
    method: 'DELETE',
    fallback: 'Der Anbieter konnte nicht von der Merkliste entfernt werden.',
  });
}

/** A guest's shortlisted providers, each as the public page reads it; gone ones are left out. */
export async function getPublicProviders(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<PublicProvider[]> {
  const rows = await Promise.all(
    ids.map((id) =>
      apiRequest<PublicProvider>(`/api/providers/${id}`, { fallback: '', signal }).catch(() => null),
    ),
  );
  return rows.filter((row): row is PublicProvider => row !== null);
}

export function sendSammelanfrage(body: SammelInquiryRequest): Promise<SammelInquiryResponse> {
  return apiRequest<SammelInquiryResponse>('/api/inquiries/sammel', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Anfrage.',
  });
}
