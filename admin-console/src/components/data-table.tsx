import { useId, useMemo, useState, type ReactNode } from 'react';
import { compareGerman } from '@event-kompass/shared-types';
import { TextField } from '@admin/components/fields';

export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | null | undefined;

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => SortValue;
  /** Text the search looks at; defaults to the sort value. `false` leaves the column out. */
  searchText?: ((row: T) => string) | false;
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  initialSort?: { columnId: string; direction: SortDirection };
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Shown when rows exist but none matches the search. */
  noMatchText?: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Buttons per row, in a last 'Aktionen' column. */
  actions?: (row: T) => ReactNode;
  loading?: boolean;
  loadingText?: string;
  /** Extra controls next to the search field. */
  toolbar?: ReactNode;
}

export function normalizeSearch(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}

export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareGerman(String(a), String(b));
}

/** Rows matching every word of the query in any searchable column, sorted by one column (empties last). */
export function filterAndSort<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  query: string,
  sort: { columnId: string; direction: SortDirection } | null,
): T[] {
  const terms = normalizeSearch(query).split(/\s+/).filter(Boolean);
  let result = [...rows];
  if (terms.length > 0) {
    const searchers = columns
      .map((column) => {
        if (column.searchText === false) return null;
        if (column.searchText) return column.searchText;
        const sortValue = column.sortValue;
        return sortValue ? (row: T) => String(sortValue(row) ?? '') : null;
      })
      .filter((fn): fn is (row: T) => string => fn !== null);
    result = result.filter((row) => {
      const haystack = normalizeSearch(searchers.map((fn) => fn(row)).join(' \u0000 '));
      return terms.every((term) => haystack.includes(term));
    });
  }
  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortValue = sortColumn?.sortValue;
  if (sort && sortValue) {
    const factor = sort.direction === 'asc' ? 1 : -1;
    result = result
      .map((row, index) => ({ row, index, value: sortValue(row) }))
      .sort((x, y) => {
        const xEmpty = x.value === null || x.value === undefined || x.value === '';
        const yEmpty = y.value === null || y.value === undefined || y.value === '';
        // Empty values stay last in both directions.
        if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
        return compareValues(x.value, y.value) * factor || x.index - y.index;
      })
      .map((entry) => entry.row);
  }
  return result;
}

/** The one table of the console: search, sortable headers, empty and loading states, cards on phones. */
export function DataTable<T>({
  caption,
  rows,
  columns,
  rowKey,
  initialSort,
  emptyText,
  noMatchText = 'Keine Einträge passen zu Ihrer Suche.',
  searchLabel = 'Suchen',
  searchPlaceholder = 'Suchbegriff eingeben…',
  actions,
  loading = false,
  loadingText = 'Daten werden geladen…',
  toolbar,
}: DataTableProps<T>) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{ columnId: string; direction: SortDirection } | null>(
    initialSort ?? null,
  );
  const countId = useId();

  const visible = useMemo(() => filterAndSort(rows, columns, query, sort), [rows, columns, query, sort]);

  function toggleSort(columnId: string) {
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );
  }

  const totalColumns = columns.length + (actions ? 1 : 0);
  let stateText: string | null = null;
  if (loading && rows.length === 0) stateText = loadingText;
  else if (rows.length === 0) stateText = emptyText;
  else if (visible.length === 0) stateText = noMatchText;

  return (
    <div className="ac-table-wrap">
      <div className="ac-table-toolbar">
        <TextField
          label={searchLabel}
          frameClassName="ac-field--inline"
          type="search"
          value={query}
          placeholder={searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
        />
        {toolbar}
        <p id={countId} className="ac-table-count" aria-live="polite">
          {loading && rows.length > 0
            ? 'Aktualisiere…'
            : query.trim()
              ? `${visible.length} von ${rows.length} Einträgen`
              : `${rows.length} ${rows.length === 1 ? 'Eintrag' : 'Einträge'}`}
        </p>
      </div>
      <div className="ac-table-scroll">
        <table className="ac-table" aria-busy={loading || undefined}>
          <caption className="ac-sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.columnId === column.id;
                const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={column.id} scope="col" aria-sort={ariaSort} className={column.className}>
                    {column.sortValue ? (
                      <button type="button" className="ac-sort" onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <span className="ac-sort__icon" aria-hidden="true">
                          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions ? (
                <th scope="col" className="ac-table__actions-head">
                  Aktionen
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {stateText ? (
              <tr className="ac-table__state-row">
                <td colSpan={totalColumns} className="ac-table__state">
                  {stateText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.id} data-label={column.header} className={column.className}>
                      <div className="ac-cell">{column.cell(row)}</div>
                    </td>
                  ))}
                  {actions ? (
                    <td data-label="Aktionen" className="ac-table__actions">
                      <div className="ac-cell">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
