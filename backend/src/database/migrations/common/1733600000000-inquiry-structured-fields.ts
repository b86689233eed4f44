import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addNullableColumns, type PortableColumnSpec } from './portable-column';

const COLUMNS: PortableColumnSpec[] = [
  { name: 'anlass', type: 'varchar', length: 20, nullable: true },
  { name: 'gaeste', type: 'int', nullable: true },
  { name: 'uhrzeit', type: 'varchar', length: 5, nullable: true },
  { name: 'plz', type: 'varchar', length: 5, nullable: true },
  { name: 'budget_eur', type: 'int', nullable: true },
];

/**
 * What an inquiry may say beyond its message (issue 25): the occasion, the number of guests,
 * the time of day, where it takes place and the budget. All optional, so the inquiries made
 * before stay as they are. Written once for both engines (docs/adding-a-column.md).
 */
export class InquiryStructuredFields1733600000000 implements MigrationInterface {
  name = 'InquiryStructuredFields1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Not addColumns: on SQLite it rebuilds the table and loses the id sequence (portable-column.ts).
    await addNullableColumns(queryRunner, 'inquiries', COLUMNS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns(
      'inquiries',
      COLUMNS.map((spec) => spec.name),
    );
  }
}
