import type { MessageResponse, VerifyEmailResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/api/auth/verify-email', {
    method: 'POST',
    body: { token },
    fallback: 'Die E-Mail-Adresse konnte nicht bestätigt werden.',
  });
}

export function resendConfirmation(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/profile/me/verify-email', {
    method: 'POST',
    fallback: 'Der Link konnte nicht gesendet werden.',
  });
}
