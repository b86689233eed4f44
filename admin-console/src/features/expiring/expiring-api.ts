import type { ExpiringProvider, RenewProviderResponse } from '@event-kompass/shared-types';
import type { ApiClient } from '@event-kompass/web-client';

export const fetchExpiringProviders = (api: ApiClient) =>
  api.get<ExpiringProvider[]>('/api/admin/expiring-providers');

/** One more year, computed by the server on the Berlin calendar; its answer says until when. */
export const renewProvider = (api: ApiClient, id: number) =>
  api.send<RenewProviderResponse>('POST', `/api/admin/providers/${id}/renew`);
