import { applyDecorators } from '@nestjs/common';
import { Column, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT';

/**
 * Declares the foreign key the migrations create on an id column, so the schema test can
 * compare it (name, target, ON DELETE). The target is named by its table, not imported, so an
 * entity does not pull in another module's entity; the property carrying it is never read —
 * the plain id column beside it is what the code uses. ON UPDATE is RESTRICT, as the migrations
 * state it on both engines (ids never change).
 */
export function ForeignKey(options: {
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

/**
 * An id column and the foreign key on it, its name written once. The key's relation goes on a
 * property of its own that no code reads (`<property>Key`, see `ForeignKey`). A key that sets
 * the id to NULL when its row goes (`SET NULL`) needs a nullable column; the others do not take one.
 */
export function ForeignKeyColumn(
  column: string,
  table: string,
  constraint: string,
  onDelete: OnDelete,
): PropertyDecorator {
  const declared = Column({ name: column, type: 'int', nullable: onDelete === 'SET NULL' });
  return withKey(declared, column, table, constraint, onDelete);
}

/** `ForeignKeyColumn` for a column that is also (part of) the primary key. */
export function PrimaryForeignKeyColumn(
  column: string,
  table: string,
  constraint: string,
  onDelete: Exclude<OnDelete, 'SET NULL'>,
): PropertyDecorator {
  return withKey(PrimaryColumn({ name: column, type: 'int' }), column, table, constraint, onDelete);
}

function withKey(
  declared: PropertyDecorator,
  column: string,
  table: string,
  constraint: string,
  onDelete: OnDelete,
): PropertyDecorator {
  return (target, property) => {
    declared(target, property);
    ForeignKey({ table, column, name: constraint, onDelete })(target, `${String(property)}Key`);
  };
}

/** A yes/no column, false unless set; MySQL stores it as TINYINT(1) and reports that width. */
export function FlagColumn(name: string): PropertyDecorator {
  return Column({ name, type: 'boolean', width: 1, default: false });
}
