import type { RegisterRequest, TokenResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function register(body: RegisterRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/register', {
    method: 'POST',
    body,
    fallback: 'Fehler bei der Registrierung',
  });
}
