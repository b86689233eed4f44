import type { DataSource } from 'typeorm';
import { numberFromRow, type Row } from './row-values';

/** Above this many ids a batch look-up reads the whole table instead of a long IN list. */
export const MAX_IN_LIST = 500;

/**
 * The WHERE clause of a batch look-up by id: one statement per list, never one per row. Long
 * lists (the admin's, a big category) are most of the table anyway, so they read all of it and
 * the caller keeps what it asked for.
 */
export function idBatch(column: string, ids: readonly number[]): { where: string; params: number[] } {
  if (ids.length > MAX_IN_LIST) return { where: '1 = 1', params: [] };
  return { where: `${column} IN (${ids.map(() => '?').join(', ')})`, params: [...ids] };
}

/** Distinct ids of a list of rows, for the batch look-ups of a composed list. */
export function distinctIds<T>(rows: readonly T[], id: (row: T) => number): number[] {
  return [...new Set(rows.map(id))];
}

/**
 * The rows of one batch look-up by id: `sql` gets the WHERE clause of `idBatch`; no ids ask
 * nothing and give no rows.
 */
export async function rowsByIds(
  db: Pick<DataSource, 'query'>,
  column: string,
  ids: readonly number[],
  sql: (where: string) => string,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { where, params } = idBatch(column, ids);
  return db.query<Row[]>(sql(where), params);
}

/**
 * One column of a table by id, in one statement: `from` is the table with its alias, `key` the id
 * column the batch filters on and `value` the column read (through `read`).
 */
export async function columnByIds<Value>(
  db: Pick<DataSource, 'query'>,
  from: string,
  key: string,
  value: string,
  ids: readonly number[],
  read: (value: unknown) => Value,
): Promise<Map<number, Value>> {
  const rows = await rowsByIds(
    db,
    key,
    ids,
    (where) => `SELECT ${key} AS k, ${value} AS v FROM ${from} WHERE ${where}`,
  );
  return new Map(rows.map((row) => [numberFromRow(row.k), read(row.v)]));
}
