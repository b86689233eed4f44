import type { AdminInquiry, MessageResponse } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

/** All inquiries, newest first by `gesendet_am` (spec: the client sorts; the API promises no order). */
export async function fetchAdminInquiries(api: ApiClient): Promise<AdminInquiry[]> {
  const rows = await api.get<AdminInquiry[]>('/api/admin/inquiries/all');
  return [...rows].sort((a, b) => Date.parse(b.gesendet_am) - Date.parse(a.gesendet_am));
}

export const deleteInquiry = (api: ApiClient, id: number) =>
  api.send<MessageResponse>('DELETE', `/api/admin/inquiries/${id}`);
