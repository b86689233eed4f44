import type { ProfileUpdateResponse, UpdateProfileRequest } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function updateMe(body: UpdateProfileRequest): Promise<ProfileUpdateResponse> {
  return apiRequest<ProfileUpdateResponse>('/api/profile/me', {
    method: 'PUT',
    body,
    fallback: 'Update fehlgeschlagen',
  });
}
