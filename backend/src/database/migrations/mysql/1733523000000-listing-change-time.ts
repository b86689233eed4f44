import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the admin or the owner last saved a listing (NULL: not since it was created), so the
 * sitemap's `lastmod` follows edits, not only creation and reviews.
 */
export class ListingChangeTimeMysql1733523000000 implements MigrationInterface {
  name = 'ListingChangeTimeMysql1733523000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers ADD COLUMN geaendert_am DATETIME(3) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE providers DROP COLUMN geaendert_am');
  }
}
