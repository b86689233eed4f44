import type { CreateInquiryRequest, MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function createInquiry(body: CreateInquiryRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/inquiries', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Anfrage.',
  });
}
