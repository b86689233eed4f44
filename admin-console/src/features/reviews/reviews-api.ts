import { removalBody, type AdminReview, type MessageResponse } from '@event-kompass/shared-types';
import type { ApiClient } from '@admin/lib/api-client';

export const fetchAdminReviews = (api: ApiClient) => api.get<AdminReview[]>('/api/admin/reviews/all');

/** `reason`: the statement of reasons to the author; empty: the server's general text. */
export const deleteReview = (api: ApiClient, id: number, reason: string) =>
  api.send<MessageResponse>('DELETE', `/api/admin/reviews/${id}`, removalBody(reason));
