import { useSearchParams } from 'react-router-dom';
import { pagesFromParams, withPages } from '@/lib/provider-list-query';
import type { PageMemory } from '@/lib/use-paged-list';

/**
 * Keeps the number of loaded pages in the address. It replaces the current history entry, so
 * "Mehr anzeigen" adds no back-button steps, and returning from a provider shows the same rows.
 */
export function usePageMemory(): PageMemory {
  const [params, setParams] = useSearchParams();
  return {
    pages: pagesFromParams(params),
    onPagesChange: (pages) =>
      setParams((current) => withPages(current, pages), { replace: true, preventScrollReset: true }),
  };
}
