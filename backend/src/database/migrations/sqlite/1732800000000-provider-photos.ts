import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A listing's photos: the files live in photo storage, the rows say which, in what order, with what alt text. */
export class ProviderPhotosSqlite1732800000000 implements MigrationInterface {
  name = 'ProviderPhotosSqlite1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "provider_photos" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
        "provider_id" integer NOT NULL, "position" integer NOT NULL, "datei" varchar(64) NOT NULL,
        "datei_klein" varchar(64) NOT NULL, "breite" integer NOT NULL, "hoehe" integer NOT NULL,
        "alt" varchar(200) NOT NULL DEFAULT (''), "erstellt_am" datetime NOT NULL,
        CONSTRAINT "fk_pp_provider" FOREIGN KEY ("provider_id") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE RESTRICT)`,
    );
    await queryRunner.query(
      'CREATE INDEX "ix_provider_photos_provider" ON "provider_photos" ("provider_id", "position")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "provider_photos"');
  }
}
