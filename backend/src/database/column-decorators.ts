import { applyDecorators } from '@nestjs/common';
import { Column, type ColumnOptions, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { snakeCase } from './row-fields';

type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT';

/**
 * Declares the foreign key the migrations create on an id column, so the schema test can
 * compare it (name, target, ON DELETE). The target is named by its table, not imported, so an
 * entity does not pull in another module's entity; the property carrying it is never read —
 * the plain id column beside it is what the code uses. ON UPDATE is RESTRICT, as the migrations
 * state it on both engines (ids never change).
 */
function ForeignKey(options: {
  table: string;
  column: string;
  name: string;
  onDelete: OnDelete;
}): PropertyDecorator {
  return applyDecorators(
    ManyToOne(options.table, { onDelete: options.onDelete, onUpdate: 'RESTRICT', persistence: false }),
    JoinColumn({ name: options.column, referencedColumnName: 'id', foreignKeyConstraintName: options.name }),
  );
}

/** What a column may say beyond its kind; its name is the property's in snake_case. */
interface ColumnExtras<T> {
  nullable?: boolean;
  default?: T;
}

/** `erstelltAm` → `erstellt_am`: every column is named after its property, so no entity spells it twice. */
function columnName(property: string | symbol): string {
  return snakeCase(String(property));
}

function named(declare: (name: string) => PropertyDecorator): PropertyDecorator {
  return (target, property) => declare(columnName(property))(target, property);
}

function typed<T>(kind: ColumnOptions, extras: ColumnExtras<T>): PropertyDecorator {
  return named((name) => Column({ name, ...kind, ...extras }));
}

/** A whole number. */
function IntColumn(extras: ColumnExtras<number> = {}): PropertyDecorator {
  return typed({ type: 'int' }, extras);
}

/** An amount of money in whole cent (negative on a cancellation); never a float. */
function CentColumn(extras: ColumnExtras<number> = {}): PropertyDecorator {
  return typed({ type: 'int' }, extras);
}

/** A counter that starts at 0. */
function CountColumn(): PropertyDecorator {
  return typed({ type: 'int' }, { default: 0 });
}

/** A calendar day (`YYYY-MM-DD`, a Berlin day), read and written as that string. */
function DayColumn(extras: ColumnExtras<never> = {}): PropertyDecorator {
  return typed({ type: 'date' }, extras);
}

/** A point in time. */
function TimestampColumn(extras: ColumnExtras<never> = {}): PropertyDecorator {
  return typed({ type: 'datetime' }, extras);
}

/** Text of any length. */
function TextColumn(extras: ColumnExtras<never> = {}): PropertyDecorator {
  return typed({ type: 'text' }, extras);
}

/** Text up to `length` characters, usually a `FIELD_LIMITS` entry the API checks too. */
function ShortTextColumn(length: number, extras: ColumnExtras<string> = {}): PropertyDecorator {
  return typed({ type: 'varchar', length }, extras);
}

/** A yes/no column, false unless set; MySQL stores it as TINYINT(1) and reports that width. */
function FlagColumn(): PropertyDecorator {
  return typed({ type: 'boolean', width: 1 }, { default: false });
}

/**
 * An id column and the foreign key on it. The key's relation goes on a property of its own that
 * no code reads (`<property>Key`, see `ForeignKey`). A key that sets the id to NULL when its row
 * goes (`SET NULL`) needs a nullable column; the others take one only when asked.
 */
function ForeignId(
  table: string,
  constraint: string,
  onDelete: OnDelete,
  extras: { nullable?: true } = {},
): PropertyDecorator {
  const nullable = onDelete === 'SET NULL' || extras.nullable === true;
  return withKey((name) => Column({ name, type: 'int', nullable }), table, constraint, onDelete);
}

/** `Col.ForeignId` for a column that is also (part of) the primary key. */
function PrimaryForeignId(
  table: string,
  constraint: string,
  onDelete: Exclude<OnDelete, 'SET NULL'>,
): PropertyDecorator {
  return withKey((name) => PrimaryColumn({ name, type: 'int' }), table, constraint, onDelete);
}

function withKey(
  declare: (name: string) => PropertyDecorator,
  table: string,
  constraint: string,
  onDelete: OnDelete,
): PropertyDecorator {
  return (target, property) => {
    const column = columnName(property);
    declare(column)(target, property);
    ForeignKey({ table, column, name: constraint, onDelete })(target, `${String(property)}Key`);
  };
}

/**
 * The column kinds, one import for an entity: `@Col.Day() datum!: string;`. Each names its
 * column after the property (`columnName`) and states type, length, nullability and default once.
 */
export const Col = {
  ShortText: ShortTextColumn,
  Text: TextColumn,
  Int: IntColumn,
  Cent: CentColumn,
  Count: CountColumn,
  Day: DayColumn,
  Timestamp: TimestampColumn,
  Flag: FlagColumn,
  ForeignId: ForeignId,
  PrimaryForeignId: PrimaryForeignId,
};
