import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { whenCurrent } from '@/lib/use-async';
import type { ListPage } from '@/lib/provider-list-query';

export interface PagedList<T> {
  /** Every row loaded so far, pages appended in order. */
  rows: T[] | undefined;
  total: number;
  suggestedQuery: string | null;
  /** The first page is loading (rows are from the previous inputs or none). */
  loading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A list that arrives in pages: the first when `deps` change, each further one appended by
 * `loadMore`. A change of `deps` drops what an older request would still bring.
 */
export function usePagedList<T extends { id: number }>(
  loadPage: (offset: number, signal: AbortSignal) => Promise<ListPage<T>>,
  deps: DependencyList,
  fallback: string,
): PagedList<T> {
  const [rows, setRows] = useState<T[]>();
  const [total, setTotal] = useState(0);
  const [suggestedQuery, setSuggestedQuery] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const load = useRef(loadPage);
  load.current = loadPage;

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setLoadingMore(false);
    setError(null);
    setRows(undefined);
    whenCurrent(
      load.current(0, current.signal),
      current.signal,
      fallback,
      (page) => {
        setRows(page.rows);
        setTotal(page.total);
        setSuggestedQuery(page.suggestedQuery);
        setLoading(false);
      },
      (message) => {
        setError(message);
        setLoading(false);
      },
    );
    return () => current.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs of `loadPage` in `deps`
  }, deps);

  const offset = rows?.length ?? 0;
  const hasMore = !loading && rows !== undefined && offset < total;

  const loadMore = useCallback(() => {
    const current = controller.current;
    if (!current || loadingMore || !hasMore) return;
    setLoadingMore(true);
    setError(null);
    whenCurrent(
      load.current(offset, current.signal),
      current.signal,
      fallback,
      (page) => {
        // A provider that moved up meanwhile (a new rating) may come again: show it once.
        setRows((before) => {
          const shown = new Set((before ?? []).map((row) => row.id));
          return [...(before ?? []), ...page.rows.filter((row) => !shown.has(row.id))];
        });
        // An empty page means the list shrank meanwhile: stop offering more.
        setTotal(page.rows.length === 0 ? offset : page.total);
        setLoadingMore(false);
      },
      (message) => {
        setError(message);
        setLoadingMore(false);
      },
    );
  }, [offset, hasMore, loadingMore, fallback]);

  return { rows, total, suggestedQuery, loading, loadingMore, error, hasMore, loadMore };
}
