import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, portableColumn, type PortableColumnSpec } from './portable-column';

const BILLING_TEXT = 200;
const EMAIL = 254;

function table(
  queryRunner: QueryRunner,
  name: string,
  columns: PortableColumnSpec[],
  extra: { indices?: TableIndex[]; foreignKeys?: TableForeignKey[] } = {},
): Table {
  return new Table({
    name,
    columns: [idColumn(queryRunner), ...columns.map((spec) => portableColumn(queryRunner, spec))],
    indices: extra.indices,
    foreignKeys: extra.foreignKeys,
  });
}

function foreignKey(name: string, column: string, target: string, onDelete: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: target,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'RESTRICT',
  });
}

/**
 * Invoices, their numbers and payments (issue 26): `invoices` (written once, never changed),
 * `invoice_counters` (the last number per year), `invoice_payments` (by hand or from a bank
 * statement, whose lines carry a unique `import_key`), and the outbox's reference to a mail's
 * attachment (the invoice PDF is read from storage when the mail goes out, not kept in the row).
 */
export class Invoices1734000000000 implements MigrationInterface {
  name = 'Invoices1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      table(
        queryRunner,
        'invoices',
        [
          { name: 'nummer', type: 'varchar', length: 20 },
          { name: 'art', type: 'varchar', length: 10 },
          { name: 'storno_zu_id', type: 'int', nullable: true },
          { name: 'anbieter_id', type: 'int', nullable: true },
          { name: 'anbieter_name', type: 'varchar', length: BILLING_TEXT },
          { name: 'email', type: 'varchar', length: EMAIL },
          { name: 'empfaenger_name', type: 'varchar', length: BILLING_TEXT },
          { name: 'empfaenger_strasse', type: 'varchar', length: BILLING_TEXT },
          { name: 'empfaenger_ort', type: 'varchar', length: BILLING_TEXT },
          { name: 'datum', type: 'date' },
          { name: 'faellig_am', type: 'date' },
          { name: 'leistung_von', type: 'date', nullable: true },
          { name: 'leistung_bis', type: 'date', nullable: true },
          { name: 'leistung', type: 'varchar', length: 200 },
          { name: 'netto_cent', type: 'int' },
          { name: 'steuer_prozent', type: 'int' },
          { name: 'steuer_cent', type: 'int' },
          { name: 'brutto_cent', type: 'int' },
          { name: 'kleinunternehmer', type: 'boolean', default: '0' },
          { name: 'aussteller', type: 'text' },
          { name: 'pdf_datei', type: 'varchar', length: 100 },
          { name: 'pdf_sha256', type: 'varchar', length: 64, nullable: true },
          { name: 'erstellt_am', type: 'datetime' },
        ],
        {
          indices: [
            new TableIndex({ name: 'uq_invoices_nummer', columnNames: ['nummer'], isUnique: true }),
            new TableIndex({ name: 'uq_invoices_storno_zu', columnNames: ['storno_zu_id'], isUnique: true }),
            new TableIndex({ name: 'ix_invoices_anbieter', columnNames: ['anbieter_id'] }),
            new TableIndex({ name: 'ix_invoices_datum', columnNames: ['datum'] }),
          ],
          foreignKeys: [
            // CASCADE, not RESTRICT: a restore empties the table in one DELETE, and both engines check
            // RESTRICT row by row. No route deletes an invoice (GoBD).
            foreignKey('fk_invoice_storno', 'storno_zu_id', 'invoices', 'CASCADE'),
            foreignKey('fk_invoice_provider', 'anbieter_id', 'providers', 'SET NULL'),
          ],
        },
      ),
    );
    await queryRunner.createTable(
      table(
        queryRunner,
        'invoice_counters',
        [
          { name: 'jahr', type: 'int' },
          { name: 'letzte_nummer', type: 'int', default: '0' },
        ],
        {
          indices: [
            new TableIndex({ name: 'uq_invoice_counters_jahr', columnNames: ['jahr'], isUnique: true }),
          ],
        },
      ),
    );
    await queryRunner.createTable(
      table(
        queryRunner,
        'invoice_payments',
        [
          { name: 'rechnung_id', type: 'int' },
          { name: 'datum', type: 'date' },
          { name: 'betrag_cent', type: 'int' },
          { name: 'art', type: 'varchar', length: 20 },
          { name: 'quelle', type: 'varchar', length: 20 },
          { name: 'import_key', type: 'varchar', length: 191, nullable: true },
          { name: 'verlaengert_bis', type: 'date', nullable: true },
          { name: 'erstellt_am', type: 'datetime' },
        ],
        {
          indices: [
            new TableIndex({ name: 'ix_invoice_payments_rechnung', columnNames: ['rechnung_id'] }),
            new TableIndex({
              name: 'uq_invoice_payments_import',
              columnNames: ['import_key'],
              isUnique: true,
            }),
          ],
          foreignKeys: [foreignKey('fk_payment_invoice', 'rechnung_id', 'invoices', 'RESTRICT')],
        },
      ),
    );
    await queryRunner.addColumn(
      'mail_outbox',
      portableColumn(queryRunner, { name: 'attachment', type: 'varchar', length: 100, nullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'attachment');
    await queryRunner.dropTable('invoice_payments');
    await queryRunner.dropTable('invoice_counters');
    await queryRunner.dropTable('invoices');
  }
}
