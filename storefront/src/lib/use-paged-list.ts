import { useCallback, useEffect, useRef, useState } from 'react';
import { RESULT_PAGE_SIZE } from '@event-kompass/shared-types';
import type { Result } from '@/lib/route-result';
import { whenCurrent } from '@/lib/use-request';
import type { ListPage } from '@/lib/provider-list-query';
import { appendNew } from '@/lib/load-first-pages';

// In a file of its own so the route loaders (in the entry) take it without the hook.
export { loadFirstPages } from '@/lib/load-first-pages';

export interface PagedList<T> {
  /** Every row loaded so far, pages appended in order. */
  rows: T[] | undefined;
  total: number;
  suggestedQuery: string | null;
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

/**
 * A list that arrives in pages: the first (or, with `memory`, as many as the address names) come
 * from the route loader (`first`, see `loadFirstPages`), each further one is appended by `loadMore`.
 * New loader data (other inputs) starts over and drops what an older request would still bring.
 */
export function usePagedList<T extends { id: number }>(
  first: Result<ListPage<T>>,
  loadPage: LoadPage<T>,
  fallback: string,
  memory?: PageMemory,
): PagedList<T> {
  const [shown, setShown] = useState(() => fromFirst(first));
  const [loadingMore, setLoadingMore] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const load = useRef(loadPage);
  load.current = loadPage;
  const remembered = useRef(memory);
  remembered.current = memory;

  // New loader data replaces the list while rendering (no frame with the old rows under new inputs).
  let current = shown;
  if (shown.first !== first) {
    current = fromFirst(first);
    setShown(current);
    setLoadingMore(false);
  }

  useEffect(() => {
    const next = new AbortController();
    controller.current = next;
    return () => next.abort();
  }, [first]);

  const { rows, total, error } = current;
  const offset = rows?.length ?? 0;
  const hasMore = rows !== undefined && offset < total;

  const loadMore = useCallback(() => {
    const signal = controller.current?.signal;
    if (!signal || loadingMore || !hasMore) return;
    setLoadingMore(true);
    setShown((before) => ({ ...before, error: null }));
    whenCurrent(
      load.current(offset, signal, RESULT_PAGE_SIZE),
      signal,
      fallback,
      (page) => {
        setShown((before) => ({
          ...before,
          rows: appendNew(before.rows ?? [], page.rows),
          // An empty page means the list shrank meanwhile: stop offering more.
          total: page.rows.length === 0 ? offset : page.total,
        }));
        setLoadingMore(false);
        if (page.rows.length > 0) {
          remembered.current?.onPagesChange(Math.ceil((offset + page.rows.length) / RESULT_PAGE_SIZE));
        }
      },
      (message) => {
        setShown((before) => ({ ...before, error: message }));
        setLoadingMore(false);
      },
    );
  }, [offset, hasMore, loadingMore, fallback]);

  return {
    rows,
    total,
    suggestedQuery: first.data?.suggestedQuery ?? null,
    loadingMore,
    error,
    hasMore,
    loadMore,
  };
}

interface Shown<T> {
  /** The loader result these rows started from. */
  first: Result<ListPage<T>>;
  rows: T[] | undefined;
  total: number;
  error: string | null;
}

function fromFirst<T>(first: Result<ListPage<T>>): Shown<T> {
  return { first, rows: first.data?.rows, total: first.data?.total ?? 0, error: first.error };
}
