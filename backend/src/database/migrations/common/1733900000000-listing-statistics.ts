import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { addNullableColumns, idColumn, portableColumn, type PortableColumnSpec } from './portable-column';

function providerKey(name: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: ['anbieter_id'],
    referencedTableName: 'providers',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
    onUpdate: 'RESTRICT',
  });
}

const PROVIDER_COLUMNS: PortableColumnSpec[] = [
  { name: 'antwortzeit_stunden', type: 'int', nullable: true },
  { name: 'antwortquote', type: 'int', nullable: true },
];

const COUNTERS = ['aufrufe', 'suchtreffer', 'angebote', 'buchungen'];

/**
 * Issue 25, "answering fast, and seeing what the listing brings": when a provider first answered
 * an inquiry, the response figures precomputed per provider (the search must not aggregate), the
 * monthly counters of a listing, and the calendar sync (a secret feed address, an import address
 * and the busy days read from it). Written once for both engines.
 */
export class ListingStatistics1733900000000 implements MigrationInterface {
  name = 'ListingStatistics1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addNullableColumns(queryRunner, 'inquiries', [{ name: 'erste_antwort_am', type: 'datetime' }]);
    // The inquiries answered before: their first provider message is the best record there is.
    await queryRunner.query(
      `UPDATE inquiries SET erste_antwort_am = (SELECT MIN(m.gesendet_am) FROM inquiry_messages m
        WHERE m.inquiry_id = inquiries.id AND m.von_anbieter = 1)`,
    );
    await addNullableColumns(queryRunner, 'providers', PROVIDER_COLUMNS);

    await queryRunner.createTable(
      new Table({
        name: 'provider_monthly_stats',
        columns: [
          idColumn(queryRunner),
          portableColumn(queryRunner, { name: 'anbieter_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'monat', type: 'varchar', length: 7 }),
          ...COUNTERS.map((name) => portableColumn(queryRunner, { name, type: 'int', default: '0' })),
        ],
        foreignKeys: [providerKey('fk_pms_provider')],
        indices: [
          new TableIndex({
            name: 'uq_provider_monthly_stats',
            columnNames: ['anbieter_id', 'monat'],
            isUnique: true,
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'provider_calendars',
        columns: [
          idColumn(queryRunner),
          portableColumn(queryRunner, { name: 'anbieter_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'feed_token', type: 'varchar', length: 64, nullable: true }),
          portableColumn(queryRunner, { name: 'import_url', type: 'varchar', length: 500, nullable: true }),
          portableColumn(queryRunner, { name: 'import_stand', type: 'datetime', nullable: true }),
          portableColumn(queryRunner, {
            name: 'import_fehler',
            type: 'varchar',
            length: 300,
            nullable: true,
          }),
        ],
        foreignKeys: [providerKey('fk_pcal_provider')],
        indices: [
          new TableIndex({
            name: 'uq_provider_calendars_provider',
            columnNames: ['anbieter_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'uq_provider_calendars_token',
            columnNames: ['feed_token'],
            isUnique: true,
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'provider_imported_days',
        columns: [
          idColumn(queryRunner),
          portableColumn(queryRunner, { name: 'anbieter_id', type: 'int' }),
          portableColumn(queryRunner, { name: 'datum', type: 'date' }),
        ],
        foreignKeys: [providerKey('fk_pid_provider')],
        indices: [
          new TableIndex({
            name: 'uq_provider_imported_days',
            columnNames: ['anbieter_id', 'datum'],
            isUnique: true,
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('provider_imported_days');
    await queryRunner.dropTable('provider_calendars');
    await queryRunner.dropTable('provider_monthly_stats');
    await queryRunner.dropColumns(
      'providers',
      PROVIDER_COLUMNS.map((spec) => spec.name),
    );
    await queryRunner.dropColumn('inquiries', 'erste_antwort_am');
  }
}
