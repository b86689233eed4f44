import type {
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetConfirmResponse,
} from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

// In a file of its own so the set-password loader (in the entry) takes it alone.
export { checkAccountLink } from '@/features/identity/api/check-account-link';

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/password-reset', {
    method: 'POST',
    body: { email },
    fallback: 'Der Link konnte nicht angefordert werden.',
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
