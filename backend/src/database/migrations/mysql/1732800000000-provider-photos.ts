import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** A listing's photos: the files live in photo storage, the rows say which, in what order, with what alt text. */
export class ProviderPhotosMysql1732800000000 implements MigrationInterface {
  name = 'ProviderPhotosMysql1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE provider_photos (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        provider_id INT NOT NULL,
        position INT NOT NULL,
        datei VARCHAR(64) NOT NULL,
        datei_klein VARCHAR(64) NOT NULL,
        breite INT NOT NULL,
        hoehe INT NOT NULL,
        alt VARCHAR(200) NOT NULL DEFAULT '',
        erstellt_am DATETIME(3) NOT NULL,
        KEY ix_provider_photos_provider (provider_id, position),
        CONSTRAINT fk_pp_provider FOREIGN KEY (provider_id) REFERENCES providers (id) ON DELETE CASCADE ON UPDATE RESTRICT
      ) ${TABLE_OPTIONS}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE provider_photos');
  }
}
