import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
} from 'typeorm';
import { portableColumn } from './portable-column';

/**
 * Quotes on inquiries (issue 25): positions as JSON, the server's sum, until when it may be
 * accepted and where it stands. They go with their inquiry.
 */
export class InquiryQuotes1733700000000 implements MigrationInterface {
  name = 'InquiryQuotes1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    await queryRunner.createTable(
      new Table({
        name: 'inquiry_quotes',
        columns: [
          new TableColumn({
            name: 'id',
            type: driver.normalizeType({ type: 'int' }),
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          }),
          portableColumn(queryRunner, { name: 'inquiry_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'positionen', type: 'text' }),
          portableColumn(queryRunner, { name: 'summe_cent', type: 'int' }),
          portableColumn(queryRunner, { name: 'gueltig_bis', type: 'date' }),
          portableColumn(queryRunner, { name: 'hinweis', type: 'text', nullable: true }),
          portableColumn(queryRunner, { name: 'status', type: 'varchar', length: 20, default: "'offen'" }),
          portableColumn(queryRunner, { name: 'gesendet_am', type: 'datetime' }),
          portableColumn(queryRunner, { name: 'entschieden_am', type: 'datetime', nullable: true }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_iq_inquiry',
            columnNames: ['inquiry_id'],
            referencedTableName: 'inquiries',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'RESTRICT',
          }),
        ],
        indices: [
          new TableIndex({ name: 'ix_inquiry_quotes_inquiry', columnNames: ['inquiry_id'] }),
          new TableIndex({ name: 'ix_inquiry_quotes_open', columnNames: ['status', 'gueltig_bis'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('inquiry_quotes');
  }
}
