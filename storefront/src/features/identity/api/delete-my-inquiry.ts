import { apiRequest } from '@event-kompass/web-client';

export function deleteMyInquiry(id: number): Promise<void> {
  return apiRequest<void>(`/api/profile/inquiries/${id}`, {
    method: 'DELETE',
    fallback: 'Löschen der Anfrage fehlgeschlagen.',
  });
}
