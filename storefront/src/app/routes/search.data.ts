import type { LoaderFunctionArgs } from 'react-router-dom';
import { filtersFromParams, pagesFromParams } from '@/lib/provider-list-query';
import { settle } from '@/lib/route-result';
import { loadFirstPages } from '@/lib/load-first-pages';
import { onlyPagesChanged } from '@/app/routes/list-revalidation';
import { searchProviders } from '@/features/catalog/api/search-providers';

export const SEARCH_ERROR = 'Fehler bei der Suche.';

/** `/search?q=…`: the first result pages for the query and filters of the address. */
export async function searchLoader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const q = query.get('q') ?? '';
  const filters = filtersFromParams(query);
  const results = await settle(
    loadFirstPages(
      (offset, signal, limit) => searchProviders(q, filters, offset, signal, limit),
      pagesFromParams(query),
      request.signal,
    ),
    SEARCH_ERROR,
  );
  return { results };
}

export const searchRoute = { loader: searchLoader, shouldRevalidate: onlyPagesChanged };
