import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE, RESULT_PAGE_SIZE } from '@event-kompass/shared-types';
import type { Result } from '@/lib/route-result';
import { whenCurrent } from '@/lib/use-request';
import type { ListPage } from '@/lib/provider-list-query';

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

/** A provider with a new rating may move between pages while they load: keep each row once. */
function appendNew<T extends { id: number }>(before: T[], more: T[]): T[] {
  const shown = new Set(before.map((row) => row.id));
  return [...before, ...more.filter((row) => !shown.has(row.id))];
}

/**
 * The first `pages` pages in as few requests as the page size limit allows (for a route loader).
 * Stops early when the list is shorter than that, or shrank while loading.
 */
export async function loadFirstPages<T extends { id: number }>(
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
