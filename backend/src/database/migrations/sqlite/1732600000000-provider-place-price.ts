import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where a provider works and what it costs at least: searchable by postal code, radius and price. */
export class ProviderPlacePriceSqlite1732600000000 implements MigrationInterface {
  name = 'ProviderPlacePriceSqlite1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "plz" varchar(5)');
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "ort" varchar(100)');
    await queryRunner.query(
      'ALTER TABLE "providers" ADD COLUMN "einsatzradius_km" integer NOT NULL DEFAULT (50)',
    );
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "preis_ab" integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['preis_ab', 'einsatzradius_km', 'ort', 'plz']) {
      await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "${column}"`);
    }
  }
}
