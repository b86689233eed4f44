import { TableColumn, type QueryRunner } from 'typeorm';

/** The column types the schema uses; each engine spells them its own way. */
export type PortableType = 'int' | 'varchar' | 'text' | 'date' | 'datetime' | 'boolean';

export interface PortableColumnSpec {
  name: string;
  type: PortableType;
  /** VARCHAR length in characters. */
  length?: number;
  nullable?: boolean;
  /** As SQL, e.g. `'neu'` (quoted) or `0`. */
  default?: string;
}

/**
 * A column spelled as the hand-written migrations and the entities spell it on this engine, so
 * the drift test (test/schema.e2e-spec.ts) finds nothing to change: the driver's own name for
 * the type (SQLite `integer`, MySQL `int`), MySQL's `DATETIME(3)` (milliseconds, as the
 * existing tables have) and `TINYINT(1)` for yes/no. SQLite keeps `datetime` and `boolean` as
 * declared types; MySQL's tables default to utf8mb4, which new text columns inherit.
 */
export function portableColumn(queryRunner: QueryRunner, spec: PortableColumnSpec): TableColumn {
  const driver = queryRunner.connection.driver;
  const isMysql = driver.options.type === 'mysql' || driver.options.type === 'mariadb';
  return new TableColumn({
    name: spec.name,
    type: driver.normalizeType({ type: spec.type }),
    length: spec.length === undefined ? undefined : String(spec.length),
    precision: isMysql && spec.type === 'datetime' ? 3 : undefined,
    width: isMysql && spec.type === 'boolean' ? 1 : undefined,
    isNullable: spec.nullable ?? false,
    default: spec.default,
  });
}

/** The table's own `id`: an auto-incremented integer primary key, as every entity's `WithGeneratedId`. */
export function idColumn(queryRunner: QueryRunner): TableColumn {
  const column = portableColumn(queryRunner, { name: 'id', type: 'int' });
  column.isPrimary = true;
  column.isGenerated = true;
  column.generationStrategy = 'increment';
  return column;
}

/**
 * Adds nullable columns. On SQLite with ALTER TABLE … ADD COLUMN rather than TypeORM's
 * addColumns, which rebuilds the table and with it loses the AUTOINCREMENT sequence (the id of a
 * deleted row would be handed out again; test/schema.e2e-spec.ts checks it for `providers`).
 */
export async function addNullableColumns(
  queryRunner: QueryRunner,
  table: string,
  specs: readonly PortableColumnSpec[],
): Promise<void> {
  const columns = specs.map((spec) => portableColumn(queryRunner, { ...spec, nullable: true }));
  if (
    queryRunner.connection.driver.options.type !== 'better-sqlite3' &&
    queryRunner.connection.driver.options.type !== 'sqlite'
  ) {
    await queryRunner.addColumns(table, columns);
    return;
  }
  for (const column of columns) {
    const type = column.length ? `${column.type}(${column.length})` : column.type;
    await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${type}`);
  }
}
