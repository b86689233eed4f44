import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { REVIEWS_CHECKED_PATH } from '@/components/ui/review-verification-note';
import { Alert } from '@/components/ui/alert';
import { formatProviderCount } from '@/lib/format';
import type { PagedList } from '@/lib/use-paged-list';

export const RANKING_PATH = '/so-sortieren-wir';

interface PagedResultsProps<T extends { id: number }> {
  list: PagedList<T>;
  /** The list's accessible name. */
  label?: string;
  renderItem: (row: T) => ReactNode;
}

/**
 * A loaded result list: how many match, how they are ordered (UWG § 5b wants that disclosed where
 * a list is shown), the rows, and "Mehr anzeigen" while there are more.
 */
export function PagedResults<T extends { id: number }>({ list, label, renderItem }: PagedResultsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  /** How many rows there were when "Mehr anzeigen" was pressed; null otherwise. */
  const countBeforeMore = useRef<number | null>(null);
  const count = list.rows?.length ?? 0;

  // After "Mehr anzeigen" the focus goes to the first new result, so keyboard and screen-reader
  // users continue there (and do not land on the page's start when the button disappears).
  useEffect(() => {
    const before = countBeforeMore.current;
    if (before === null || list.loadingMore) return;
    countBeforeMore.current = null;
    if (count > before) listRef.current?.children[before]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [count, list.loadingMore]);

  if (!list.rows || list.rows.length === 0) return null;
  return (
    <section className="stack">
      <div className="results-head">
        <p role="status" className="results-head__count">
          {formatProviderCount(list.total)}
        </p>
        <span className="results-head__links">
          <Link to={RANKING_PATH}>So sortieren wir die Ergebnisse</Link>
          <Link to={REVIEWS_CHECKED_PATH}>So prüfen wir Bewertungen</Link>
        </span>
      </div>
      <ul ref={listRef} className="plain-list" aria-label={label}>
        {list.rows.map((row) => (
          <li key={row.id}>{renderItem(row)}</li>
        ))}
      </ul>
      {list.error ? <Alert>{list.error}</Alert> : null}
      {list.hasMore ? (
        <div className="results-more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              countBeforeMore.current = count;
              list.loadMore();
            }}
            disabled={list.loadingMore}
          >
            {list.loadingMore ? 'Lädt...' : 'Mehr anzeigen'}
          </button>
          <span className="muted">
            {list.rows.length} von {list.total}
          </span>
        </div>
      ) : null}
    </section>
  );
}
