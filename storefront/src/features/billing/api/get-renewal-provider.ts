import type { RenewalProviderInfo } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getRenewalProvider(providerId: string, signal?: AbortSignal): Promise<RenewalProviderInfo> {
  return apiRequest<RenewalProviderInfo>(`/api/renewal/provider/${encodeURIComponent(providerId)}`, {
    fallback: 'Anbieterinformationen konnten nicht geladen werden.',
    signal,
  });
}
