import type { Stats } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

export function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiRequest<Stats>('/api/stats', { fallback: 'Netzwerkantwort war nicht in Ordnung', signal });
}
