import type {
  AccountLinkInfo,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
} from '@event-kompass/shared-types';
import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    fallback: 'Der Link konnte nicht angefordert werden.',
  });
}

/** What a link from a mail opens: a new password, or a new account for an activated listing. */
export function checkAccountLink(token: string, signal?: AbortSignal): Promise<AccountLinkInfo> {
  return apiRequest<AccountLinkInfo>('/api/auth/password-reset/check', {
    method: 'POST',
    body: { token },
    fallback: 'Der Link konnte nicht geprüft werden.',
    signal,
  });
}

export function confirmPasswordReset(
  body: PasswordResetConfirmRequest,
): Promise<PasswordResetConfirmResponse> {
  return apiRequest<PasswordResetConfirmResponse>('/api/auth/password-reset/confirm', {
    method: 'POST',
    body,
    fallback: 'Das Passwort konnte nicht gespeichert werden.',
  });
}
