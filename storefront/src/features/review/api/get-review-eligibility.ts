import type { ReviewEligibility } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getReviewEligibility(providerId: number, signal?: AbortSignal): Promise<ReviewEligibility> {
  return apiRequest<ReviewEligibility>(`/api/reviews/${providerId}/eligibility`, {
    fallback: 'Daten konnten nicht geladen werden',
    signal,
  });
}
