import type { DeleteAccountRequest, MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function deleteMe(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/profile/me', {
    method: 'DELETE',
    body,
    fallback: 'Das Konto konnte nicht gelöscht werden.',
  });
}
