import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a provider works and what it costs at least: searchable by postal code, radius and price. */
export class ProviderPlacePriceMysql1732600000000 implements MigrationInterface {
  name = 'ProviderPlacePriceMysql1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE providers
         ADD COLUMN plz varchar(5) NULL,
         ADD COLUMN ort varchar(100) NULL,
         ADD COLUMN einsatzradius_km int NOT NULL DEFAULT 50,
         ADD COLUMN preis_ab int NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE providers DROP COLUMN plz, DROP COLUMN ort, DROP COLUMN einsatzradius_km, DROP COLUMN preis_ab',
    );
  }
}
