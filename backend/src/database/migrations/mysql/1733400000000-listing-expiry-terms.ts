import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The day the daily job took a listing offline because it ended (NULL: online, never activated,
 * or taken offline by hand), so "Ablaufende" can keep offering it for renewal; and which AGB
 * version the applicant accepted, when (NULL: applied before acceptance was asked for).
 */
export class ListingExpiryTermsMysql1733400000000 implements MigrationInterface {
  name = 'ListingExpiryTermsMysql1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE providers ADD COLUMN abgelaufen_am DATE NULL,
         ADD COLUMN agb_version VARCHAR(20) NULL,
         ADD COLUMN agb_akzeptiert_am DATETIME(3) NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE providers DROP COLUMN agb_akzeptiert_am, DROP COLUMN agb_version, DROP COLUMN abgelaufen_am',
    );
  }
}
