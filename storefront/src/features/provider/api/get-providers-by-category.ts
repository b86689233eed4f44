import type { PublicProvider } from '@event-kompass/shared-types';
import { apiRequestWithHeaders } from '@event-kompass/web-client';
import { listPageOf, listQueryString, type ListFilters, type ListPage } from '@/lib/provider-list-query';

export async function getProvidersByCategory(
  categoryId: string,
  filters: ListFilters,
  offset: number,
  signal?: AbortSignal,
  limit?: number,
): Promise<ListPage<PublicProvider>> {
  const { data, headers } = await apiRequestWithHeaders<PublicProvider[]>(
    `/api/providers/category/${encodeURIComponent(categoryId)}?${listQueryString(filters, offset, {}, limit)}`,
    { fallback: 'Fehler beim Laden der Daten', signal },
  );
  return listPageOf(data, headers, offset);
}
