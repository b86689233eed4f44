import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GDPR self-service (issue 14): when a user agreed to review reminders (NULL: not), extra mail
 * headers in the outbox (List-Unsubscribe), and reviews that outlive their author's account
 * (`user_id` NULL, shown as "ehemaliger Nutzer"). Same timestamp as the SQLite migration.
 */
export class PrivacySelfServiceMysql1733200000000 implements MigrationInterface {
  name = 'PrivacySelfServiceMysql1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN erinnerungen_erlaubt_am DATETIME(3) NULL');
    await queryRunner.query('ALTER TABLE mail_outbox ADD COLUMN headers TEXT NULL');
    await queryRunner.query('ALTER TABLE reviews DROP FOREIGN KEY fk_reviews_user');
    await queryRunner.query('ALTER TABLE reviews MODIFY user_id INT NULL');
    await queryRunner.query(
      'ALTER TABLE reviews ADD CONSTRAINT fk_reviews_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL ON UPDATE RESTRICT',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Reviews of deleted accounts cannot point at anyone again; they go, as they did before.
    await queryRunner.query('DELETE FROM reviews WHERE user_id IS NULL');
    await queryRunner.query('ALTER TABLE reviews DROP FOREIGN KEY fk_reviews_user');
    await queryRunner.query('ALTER TABLE reviews MODIFY user_id INT NOT NULL');
    await queryRunner.query(
      'ALTER TABLE reviews ADD CONSTRAINT fk_reviews_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE ON UPDATE RESTRICT',
    );
    await queryRunner.query('ALTER TABLE mail_outbox DROP COLUMN headers');
    await queryRunner.query('ALTER TABLE users DROP COLUMN erinnerungen_erlaubt_am');
  }
}
