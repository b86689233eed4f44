import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { MAX_PAGE_SIZE, RESULT_PAGE_SIZE } from '@event-kompass/shared-types';
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

export type LoadPage<T> = (offset: number, signal: AbortSignal, limit: number) => Promise<ListPage<T>>;

export interface PageMemory {
  /** How many pages to show at first (from the address: the back button restores them). */
  pages: number;
  /** Called with the number of pages shown after "Mehr anzeigen", to write it to the address. */
  onPagesChange: (pages: number) => void;
}

/** A provider with a new rating may move between pages while they load: keep each row once. */
function appendNew<T extends { id: number }>(before: T[], more: T[]): T[] {
  const shown = new Set(before.map((row) => row.id));
  return [...before, ...more.filter((row) => !shown.has(row.id))];
}

/**
 * The first `pages` pages in as few requests as the page size limit allows. Stops early when
 * the list is shorter than that, or shrank while loading.
 */
async function loadFirstPages<T extends { id: number }>(
  load: LoadPage<T>,
  pages: number,
  signal: AbortSignal,
): Promise<ListPage<T>> {
  const wanted = pages * RESULT_PAGE_SIZE;
  const first = await load(0, signal, Math.min(wanted, MAX_PAGE_SIZE));
  let rows = first.rows;
  let total = first.total;
  while (rows.length < Math.min(wanted, total)) {
    const next = await load(rows.length, signal, Math.min(wanted - rows.length, MAX_PAGE_SIZE));
    if (next.rows.length === 0) {
      total = rows.length;
      break;
    }
    rows = appendNew(rows, next.rows);
    total = next.total;
  }
  return { ...first, rows, total };
}

/**
 * A list that arrives in pages: the first (or, with `memory`, as many as the address names)
 * when `deps` change, each further one appended by `loadMore`. A change of `deps` drops what an
 * older request would still bring.
 */
export function usePagedList<T extends { id: number }>(
  loadPage: LoadPage<T>,
  deps: DependencyList,
  fallback: string,
  memory?: PageMemory,
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
  const remembered = useRef(memory);
  remembered.current = memory;

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setLoadingMore(false);
    setError(null);
    setRows(undefined);
    whenCurrent(
      loadFirstPages(load.current, remembered.current?.pages ?? 1, current.signal),
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
      load.current(offset, current.signal, RESULT_PAGE_SIZE),
      current.signal,
      fallback,
      (page) => {
        setRows((before) => appendNew(before ?? [], page.rows));
        // An empty page means the list shrank meanwhile: stop offering more.
        setTotal(page.rows.length === 0 ? offset : page.total);
        setLoadingMore(false);
        if (page.rows.length > 0) {
          remembered.current?.onPagesChange(Math.ceil((offset + page.rows.length) / RESULT_PAGE_SIZE));
        }
      },
      (message) => {
        setError(message);
        setLoadingMore(false);
      },
    );
  }, [offset, hasMore, loadingMore, fallback]);

  return { rows, total, suggestedQuery, loading, loadingMore, error, hasMore, loadMore };
}
