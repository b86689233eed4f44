import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Single-use links from mails (password reset, account setup), kept only as hashes. */
export class AccountTokensMysql1732900000000 implements MigrationInterface {
  name = 'AccountTokensMysql1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE account_tokens (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        token_hash VARCHAR(64) NOT NULL,
        purpose VARCHAR(16) NOT NULL,
        email VARCHAR(254) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL,
        UNIQUE KEY uq_account_tokens_hash (token_hash),
        KEY ix_account_tokens_email (email)
      ) ${TABLE_OPTIONS}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE account_tokens');
  }
}
