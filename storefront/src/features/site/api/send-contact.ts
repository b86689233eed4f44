import type { ContactRequest, MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function sendContact(body: ContactRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/contact', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Daten.',
  });
}
