import {
  LIST_FILTER_PARAMS,
  LIST_PAGES_PARAM,
  MAX_PAGE_SIZE,
  RESULT_PAGE_SIZE,
  SPELLING_SUGGESTION_HEADER,
  TOTAL_COUNT_HEADER,
  type ApiAnswer,
} from '@event-kompass/shared-types';

/** The filters a visitor can set on a result list; as URL text, exactly as they stand in the address. */
export interface ListFilters {
  plz: string;
  umkreis: string;
  preis_max: string;
  bewertung_min: string;
  /** `YYYY-MM-DD`: only providers free on that day ("Wann?"). */
  datum: string;
  /** The order (`relevanz` or empty: the default); not a filter, but kept in the address alike. */
  sortierung: string;
}

export const FILTER_KEYS = LIST_FILTER_PARAMS satisfies ReadonlyArray<keyof ListFilters>;

/** The keys that narrow a list (the order does not): what "Filter (2)" counts. */
const NARROWING_KEYS = FILTER_KEYS.filter((key) => key !== 'sortierung');

export const EMPTY_FILTERS: ListFilters = {
  plz: '',
  umkreis: '',
  preis_max: '',
  bewertung_min: '',
  datum: '',
  sortierung: '',
};

export function filtersFromParams(params: URLSearchParams): ListFilters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/**
 * How many pages of a list the address asks for (`seiten`, set by "Mehr anzeigen"), so that a
 * shared link or the back button shows as much as before. Anything odd counts as 1; at most 20.
 */
export const PAGES_PARAM = LIST_PAGES_PARAM;
export const MAX_RESTORED_PAGES = 20;

export function pagesFromParams(params: URLSearchParams): number {
  const value = params.get(PAGES_PARAM)?.trim() ?? '';
  if (!/^\d{1,3}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_RESTORED_PAGES);
}

/** The same address with the page count set (1 leaves it out): after "Mehr anzeigen". */
export function withPages(params: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pages > 1) next.set(PAGES_PARAM, String(pages));
  else next.delete(PAGES_PARAM);
  return next;
}

export function hasFilters(filters: ListFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** How many narrowing filters are set (a radius counts only with a PLZ). */
export function activeFilterCount(filters: ListFilters): number {
  return NARROWING_KEYS.filter((key) => filters[key] !== '' && !(key === 'umkreis' && !filters.plz)).length;
}

/**
 * The query string of one page of a provider list: the set filters (the server checks them and
 * answers a bad value with a German `msg`), page size and offset. `umkreis` only means something
 * around a `plz`, so it is not sent without one; nor is the order by distance.
 */
export function listQueryString(
  filters: ListFilters,
  offset: number,
  extra: Record<string, string> = {},
  limit = RESULT_PAGE_SIZE,
) {
  const params = new URLSearchParams(extra);
  for (const key of FILTER_KEYS) {
    if (!filters[key]) continue;
    if ((key === 'umkreis' || (key === 'sortierung' && filters[key] === 'entfernung')) && !filters.plz)
      continue;
    params.set(key, filters[key]);
  }
  params.set('limit', String(Math.min(limit, MAX_PAGE_SIZE)));
  params.set('offset', String(offset));
  return params.toString();
}

/** One page of a provider list with what its headers say. */
export interface ListPage<T> {
  rows: T[];
  /** All matches, not just this page's. */
  total: number;
  /** The nearest known spelling of a query that found nothing. */
  suggestedQuery: string | null;
}

export function listPageOf<T>(rows: T[], headers: ApiAnswer['headers'], offset: number): ListPage<T> {
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  const encoded = headers.get(SPELLING_SUGGESTION_HEADER);
  let suggestedQuery: string | null = null;
  if (encoded) {
    try {
      suggestedQuery = decodeURIComponent(encoded);
    } catch {
      // A malformed header is no suggestion.
      suggestedQuery = null;
    }
  }
  return {
    rows,
    // A server without the header: what arrived is all there is.
    total: headers.get(TOTAL_COUNT_HEADER) !== null && Number.isFinite(total) ? total : offset + rows.length,
    suggestedQuery,
  };
}
