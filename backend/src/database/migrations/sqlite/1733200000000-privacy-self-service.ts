import type { MigrationInterface, QueryRunner } from 'typeorm';

const REVIEW_COLUMNS = `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "anbieter_id" integer NOT NULL,
  "user_id" integer, "inquiry_id" integer, "sterne" integer NOT NULL, "kommentar" text,
  "erstellt_am" datetime NOT NULL, "antwort_text" text, "antwort_am" datetime,
  CONSTRAINT "ck_reviews_sterne" CHECK (sterne BETWEEN 1 AND 5),
  CONSTRAINT "fk_reviews_provider" FOREIGN KEY ("anbieter_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
  CONSTRAINT "fk_reviews_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE %USER% ON UPDATE RESTRICT,
  CONSTRAINT "fk_reviews_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE SET NULL ON UPDATE RESTRICT`;

const REVIEW_INDICES = [
  'CREATE INDEX "ix_reviews_provider" ON "reviews" ("anbieter_id", "erstellt_am")',
  'CREATE INDEX "ix_reviews_provider_stars" ON "reviews" ("anbieter_id", "sterne")',
  'CREATE INDEX "ix_reviews_user" ON "reviews" ("user_id")',
  'CREATE UNIQUE INDEX "uq_reviews_inquiry" ON "reviews" ("inquiry_id")',
];

/**
 * GDPR self-service (issue 14): when a user agreed to review reminders (NULL: not), extra mail
 * headers in the outbox (List-Unsubscribe), and reviews that outlive their author's account
 * (`user_id` NULL, shown as "ehemaliger Nutzer") instead of vanishing with it. SQLite cannot
 * change a foreign key in place, so `reviews` is rebuilt (TypeORM runs migrations with foreign
 * keys off).
 */
export class PrivacySelfServiceSqlite1733200000000 implements MigrationInterface {
  name = 'PrivacySelfServiceSqlite1733200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "erinnerungen_erlaubt_am" datetime');
    await queryRunner.query('ALTER TABLE "mail_outbox" ADD COLUMN "headers" text');
    await this.rebuildReviews(queryRunner, 'SET NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Reviews of deleted accounts cannot point at anyone again; they go, as they did before.
    await queryRunner.query('DELETE FROM "reviews" WHERE "user_id" IS NULL');
    await this.rebuildReviews(queryRunner, 'CASCADE');
    await queryRunner.query('ALTER TABLE "mail_outbox" DROP COLUMN "headers"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "erinnerungen_erlaubt_am"');
  }

  private async rebuildReviews(
    queryRunner: QueryRunner,
    onUserDelete: 'SET NULL' | 'CASCADE',
  ): Promise<void> {
    const [{ foreign_keys: foreignKeys }] = await queryRunner.query('PRAGMA foreign_keys');
    if (Number(foreignKeys) !== 0) throw new Error('Foreign keys must be off while tables are rebuilt.');
    const [sequence] = await queryRunner.query("SELECT seq FROM sqlite_sequence WHERE name = 'reviews'");
    const columns = REVIEW_COLUMNS.replace('%USER%', onUserDelete).replace(
      '"user_id" integer,',
      onUserDelete === 'CASCADE' ? '"user_id" integer NOT NULL,' : '"user_id" integer,',
    );
    await queryRunner.query(`CREATE TABLE "new_reviews" (${columns})`);
    const names =
      '"id", "anbieter_id", "user_id", "inquiry_id", "sterne", "kommentar", "erstellt_am", "antwort_text", "antwort_am"';
    await queryRunner.query(`INSERT INTO "new_reviews" (${names}) SELECT ${names} FROM "reviews"`);
    await queryRunner.query('DROP TABLE "reviews"');
    await queryRunner.query('ALTER TABLE "new_reviews" RENAME TO "reviews"');
    // Deleted reviews' ids are not handed out again.
    if (sequence) {
      await queryRunner.query("DELETE FROM sqlite_sequence WHERE name = 'reviews'");
      await queryRunner.query("INSERT INTO sqlite_sequence (name, seq) VALUES ('reviews', ?)", [
        sequence.seq,
      ]);
    }
    for (const index of REVIEW_INDICES) await queryRunner.query(index);
    const broken = await queryRunner.query('PRAGMA foreign_key_check("reviews")');
    if (broken.length > 0)
      throw new Error(`Foreign key check failed after the rebuild: ${JSON.stringify(broken)}`);
  }
}
