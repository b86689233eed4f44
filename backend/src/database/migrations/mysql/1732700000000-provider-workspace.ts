import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * The provider's workspace: who owns a listing, the dates it is taken, the status and thread of
 * an inquiry, and the provider's reply to a review. Same timestamp as the SQLite migration.
 */
export class ProviderWorkspaceMysql1732700000000 implements MigrationInterface {
  name = 'ProviderWorkspaceMysql1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE provider_owners (
        provider_id INT NOT NULL PRIMARY KEY,
        user_id INT NOT NULL,
        KEY ix_provider_owners_user (user_id),
        CONSTRAINT fk_po_provider FOREIGN KEY (provider_id) REFERENCES providers (id) ON DELETE CASCADE ON UPDATE RESTRICT,
        CONSTRAINT fk_po_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE ON UPDATE RESTRICT
      ) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      `CREATE TABLE provider_availability (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        provider_id INT NOT NULL,
        datum DATE NOT NULL,
        UNIQUE KEY uq_provider_availability (provider_id, datum),
        KEY ix_provider_availability_datum (datum),
        CONSTRAINT fk_pa_provider FOREIGN KEY (provider_id) REFERENCES providers (id) ON DELETE CASCADE ON UPDATE RESTRICT
      ) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(`ALTER TABLE inquiries ADD COLUMN status VARCHAR(20) NOT NULL DEFAULT 'neu'`);
    await queryRunner.query(
      `CREATE TABLE inquiry_messages (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        inquiry_id INT NOT NULL,
        von_anbieter TINYINT(1) NOT NULL DEFAULT 0,
        text TEXT NOT NULL,
        gesendet_am DATETIME(3) NOT NULL,
        KEY ix_inquiry_messages_inquiry (inquiry_id),
        CONSTRAINT fk_im_inquiry FOREIGN KEY (inquiry_id) REFERENCES inquiries (id) ON DELETE CASCADE ON UPDATE RESTRICT
      ) ${TABLE_OPTIONS}`,
    );
    await queryRunner.query(
      'ALTER TABLE reviews ADD COLUMN antwort_text TEXT NULL, ADD COLUMN antwort_am DATETIME(3) NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE reviews DROP COLUMN antwort_text, DROP COLUMN antwort_am');
    await queryRunner.query('DROP TABLE inquiry_messages');
    await queryRunner.query('ALTER TABLE inquiries DROP COLUMN status');
    await queryRunner.query('DROP TABLE provider_availability');
    await queryRunner.query('DROP TABLE provider_owners');
  }
}
