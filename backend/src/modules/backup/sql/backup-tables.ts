import type { DataSource, Driver, EntityMetadata } from 'typeorm';

/**
 * The tables a SQL backup holds, parents before children, and what each column may contain,
 * read from the entities (the same metadata the drift test holds against the migrations), so
 * a new column reaches the backup without a hand-kept copy. `test/backup-sql.e2e-spec.ts`
 * checks it against the live schema on both engines.
 */
export type ColumnKind = 'int' | 'bool' | 'text' | 'date' | 'datetime';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** A NOT NULL column with a database default may be left out of an INSERT. */
  hasDefault?: boolean;
  /** VARCHAR length in characters. */
  maxLength?: number;
  /** TEXT columns: MySQL's TEXT holds 65,535 bytes. */
  maxBytes?: number;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  /** How rows are ordered in the export: by integer id, by two integer columns, or by a text key. */
  order: { kind: 'id' } | { kind: 'pair'; first: string; second: string } | { kind: 'text'; column: string };
  /**
   * Single-use links: never written to a backup and emptied by every import, so a file can
   * neither leak a working link nor bring one back.
   */
  secret?: boolean;
}

const TEXT_BYTES = 65_535;

/**
 * Single-use links: never written to a backup and emptied by every import, so a file can
 * neither leak a working link nor bring one back. The metadata cannot say which tables hold
 * secrets; a new table of that sort is added here.
 */
const SECRET_TABLES: ReadonlySet<string> = new Set(['account_tokens']);

/** The column types the entities use, as TypeORM names them on either engine. */
const KINDS: Readonly<Record<string, ColumnKind>> = {
  int: 'int',
  integer: 'int',
  boolean: 'bool',
  tinyint: 'bool',
  varchar: 'text',
  text: 'text',
  date: 'date',
  datetime: 'datetime',
};

function columnSpec(driver: Driver, column: EntityMetadata['columns'][number]): ColumnSpec {
  // The driver's name for the type: an undeclared one (`id`) is the property's JS type until then.
  const type = driver.normalizeType(column).toLowerCase();
  const kind = KINDS[type];
  if (!kind)
    throw new Error(`Spalte ${column.databaseName}: Typ ${type} ist in Sicherungen nicht vorgesehen.`);
  const spec: ColumnSpec = { name: column.databaseName, kind, nullable: column.isNullable };
  if (column.default !== undefined) spec.hasDefault = true;
  if (type === 'varchar') spec.maxLength = Number(column.length);
  if (type === 'text') spec.maxBytes = TEXT_BYTES;
  return spec;
}

/**
 * provider_owners is keyed by the listing alone (one owner each), an integer: paged like a link
 * table, by both ids, since the key-only paging the export has is for `id` and for text keys.
 */
const ORDER_BY_BOTH_IDS: ReadonlySet<string> = new Set(['provider_owners']);

/** Rows in primary-key order: the id, the two ids of a link table, or a text key. */
function rowOrder(meta: EntityMetadata): TableSpec['order'] {
  if (ORDER_BY_BOTH_IDS.has(meta.tableName)) {
    const [first, second] = meta.columns.map((column) => column.databaseName);
    return { kind: 'pair', first, second };
  }
  const keys = meta.primaryColumns.map((column) => column.databaseName);
  if (keys.length === 2) return { kind: 'pair', first: keys[0], second: keys[1] };
  if (keys.length === 1 && keys[0] === 'id') return { kind: 'id' };
  if (keys.length === 1) return { kind: 'text', column: keys[0] };
  throw new Error(`Tabelle ${meta.tableName}: kein Primärschlüssel, den eine Sicherung ordnen kann.`);
}

/**
 * Parents before children along the foreign keys, otherwise in the order of the entity list,
 * so an import can insert table after table and delete in the reverse order.
 */
function parentsFirst(metas: readonly EntityMetadata[]): EntityMetadata[] {
  const placed = new Set<string>();
  const ordered: EntityMetadata[] = [];
  const place = (meta: EntityMetadata, path: readonly string[]): void => {
    if (placed.has(meta.tableName)) return;
    if (path.includes(meta.tableName)) throw new Error(`Fremdschlüssel im Kreis: ${path.join(' → ')}`);
    for (const key of meta.foreignKeys) {
      const parent = key.referencedEntityMetadata;
      if (parent.tableName !== meta.tableName) place(parent, [...path, meta.tableName]);
    }
    placed.add(meta.tableName);
    ordered.push(meta);
  };
  for (const meta of metas) place(meta, []);
  return ordered;
}

/** The backup's tables as the given entity metadata describes them. */
export function backupTablesFrom(driver: Driver, metas: readonly EntityMetadata[]): TableSpec[] {
  return parentsFirst(metas).map((meta) => ({
    name: meta.tableName,
    order: rowOrder(meta),
    columns: meta.columns.map((column) => columnSpec(driver, column)),
    ...(SECRET_TABLES.has(meta.tableName) ? { secret: true } : {}),
  }));
}

export interface BackupSchema {
  /** Every table, parents first, the secret ones included (an import empties them). */
  all: readonly TableSpec[];
  /** What a backup file holds and a restore shows: every table but the secret ones. */
  exported: readonly TableSpec[];
  byName: ReadonlyMap<string, TableSpec>;
}

const schemas = new WeakMap<DataSource, BackupSchema>();

/**
 * The backup's tables as the data source's entities describe them, in the order of its entity
 * list where the foreign keys allow. TypeORM also makes a junction table for a many-to-many
 * relation (providers ↔ categories), which the list already has as its own entity: only the
 * list's entities count. Read once per data source.
 */
export function backupSchema(dataSource: DataSource): BackupSchema {
  const known = schemas.get(dataSource);
  if (known) return known;
  const entities: readonly unknown[] = Array.isArray(dataSource.options.entities)
    ? dataSource.options.entities
    : [];
  const position = (meta: EntityMetadata) => entities.indexOf(meta.target);
  const all = backupTablesFrom(
    dataSource.driver,
    dataSource.entityMetadatas
      .filter((meta) => position(meta) >= 0)
      .sort((a, b) => position(a) - position(b)),
  );
  const schema: BackupSchema = {
    all,
    exported: all.filter((table) => !table.secret),
    byName: new Map(all.map((table) => [table.name, table])),
  };
  schemas.set(dataSource, schema);
  return schema;
}
