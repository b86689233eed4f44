import type { SearchSuggestion } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** Up to 8 suggestions for what the visitor has typed so far. */
export function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return apiRequest<SearchSuggestion[]>(`/api/search/suggest?q=${encodeURIComponent(query)}`, {
    fallback: 'Vorschläge konnten nicht geladen werden.',
    signal,
  });
}
