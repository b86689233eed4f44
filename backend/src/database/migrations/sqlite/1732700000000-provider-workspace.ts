import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The provider's workspace: who owns a listing, the dates it is taken, the status and thread of
 * an inquiry, and the provider's reply to a review. New tables carry named keys as TypeORM
 * reads them back (see 1732500000000); new columns on existing tables are plain additions.
 */
export class ProviderWorkspaceSqlite1732700000000 implements MigrationInterface {
  name = 'ProviderWorkspaceSqlite1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_owners" ("provider_id" integer PRIMARY KEY NOT NULL, "user_id" integer NOT NULL,
        CONSTRAINT "fk_po_provider" FOREIGN KEY ("provider_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
        CONSTRAINT "fk_po_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE RESTRICT)`,
    );
    await queryRunner.query('CREATE INDEX "ix_provider_owners_user" ON "provider_owners" ("user_id")');
    await queryRunner.query(
      `CREATE TABLE "provider_availability" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "provider_id" integer NOT NULL, "datum" date NOT NULL,
        CONSTRAINT "fk_pa_provider" FOREIGN KEY ("provider_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT)`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_provider_availability" ON "provider_availability" ("provider_id", "datum")',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_provider_availability_datum" ON "provider_availability" ("datum")',
    );
    await queryRunner.query(
      `ALTER TABLE "inquiries" ADD COLUMN "status" varchar(20) NOT NULL DEFAULT ('neu')`,
    );
    await queryRunner.query(
      `CREATE TABLE "inquiry_messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "inquiry_id" integer NOT NULL, "von_anbieter" boolean NOT NULL DEFAULT (0), "text" text NOT NULL,
        "gesendet_am" datetime NOT NULL,
        CONSTRAINT "fk_im_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE CASCADE ON UPDATE RESTRICT)`,
    );
    await queryRunner.query(
      'CREATE INDEX "ix_inquiry_messages_inquiry" ON "inquiry_messages" ("inquiry_id")',
    );
    await queryRunner.query('ALTER TABLE "reviews" ADD COLUMN "antwort_text" text');
    await queryRunner.query('ALTER TABLE "reviews" ADD COLUMN "antwort_am" datetime');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reviews" DROP COLUMN "antwort_am"');
    await queryRunner.query('ALTER TABLE "reviews" DROP COLUMN "antwort_text"');
    await queryRunner.query('DROP TABLE "inquiry_messages"');
    await queryRunner.query('ALTER TABLE "inquiries" DROP COLUMN "status"');
    await queryRunner.query('DROP TABLE "provider_availability"');
    await queryRunner.query('DROP TABLE "provider_owners"');
  }
}
