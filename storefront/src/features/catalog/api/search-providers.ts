import type { SearchResult } from '@event-kompass/shared-types';
import { apiRequestWithHeaders } from '@event-kompass/web-client';
import { listPageOf, listQueryString, type ListFilters, type ListPage } from '@/lib/provider-list-query';

/**
 * One page of hits. A blank query lists everyone near a PLZ; without one it gives an empty list
 * without asking the server.
 */
export async function searchProviders(
  query: string,
  filters: ListFilters,
  offset: number,
  signal?: AbortSignal,
  limit?: number,
): Promise<ListPage<SearchResult>> {
  const q = query.trim();
  if (!q && !filters.plz) return { rows: [], total: 0, suggestedQuery: null };
  const { data, headers } = await apiRequestWithHeaders<SearchResult[]>(
    `/api/search?${listQueryString(filters, offset, { q }, limit)}`,
    { fallback: 'Fehler bei der Suche.', signal },
  );
  return listPageOf(data, headers, offset);
}
