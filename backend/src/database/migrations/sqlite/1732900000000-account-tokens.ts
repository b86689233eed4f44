import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Single-use links from mails (password reset, account setup), kept only as hashes. */
export class AccountTokensSqlite1732900000000 implements MigrationInterface {
  name = 'AccountTokensSqlite1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "account_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "token_hash" varchar(64) NOT NULL, "purpose" varchar(16) NOT NULL, "email" varchar(254) NOT NULL,
        "expires_at" datetime NOT NULL, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_account_tokens_hash" ON "account_tokens" ("token_hash")',
    );
    await queryRunner.query('CREATE INDEX "ix_account_tokens_email" ON "account_tokens" ("email")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "account_tokens"');
  }
}
