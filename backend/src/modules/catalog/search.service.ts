import { Injectable } from '@nestjs/common';
import type { SearchResult } from '@event-kompass/shared-types';
import { searchTerms } from '../../common/text/search-normalize';
import { berlinToday } from '../../common/time/calendar';
import { ProviderRepository } from '../provider/provider.repository';

/** Results per search; a search is for finding, not for paging through everything. */
export const SEARCH_LIMIT = 50;
/** Longer input is cut; nobody types more, and it keeps the statement small. */
const MAX_QUERY_LENGTH = 200;

@Injectable()
export class SearchService {
  constructor(private readonly providers: ProviderRepository) {}

  /** German-aware: the query is folded like the stored search columns (Müller = Mueller = Muller). */
  search(query: unknown): Promise<SearchResult[]> {
    const text = typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : '';
    const terms = searchTerms(text);
    if (terms.length === 0) return Promise.resolve([]);
    return this.providers.searchPublic(terms, berlinToday(), SEARCH_LIMIT);
  }
}
