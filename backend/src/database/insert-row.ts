import type { EntityManager, EntityTarget, ObjectLiteral, QueryResult } from 'typeorm';

export interface InsertOutcome {
  /** False when `ignoreDuplicates` skipped the row. */
  inserted: boolean;
  /** The generated id of an inserted row. */
  id: number | null;
}

const statements = new Map<string, string>();

/**
 * One INSERT of one row as a single prepared statement, for the hot write paths (an inquiry
 * and its mail are written hundreds of times a second under load). TypeORM's save() and
 * query builder rebuild the SQL and read the row back each time; here the SQL is built once
 * per entity and column list, and values still go through the driver's own conversion
 * (dates, booleans) exactly as save() would. Runs on the caller's transaction.
 */
export async function insertRow<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  values: Partial<Entity>,
  options: { ignoreDuplicates?: boolean } = {},
): Promise<InsertOutcome> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('insertRow() läuft nur innerhalb einer Transaktion.');
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(target);
  const columns = metadata.columns.filter((column) => column.propertyName in values);
  const mysql = driver.options.type === 'mysql';
  // The engine is part of the key: one process may hold data sources of both (backup tests, CLI).
  const key = `${driver.options.type}|${metadata.name}|${columns.map((c) => c.propertyName).join(',')}|${options.ignoreDuplicates ?? false}`;
  let sql = statements.get(key);
  if (!sql) {
    const verb = options.ignoreDuplicates ? (mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE') : 'INSERT';
    sql = `${verb} INTO ${driver.escape(metadata.tableName)} (${columns
      .map((column) => driver.escape(column.databaseName))
      .join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    statements.set(key, sql);
  }
  const parameters: unknown[] = columns.map((column) =>
    driver.preparePersistentValue(values[column.propertyName as keyof Entity], column),
  );
  // The structured result carries the affected rows on both drivers; the raw part is SQLite's
  // last row id or MySQL's result header.
  const result = (await runner.query(sql, parameters, true)) as QueryResult;
  const inserted = (result.affected ?? 0) > 0;
  if (!inserted) return { inserted, id: null };
  const raw = result.raw as number | bigint | { insertId?: number };
  const id = typeof raw === 'object' ? Number(raw.insertId) : Number(raw);
  return { inserted, id };
}

/** Placeholders per statement: far below SQLite's 32 766 and MySQL's 65 535. */
const MAX_PARAMETERS = 10_000;
/** Rows per statement: keeps a statement of long rows (mails) well inside MySQL's packet limit. */
const MAX_ROWS = 500;

/**
 * Many rows of one entity as multi-row INSERTs (a bank statement books thousands of payments and
 * mails in one transaction: one statement per few hundred rows instead of one per row). Every row
 * must name the same columns; values go through the driver's conversion as in insertRow. Answers
 * how many rows were written (fewer than given when `ignoreDuplicates` skipped some).
 */
export async function insertRows<Entity extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<Entity>,
  rows: readonly Partial<Entity>[],
  options: { ignoreDuplicates?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const runner = manager.queryRunner;
  if (!runner) throw new Error('insertRows() läuft nur innerhalb einer Transaktion.');
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(target);
  const columns = metadata.columns.filter((column) => column.propertyName in rows[0]);
  const mysql = driver.options.type === 'mysql';
  const verb = options.ignoreDuplicates ? (mysql ? 'INSERT IGNORE' : 'INSERT OR IGNORE') : 'INSERT';
  const head = `${verb} INTO ${driver.escape(metadata.tableName)} (${columns
    .map((column) => driver.escape(column.databaseName))
    .join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const perStatement = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  let written = 0;
  for (let start = 0; start < rows.length; start += perStatement) {
    const part = rows.slice(start, start + perStatement);
    const parameters: unknown[] = [];
    for (const row of part) {
      for (const column of columns) {
        parameters.push(driver.preparePersistentValue(row[column.propertyName as keyof Entity], column));
      }
    }
    const sql = head + part.map(() => tuple).join(', ');
    const result = (await runner.query(sql, parameters, true)) as QueryResult;
    written += result.affected ?? 0;
  }
  return written;
}
