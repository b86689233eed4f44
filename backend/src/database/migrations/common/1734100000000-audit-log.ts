import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, portableColumn } from './portable-column';

/** The admin audit trail (issue 26): one row per admin write, never changed. */
export class AuditLog1734100000000 implements MigrationInterface {
  name = 'AuditLog1734100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          idColumn(queryRunner),
          portableColumn(queryRunner, { name: 'zeit', type: 'datetime' }),
          portableColumn(queryRunner, { name: 'admin_email', type: 'varchar', length: 254 }),
          portableColumn(queryRunner, { name: 'aktion', type: 'varchar', length: 60 }),
          portableColumn(queryRunner, { name: 'ziel', type: 'varchar', length: 200 }),
          portableColumn(queryRunner, { name: 'details', type: 'text', nullable: true }),
        ],
        indices: [new TableIndex({ name: 'ix_audit_log_zeit', columnNames: ['zeit'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log');
  }
}
