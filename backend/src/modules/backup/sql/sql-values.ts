import type { ColumnKind } from './backup-tables';

/**
 * Values between the database, the backup file and bound parameters. The file holds the
 * same text whatever engine wrote it: integers, booleans as 0/1, dates `YYYY-MM-DD`,
 * points in time as ISO 8601 UTC with milliseconds, strings as standard SQL literals.
 */

/** A standard SQL string literal: only the quote is doubled; newlines and backslashes stay as they are. */
export function quoteSqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const SQLITE_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z?$/;

/** A DATETIME as the driver returns it (mysql2: Date in UTC; SQLite: TypeORM's UTC text) → ISO. */
export function datetimeToIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const match = SQLITE_DATETIME.exec(value);
    if (match) {
      const millis = ((match[3] ?? '.000').slice(1) + '000').slice(0, 3);
      return `${match[1]}T${match[2]}.${millis}Z`;
    }
  }
  throw new Error(`Unerwarteter Zeitwert in der Datenbank: ${String(value)}`);
}

/** ISO text from a backup → the text both engines store for a DATETIME (UTC, milliseconds). */
export function isoToDbDatetime(iso: string): string {
  return iso.replace('T', ' ').replace('Z', '');
}

const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{3})Z$/;

/** True for exactly the shape the export writes, and a real point in time. */
export function isIsoDatetime(value: string): boolean {
  const match = ISO_DATETIME.exec(value);
  if (!match) return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString() === value;
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
      return quoteSqlString(datetimeToIso(value));
    case 'text':
      return quoteSqlString(String(value));
  }
}
