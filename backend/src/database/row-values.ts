/**
 * Values of raw query rows, the same on both engines: SQLite hands back DATETIME columns as
 * TypeORM wrote them (UTC text `YYYY-MM-DD HH:MM:SS.SSS`), MySQL as Date objects; booleans
 * come as 0/1 and aggregates sometimes as decimal strings.
 */

/** A row of a raw query (`db.query`), read through the functions below. */
export type Row = Record<string, unknown>;

export function isoDateTimeFromRow(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // TypeORM writes UTC without a zone on SQLite.
  const normalized = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  return new Date(normalized).toISOString();
}

/** A nullable DATETIME column. */
export function optionalIsoDateTimeFromRow(value: unknown): string | null {
  return value === null || value === undefined ? null : isoDateTimeFromRow(value);
}

/** DATE columns are `YYYY-MM-DD` text on both engines (mysql2 runs with `dateStrings: ['DATE']`). */
export function isoDateFromRow(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** A nullable DATE column. */
export function optionalIsoDateFromRow(value: unknown): string | null {
  return value === null || value === undefined ? null : isoDateFromRow(value);
}

/** Ids and other integer columns (MySQL may hand back BIGINT aggregates as strings). */
export function numberFromRow(value: unknown): number {
  return Number(value);
}

/** A nullable integer column. */
export function optionalNumberFromRow(value: unknown): number | null {
  return value === null || value === undefined ? null : numberFromRow(value);
}

export function booleanFromRow(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** An average of stars rounded to one decimal; `null` when there is nothing to average. */
export function ratingFromRow(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 10) / 10 : null;
}

export function countFromRow(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/** A nullable text column. */
export function optionalTextFromRow(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
