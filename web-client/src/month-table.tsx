import { germanMonth } from '@event-kompass/shared-types';

/** A column after the month: its heading and how one month's value reads. */
export type MonthColumn<M> = readonly [heading: string, value: (month: M) => string | number];

export interface MonthTableProps<M extends { monat: string }> {
  /** One row each, in the order given. */
  months: readonly M[];
  columns: readonly MonthColumn<M>[];
  caption: string;
  /** The app's own classes (each app has its design system). */
  classNames: { wrap: string; table: string; caption: string };
  /** Repeat each heading on its cell as `data-label`, for a stylesheet that shows rows as cards on phones. */
  labelCells?: boolean;
}

/**
 * Figures per month as a table: the admin overview and the provider's statistics show the same
 * shape of numbers, each next to its own chart.
 */
export function MonthTable<M extends { monat: string }>({
  months,
  columns,
  caption,
  classNames,
  labelCells = false,
}: MonthTableProps<M>) {
  return (
    <div className={classNames.wrap}>
      <table className={classNames.table}>
        <caption className={classNames.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Monat</th>
            {columns.map(([heading]) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.monat}>
              <th scope="row">{germanMonth(month.monat)}</th>
              {columns.map(([heading, value]) => (
                <td key={heading} data-label={labelCells ? heading : undefined}>
                  {value(month)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
