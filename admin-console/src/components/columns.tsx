import { germanDate } from '@event-kompass/shared-types';
import type { Column } from '@admin/components/data-table';

/**
 * A date column: shown and searched in German (`germanDate`, or e.g. `germanDateTime` for instants),
 * sorted by the ISO value.
 */
export function dateColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string | null,
  format: (iso: string | null) => string = germanDate,
): Column<T> {
  return {
    id,
    header,
    cell: (row) => format(value(row)) || '–',
    sortValue: value,
    searchText: (row) => format(value(row)),
  };
}

/** The 'Firma' column: the company in bold, its e-mail as a link and, when known, its phone. */
export function companyColumn<T>(
  contact: (row: T) => { name: string; email: string; phone?: string | null },
): Column<T> {
  return {
    id: 'firma',
    header: 'Firma',
    cell: (row) => {
      const { name, email, phone } = contact(row);
      return (
        <>
          <strong>{name}</strong>
          <br />
          <a href={`mailto:${email}`} className="ac-muted">
            {email}
          </a>
          {phone ? <span className="ac-muted"> · {phone}</span> : null}
        </>
      );
    },
    sortValue: (row) => contact(row).name,
    searchText: (row) => {
      const { name, email, phone } = contact(row);
      return `${name} ${email} ${phone ?? ''}`;
    },
  };
}
