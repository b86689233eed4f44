import type { User } from '@event-kompass/shared-types';
import { apiRequest } from '@/lib/api-client';

export function getMe(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/api/profile/me', { fallback: 'Daten konnten nicht geladen werden', signal });
}
