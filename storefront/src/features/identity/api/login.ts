import type { LoginRequest, TokenResponse } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function login(body: LoginRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/login', {
    method: 'POST',
    body,
    fallback: 'Fehler beim Login',
  });
}
