import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rebuilds the tables in the form TypeORM reads back: quoted names, named foreign keys and
 * CHECK, ON UPDATE RESTRICT as on MySQL, and `search_text` without a default (MySQL has none).
 * Behaviour and data stay the same; afterwards the entities describe this schema exactly,
 * which `test/schema.e2e-spec.ts` checks. COLLATE NOCASE stays on users.email and
 * categories.name (TypeORM does not compare collations on SQLite).
 */
const TABLES: { name: string; columns: string; indices: string[] }[] = [
  {
    name: 'users',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "vorname" varchar(100) NOT NULL,
      "nachname" varchar(100) NOT NULL, "email" varchar(254) NOT NULL COLLATE NOCASE,
      "handynummer" varchar(40), "passwort_hash" varchar(255) NOT NULL,
      "ist_admin" boolean NOT NULL DEFAULT (0), "token_version" integer NOT NULL DEFAULT (0),
      "erstellt_am" datetime NOT NULL`,
    indices: ['CREATE UNIQUE INDEX "uq_users_email" ON "users" ("email")'],
  },
  {
    name: 'categories',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL COLLATE NOCASE,
      "description" varchar(500), "farbe" varchar(7) NOT NULL DEFAULT ('#48bb78')`,
    indices: ['CREATE UNIQUE INDEX "uq_categories_name" ON "categories" ("name")'],
  },
  {
    name: 'providers',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "firmenname" varchar(200) NOT NULL,
      "beschreibung" text NOT NULL, "email" varchar(254) NOT NULL, "handynummer" varchar(40),
      "website_url" varchar(500), "instagram_url" varchar(500),
      "ist_freigeschaltet" boolean NOT NULL DEFAULT (0), "eintrag_gueltig_bis" date,
      "neue_kategorie_vorschlag" varchar(200), "search_name" varchar(400) NOT NULL DEFAULT (''),
      "search_text" text NOT NULL, "erstellt_am" datetime NOT NULL`,
    indices: [
      'CREATE INDEX "ix_providers_public" ON "providers" ("ist_freigeschaltet", "eintrag_gueltig_bis")',
    ],
  },
  {
    name: 'provider_categories',
    columns: `"provider_id" integer NOT NULL, "category_id" integer NOT NULL,
      CONSTRAINT "fk_pc_provider" FOREIGN KEY ("provider_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
      CONSTRAINT "fk_pc_category" FOREIGN KEY ("category_id") REFERENCES "categories" ("id") ON DELETE RESTRICT ON UPDATE RESTRICT,
      PRIMARY KEY ("provider_id", "category_id")`,
    indices: ['CREATE INDEX "ix_provider_categories_category" ON "provider_categories" ("category_id")'],
  },
  {
    name: 'inquiries',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "user_id" integer NOT NULL,
      "anbieter_id" integer NOT NULL, "nachricht" text NOT NULL, "event_datum" date NOT NULL,
      "gesendet_am" datetime NOT NULL, "hat_bewertet" boolean NOT NULL DEFAULT (0),
      CONSTRAINT "fk_inquiries_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
      CONSTRAINT "fk_inquiries_provider" FOREIGN KEY ("anbieter_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT`,
    indices: [
      'CREATE INDEX "ix_inquiries_user" ON "inquiries" ("user_id")',
      'CREATE INDEX "ix_inquiries_provider" ON "inquiries" ("anbieter_id")',
      'CREATE INDEX "ix_inquiries_event_open" ON "inquiries" ("event_datum", "hat_bewertet")',
    ],
  },
  {
    name: 'reviews',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "anbieter_id" integer NOT NULL,
      "user_id" integer NOT NULL, "inquiry_id" integer, "sterne" integer NOT NULL, "kommentar" text,
      "erstellt_am" datetime NOT NULL,
      CONSTRAINT "ck_reviews_sterne" CHECK (sterne BETWEEN 1 AND 5),
      CONSTRAINT "fk_reviews_provider" FOREIGN KEY ("anbieter_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
      CONSTRAINT "fk_reviews_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE RESTRICT,
      CONSTRAINT "fk_reviews_inquiry" FOREIGN KEY ("inquiry_id") REFERENCES "inquiries" ("id") ON DELETE SET NULL ON UPDATE RESTRICT`,
    indices: [
      'CREATE INDEX "ix_reviews_provider" ON "reviews" ("anbieter_id", "erstellt_am")',
      'CREATE INDEX "ix_reviews_provider_stars" ON "reviews" ("anbieter_id", "sterne")',
      'CREATE INDEX "ix_reviews_user" ON "reviews" ("user_id")',
      'CREATE UNIQUE INDEX "uq_reviews_inquiry" ON "reviews" ("inquiry_id")',
    ],
  },
  {
    name: 'mail_outbox',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "cause_key" varchar(191) NOT NULL,
      "recipient" varchar(254) NOT NULL, "reply_to" varchar(254), "subject" varchar(300) NOT NULL,
      "body_text" text NOT NULL, "body_html" text NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('pending'),
      "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "claimed_by" varchar(100),
      "claimed_until" datetime, "sent_at" datetime, "last_error" varchar(1000), "created_at" datetime NOT NULL`,
    indices: [
      'CREATE UNIQUE INDEX "uq_mail_outbox_cause" ON "mail_outbox" ("cause_key")',
      'CREATE INDEX "ix_mail_outbox_due" ON "mail_outbox" ("status", "next_attempt_at")',
    ],
  },
  {
    name: 'contact_messages',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL,
      "email" varchar(254) NOT NULL, "message" text NOT NULL, "erstellt_am" datetime NOT NULL`,
    indices: [],
  },
  {
    name: 'renewal_requests',
    columns: `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "anbieter_id" integer,
      "name" varchar(200) NOT NULL, "street" varchar(200) NOT NULL, "city" varchar(200) NOT NULL,
      "provider_name" varchar(200) NOT NULL, "provider_email" varchar(254) NOT NULL,
      "erstellt_am" datetime NOT NULL,
      CONSTRAINT "fk_renewal_provider" FOREIGN KEY ("anbieter_id") REFERENCES "providers" ("id") ON DELETE SET NULL ON UPDATE RESTRICT`,
    indices: [],
  },
];

export class NamedConstraintsSqlite1732500000000 implements MigrationInterface {
  name = 'NamedConstraintsSqlite1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Dropping a parent table with foreign keys on would cascade into its children.
    const [{ foreign_keys: foreignKeys }] = await queryRunner.query('PRAGMA foreign_keys');
    if (Number(foreignKeys) !== 0) throw new Error('Foreign keys must be off while tables are rebuilt.');

    for (const table of TABLES) {
      const rebuilt = `new_${table.name}`;
      const [sequence] = await queryRunner.query('SELECT seq FROM sqlite_sequence WHERE name = ?', [
        table.name,
      ]);
      await queryRunner.query(`CREATE TABLE "${rebuilt}" (${table.columns})`);
      const columns = (await queryRunner.query(`PRAGMA table_info("${rebuilt}")`))
        .map((column: { name: string }) => `"${column.name}"`)
        .join(', ');
      await queryRunner.query(`INSERT INTO "${rebuilt}" (${columns}) SELECT ${columns} FROM "${table.name}"`);
      await queryRunner.query(`DROP TABLE "${table.name}"`);
      await queryRunner.query(`ALTER TABLE "${rebuilt}" RENAME TO "${table.name}"`);
      // Deleted rows' ids are not handed out again.
      if (sequence) {
        await queryRunner.query('DELETE FROM sqlite_sequence WHERE name = ?', [table.name]);
        await queryRunner.query('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', [
          table.name,
          sequence.seq,
        ]);
      }
      for (const index of table.indices) await queryRunner.query(index);
    }
    const broken = await queryRunner.query('PRAGMA foreign_key_check');
    if (broken.length > 0)
      throw new Error(`Foreign key check failed after the rebuild: ${JSON.stringify(broken)}`);
  }

  async down(): Promise<void> {
    // The rebuilt tables behave as the previous ones did; there is nothing to undo.
  }
}
