import type { AccountLinkInfo } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** What a link from a mail opens: a new password, or a new account for an activated listing. */
export function checkAccountLink(token: string, signal?: AbortSignal): Promise<AccountLinkInfo> {
  return apiRequest<AccountLinkInfo>('/api/auth/password-reset/check', {
    method: 'POST',
    body: { token },
    fallback: 'Der Link konnte nicht geprüft werden.',
    signal,
  });
}
