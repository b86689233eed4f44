import type { PublicProvider } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getProvider(providerId: string, signal?: AbortSignal): Promise<PublicProvider> {
  return apiRequest<PublicProvider>(`/api/providers/${encodeURIComponent(providerId)}`, {
    fallback: 'Anbieter konnte nicht geladen werden.',
    signal,
  });
}
