import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { getCategories } from '@/features/catalog/api/get-categories';

export const CATEGORIES_ERROR = 'Kategorien konnten nicht geladen werden.';

/** `/anbieter-werden`: the categories an applicant chooses from. */
export async function becomeProviderLoader({ request }: LoaderFunctionArgs) {
  return { categories: await settle(getCategories(CATEGORIES_ERROR, request.signal), CATEGORIES_ERROR) };
}
