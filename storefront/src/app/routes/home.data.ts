import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '@/lib/route-result';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getStats } from '@/features/catalog/api/get-stats';

export const HOME_ERROR = 'Netzwerkantwort war nicht in Ordnung';

/**
 * `/`: the categories, and the numbers above them. The numbers are optional, so their failure must
 * not cost the categories.
 */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const [categories, stats] = await Promise.all([
    settle(getCategories(HOME_ERROR, request.signal), HOME_ERROR),
    getStats(request.signal).catch(() => undefined),
  ]);
  return { categories, stats };
}
