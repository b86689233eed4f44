import type { MessageResponse, ProviderApplicationRequest } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function applyAsProvider(body: ProviderApplicationRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/providers/register', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Senden der Daten.',
  });
}
