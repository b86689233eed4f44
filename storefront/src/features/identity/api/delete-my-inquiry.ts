import { apiRequest } from '@/lib/api-client';

export function deleteMyInquiry(id: number): Promise<void> {
  return apiRequest<void>(`/api/profile/inquiries/${id}`, {
    method: 'DELETE',
    fallback: 'Löschen der Anfrage fehlgeschlagen.',
  });
}
