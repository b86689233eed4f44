import type { AdminReview, MessageResponse } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchAdminReviews = (api: ApiClient) => api.get<AdminReview[]>('/api/admin/reviews/all');

export const deleteReview = (api: ApiClient, id: number) =>
  api.send<MessageResponse>('DELETE', `/api/admin/reviews/${id}`);
