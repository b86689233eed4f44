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
