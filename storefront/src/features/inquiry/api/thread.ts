import type { InquiryMessage } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getThread(inquiryId: number, signal?: AbortSignal): Promise<InquiryMessage[]> {
  return apiRequest<InquiryMessage[]>(`/api/inquiries/${inquiryId}/messages`, {
    fallback: 'Nachrichten konnten nicht geladen werden.',
    signal,
  });
}

export function postMessage(inquiryId: number, text: string): Promise<InquiryMessage> {
  return apiRequest<InquiryMessage>(`/api/inquiries/${inquiryId}/messages`, {
    method: 'POST',
    body: { text },
    fallback: 'Die Nachricht konnte nicht gesendet werden.',
  });
}
