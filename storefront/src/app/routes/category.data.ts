import type { LoaderFunctionArgs } from 'react-router-dom';
import { filtersFromParams, pagesFromParams } from '@/lib/provider-list-query';
import { settle } from '@/lib/route-result';
import { loadFirstPages } from '@/lib/load-first-pages';
import { onlyPagesChanged } from '@/app/routes/list-revalidation';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getProvidersByCategory } from '@/features/provider/api/get-providers-by-category';

export const LOAD_ERROR = 'Fehler beim Laden der Daten';

/** `/category/:categoryId`: the category's name (from the list of all) and its first result pages. */
export async function categoryLoader({ params, request }: LoaderFunctionArgs) {
  const categoryId = params.categoryId ?? '';
  const query = new URL(request.url).searchParams;
  const filters = filtersFromParams(query);
  const [categories, providers] = await Promise.all([
    settle(getCategories(LOAD_ERROR, request.signal), LOAD_ERROR),
    settle(
      loadFirstPages(
        (offset, signal, limit) => getProvidersByCategory(categoryId, filters, offset, signal, limit),
        pagesFromParams(query),
        request.signal,
      ),
      LOAD_ERROR,
    ),
  ]);
  return { categories, providers };
}

export const categoryRoute = { loader: categoryLoader, shouldRevalidate: onlyPagesChanged };
