import type { ProviderAvailability } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** The public's view of a listing's taken days (for the provider page and the inquiry dialog). */
export function getAvailability(providerId: number, signal?: AbortSignal): Promise<ProviderAvailability> {
  return apiRequest<ProviderAvailability>(`/api/providers/${providerId}/availability`, {
    fallback: 'Daten konnten nicht geladen werden',
    signal,
  });
}
