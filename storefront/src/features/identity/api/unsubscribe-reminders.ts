import type { MessageResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** The token travels in the URL, as in the mail's List-Unsubscribe address (RFC 8058). */
export function unsubscribeReminders(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    fallback: 'Die Abmeldung ist fehlgeschlagen.',
  });
}
