import { applyDecorators } from '@nestjs/common';
import { Column, JoinColumn, ManyToOne } from 'typeorm';

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

/** A yes/no column, false unless set; MySQL stores it as TINYINT(1) and reports that width. */
export function FlagColumn(name: string): PropertyDecorator {
  return Column({ name, type: 'boolean', width: 1, default: false });
}
