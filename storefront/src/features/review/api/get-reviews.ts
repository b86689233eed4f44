import type { ProviderReviews } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getReviews(providerId: string, signal?: AbortSignal): Promise<ProviderReviews> {
  return apiRequest<ProviderReviews>(`/api/reviews/${encodeURIComponent(providerId)}`, {
    fallback: 'Daten konnten nicht geladen werden',
    signal,
  });
}
