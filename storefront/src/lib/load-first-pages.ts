import { MAX_PAGE_SIZE, RESULT_PAGE_SIZE } from '@event-kompass/shared-types';
import type { ListPage } from '@/lib/provider-list-query';
import type { LoadPage } from '@/lib/use-paged-list';

/** A provider with a new rating may move between pages while they load: keep each row once. */
export function appendNew<T extends { id: number }>(before: T[], more: T[]): T[] {
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
