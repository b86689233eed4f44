import type { MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function replyToReview(reviewId: number, text: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/reviews/${reviewId}/antwort`, {
    method: 'POST',
    body: { text },
    fallback: 'Die Antwort konnte nicht gespeichert werden.',
  });
}
