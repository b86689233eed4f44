import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day the daily job took a listing offline because it ended (NULL: online, never activated,
 * or taken offline by hand), so "Ablaufende" can keep offering it for renewal; and which AGB
 * version the applicant accepted, when (NULL: applied before acceptance was asked for).
 */
export class ListingExpiryTermsSqlite1733400000000 implements MigrationInterface {
  name = 'ListingExpiryTermsSqlite1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "abgelaufen_am" date');
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "agb_version" varchar(20)');
    await queryRunner.query('ALTER TABLE "providers" ADD COLUMN "agb_akzeptiert_am" datetime');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "providers" DROP COLUMN "agb_akzeptiert_am"');
    await queryRunner.query('ALTER TABLE "providers" DROP COLUMN "agb_version"');
    await queryRunner.query('ALTER TABLE "providers" DROP COLUMN "abgelaufen_am"');
  }
}
