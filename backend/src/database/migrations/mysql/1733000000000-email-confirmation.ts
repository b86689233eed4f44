import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in: when an account's address was confirmed (NULL: not yet; accounts from before
 * stay unconfirmed until they follow a link), and which account an address-change link is for.
 */
export class EmailConfirmationMysql1733000000000 implements MigrationInterface {
  name = 'EmailConfirmationMysql1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN email_bestaetigt_am DATETIME(3) NULL');
    await queryRunner.query('ALTER TABLE account_tokens ADD COLUMN user_id INT NULL');
    await queryRunner.query(
      `INSERT INTO settings (schluessel, wert) VALUES ('require_email_verification', 'false')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM settings WHERE schluessel = 'require_email_verification'`);
    await queryRunner.query('ALTER TABLE account_tokens DROP COLUMN user_id');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_bestaetigt_am');
  }
}
