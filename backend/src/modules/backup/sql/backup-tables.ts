import { DataSource, getMetadataArgsStorage, type Driver, type EntityMetadata } from 'typeorm';
// Not exported from typeorm's index; it is what DataSource.initialize uses to read the entities.
import { EntityMetadataBuilder } from 'typeorm/metadata-builder/EntityMetadataBuilder';
import { ENTITIES } from '../../../entities';

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

/**
 * The entities' metadata, built as DataSource.initialize builds it but without a connection,
 * so the list exists before (and without) a database. Built on first use: the entity list
 * imports modules that import this one.
 */
function buildFromEntities(): TableSpec[] {
  const reader = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES });
  const metas = new EntityMetadataBuilder(reader, getMetadataArgsStorage()).build(ENTITIES);
  // The builder's order is the decorators'; the entity list's is the one to keep. The builder
  // also makes a junction table for a many-to-many relation (providers ↔ categories), which the
  // list already has as its own entity: only the list's entities count.
  const position = (meta: EntityMetadata) => ENTITIES.findIndex((entity) => entity === meta.target);
  return backupTablesFrom(
    reader.driver,
    metas.filter((meta) => position(meta) >= 0).sort((a, b) => position(a) - position(b)),
  );
}

let cache: { all: TableSpec[]; exported: TableSpec[]; byName: Map<string, TableSpec> } | undefined;
function tables(): NonNullable<typeof cache> {
  if (!cache) {
    const all = buildFromEntities();
    cache = {
      all,
      exported: all.filter((table) => !table.secret),
      byName: new Map(all.map((table) => [table.name, table])),
    };
  }
  return cache;
}

/** Every table, parents first, the secret ones included (an import empties them). */
export function backupTables(): readonly TableSpec[] {
  return tables().all;
}

/** What a backup file holds and a restore shows: every table but the secret ones. */
export function exportedTables(): readonly TableSpec[] {
  return tables().exported;
}

export function backupTableByName(name: string): TableSpec | undefined {
  return tables().byName.get(name);
}
