import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addNullableColumns, idColumn, portableColumn } from './portable-column';

/**
 * Issue 25: the shortlist ("Merkliste", one row per account and provider) and the grouping of
 * the inquiries one Sammelanfrage sent (`inquiries.sammel_id`, the id of the group's first
 * inquiry; null for a single inquiry). Written once for both engines (docs/adding-a-column.md).
 */
export class MerklisteSammelanfrage1733800000000 implements MigrationInterface {
  name = 'MerklisteSammelanfrage1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'merkliste',
        columns: [
          idColumn(queryRunner),
          portableColumn(queryRunner, { name: 'user_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'anbieter_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'erstellt_am', type: 'datetime' }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_merkliste_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'RESTRICT',
          }),
          new TableForeignKey({
            name: 'fk_merkliste_provider',
            columnNames: ['anbieter_id'],
            referencedTableName: 'providers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'RESTRICT',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'uq_merkliste_user_provider',
            columnNames: ['user_id', 'anbieter_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_merkliste_provider', columnNames: ['anbieter_id'] }),
        ],
      }),
    );
    await addNullableColumns(queryRunner, 'inquiries', [{ name: 'sammel_id', type: 'int' }]);
    await queryRunner.createIndex(
      'inquiries',
      new TableIndex({ name: 'ix_inquiries_sammel', columnNames: ['sammel_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('inquiries', 'ix_inquiries_sammel');
    await queryRunner.dropColumn('inquiries', 'sammel_id');
    await queryRunner.dropTable('merkliste');
  }
}
