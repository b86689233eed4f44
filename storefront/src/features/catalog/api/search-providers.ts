import type { SearchResult } from '@event-kompass/shared-types';
import { apiRequest } from '@/lib/api-client';

/** An empty or blank query gives an empty list without asking the server. */
export function searchProviders(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const q = query.trim();
  if (!q) return Promise.resolve([]);
  return apiRequest<SearchResult[]>(`/api/search?q=${encodeURIComponent(q)}`, {
    fallback: 'Fehler bei der Suche.',
    signal,
  });
}
