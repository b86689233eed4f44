import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices about reviews and listings (DSA Art. 16) and the decisions on them (Art. 17). */
export class ReportsSqlite1733300000000 implements MigrationInterface {
  name = 'ReportsSqlite1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "art" varchar(20) NOT NULL, "ziel_id" integer NOT NULL, "grund" text NOT NULL,
        "email" varchar(254), "user_id" integer, "status" varchar(20) NOT NULL DEFAULT ('offen'),
        "erstellt_am" datetime NOT NULL, "entscheidung" varchar(20), "begruendung" text,
        "rechtsgrundlage" varchar(300), "entschieden_am" datetime, "entschieden_von" integer,
        CONSTRAINT "fk_reports_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE RESTRICT,
        CONSTRAINT "fk_reports_admin" FOREIGN KEY ("entschieden_von") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE RESTRICT)`,
    );
    await queryRunner.query('CREATE INDEX "ix_reports_status" ON "reports" ("status", "erstellt_am")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "reports"');
  }
}
