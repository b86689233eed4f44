import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lets every rating aggregate (AVG/COUNT of a provider's stars) read the index alone. */
export class ReviewRatingIndexMysql1732400000000 implements MigrationInterface {
  name = 'ReviewRatingIndexMysql1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX ix_reviews_provider_stars ON reviews (anbieter_id, sterne)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX ix_reviews_provider_stars ON reviews');
  }
}
