import type { ColumnKind } from './backup-tables';

/**
 * Values between the database, the backup file and bound parameters. The file holds the
 * same text whatever engine wrote it: integers, booleans as 0/1, dates `YYYY-MM-DD`,
 * points in time `YYYY-MM-DD HH:MM:SS.SSS` in UTC (what both engines store and what
 * MySQL's DATETIME accepts), strings as standard SQL literals.
 */

/**
 * A standard SQL string literal: only the quote is doubled; newlines and backslashes stay as
 * they are. Carriage returns and NUL are written as `char(13)` / `char(0)` joined with `||`:
 * the `mariadb` and `sqlite3` clients drop a CR before a line break and stop at NUL, so a
 * literal one would not survive a restore with them.
 */
export function quoteSqlString(value: string): string {
  const plain = (text: string) => `'${text.replaceAll("'", "''")}'`;
  if (!/[\r\0]/.test(value)) return plain(value);
  return value
    .split(/([\r\0])/)
    .filter((piece) => piece !== '')
    .map((piece) => (piece === '\r' ? 'char(13)' : piece === '\0' ? 'char(0)' : plain(piece)))
    .join(' || ');
}

const STORED_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z?$/;

/** A DATETIME as the driver returns it (mysql2: Date in UTC; SQLite: TypeORM's UTC text) → file text. */
export function datetimeToSql(value: unknown): string {
  if (value instanceof Date) return isoToDbDatetime(value.toISOString());
  if (typeof value === 'string') {
    const match = STORED_DATETIME.exec(value);
    if (match) {
      const millis = ((match[3] ?? '.000').slice(1) + '000').slice(0, 3);
      return `${match[1]} ${match[2]}.${millis}`;
    }
  }
  throw new Error(`Unerwarteter Zeitwert in der Datenbank: ${String(value)}`);
}

/** ISO text (`2026-11-22T20:45:15.000Z`) → the text both engines store for a DATETIME (UTC, milliseconds). */
export function isoToDbDatetime(iso: string): string {
  return iso.replace('T', ' ').replace('Z', '');
}

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** As this app writes it since the export restores with the standard clients, and as `mariadb-dump` writes DATETIME(3). */
const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(\.\d{3})?$/;

/**
 * A point in time from a backup, as the text to bind, or null when it is none. Accepted: what
 * the export writes now (`2026-11-22 20:45:15.000`, also without milliseconds as a DATETIME
 * dump may have it) and the ISO text of older exports (`2026-11-22T20:45:15.000Z`). Both are UTC.
 */
export function parseBackupDatetime(value: string): string | null {
  let iso: string;
  if (ISO_DATETIME.test(value)) iso = value;
  else {
    const match = SQL_DATETIME.exec(value);
    if (!match) return null;
    iso = `${match[1].replace(' ', 'T')}${match[2] ?? '.000'}Z`;
  }
  const date = new Date(iso);
  // A real calendar day and time: `2026-02-30` would come back as another day.
  if (Number.isNaN(date.getTime()) || date.toISOString() !== iso) return null;
  return isoToDbDatetime(iso);
}

/** One database value as the literal the backup file holds. */
export function toSqlLiteral(kind: ColumnKind, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  switch (kind) {
    case 'int': {
      const number = typeof value === 'string' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
        throw new Error(`Unerwarteter Zahlenwert in der Datenbank: ${String(value)}`);
      }
      return String(number);
    }
    case 'bool':
      return value === true || value === 1 || value === '1' ? '1' : '0';
    case 'date':
      // mysql2 answers DATE as text (dateStrings), SQLite stores TypeORM's `YYYY-MM-DD`.
      return quoteSqlString(value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    case 'datetime':
      return quoteSqlString(datetimeToSql(value));
    case 'text':
      return quoteSqlString(String(value));
  }
}
