import type { User } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/profile/me', { fallback: 'Daten konnten nicht geladen werden', signal });
}
