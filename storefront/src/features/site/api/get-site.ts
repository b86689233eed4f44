import type { SiteInfo } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getSite(signal?: AbortSignal): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('/api/site', { fallback: 'Daten konnten nicht geladen werden', signal });
}
