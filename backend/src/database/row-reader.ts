import { getMetadataArgsStorage } from 'typeorm';
import {
  booleanFromRow,
  isoDateFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  optionalIsoDateFromRow,
  optionalIsoDateTimeFromRow,
  optionalNumberFromRow,
  optionalTextFromRow,
  type Row,
} from './row-values';

/** How a property comes out of a raw row: a point in time as its ISO text, never undefined. */
type Stored<Value> = Value extends Date ? string : Value;

/** The record a reader gives: the chosen properties of the entity, as raw rows carry them. */
export type RowRecord<Entity, Property extends keyof Entity> = {
  [P in Property]-?: Stored<Exclude<Entity[P], undefined>>;
};

/** The SELECT list of some of an entity's columns and the reading of one row of it. */
export interface RowReader<Result> {
  /** `f.id, f.provider_id, …`: rows are keyed by column name. */
  readonly columns: string;
  read(row: Row): Result;
}

type ValueReader = (value: unknown) => unknown;

type EntityClass = abstract new () => unknown;

/** The column types our decorators declare (`Col.*`, and the generated id's `Number`). */
function valueReader(type: unknown, nullable: boolean): ValueReader | undefined {
  if (type === Number || type === 'int') return nullable ? optionalNumberFromRow : numberFromRow;
  if (type === 'date') return nullable ? optionalIsoDateFromRow : isoDateFromRow;
  if (type === 'datetime') return nullable ? optionalIsoDateTimeFromRow : isoDateTimeFromRow;
  if (type === 'varchar' || type === 'text') return nullable ? optionalTextFromRow : String;
  if (type === 'boolean') return booleanFromRow;
  return undefined;
}

/** The column name and reader of each declared property, the base classes' (the id) included. */
function declaredColumns(entity: EntityClass): Map<string, { column: string; read?: ValueReader }> {
  const targets: EntityClass[] = [];
  for (
    let target = entity;
    target !== Function.prototype;
    target = Object.getPrototypeOf(target) as EntityClass
  )
    targets.push(target);
  const columns = new Map<string, { column: string; read?: ValueReader }>();
  for (const { propertyName, options } of getMetadataArgsStorage().filterColumns(targets)) {
    const read = valueReader(options.type, options.nullable === true);
    columns.set(propertyName, { column: options.name ?? propertyName, read });
  }
  return columns;
}

/**
 * Reads the named properties of `entity` (without `properties`: all its columns) from raw query
 * rows (`SELECT ${reader.columns} FROM <table> <alias> …`), each as its column's kind says: the
 * entity's decorators are the one place that names and types a column, so a repository lists
 * only which properties it needs. A property without a readable column fails here, when the
 * module loads.
 */
export function rowReader<Entity, Property extends keyof Entity & string = keyof Entity & string>(
  entity: abstract new () => Entity,
  alias: string,
  properties?: readonly Property[],
): RowReader<RowRecord<Entity, Property>> {
  const declared = declaredColumns(entity);
  const fields = (properties ?? [...declared.keys()]).map((property) => {
    const { column, read } = declared.get(property) ?? {};
    if (!column || !read) throw new Error(`${entity.name}.${property} has no column a row reader knows.`);
    return { property, column, read };
  });
  return {
    columns: fields.map(({ column }) => `${alias}.${column}`).join(', '),
    read(row) {
      const record: Record<string, unknown> = {};
      for (const { property, column, read } of fields) record[property] = read(row[column]);
      return record as RowRecord<Entity, Property>;
    },
  };
}
