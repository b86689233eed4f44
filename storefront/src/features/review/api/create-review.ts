import type { CreateReviewRequest, MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function createReview(body: CreateReviewRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reviews', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Bewertung.',
  });
}
