import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Notices about reviews and listings (DSA Art. 16) and the decisions on them (Art. 17). */
export class ReportsMysql1733300000000 implements MigrationInterface {
  name = 'ReportsMysql1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE reports (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        art VARCHAR(20) NOT NULL,
        ziel_id INT NOT NULL,
        grund TEXT NOT NULL,
        email VARCHAR(254) NULL,
        user_id INT NULL,
        status VARCHAR(20) NOT NULL DEFAULT 'offen',
        erstellt_am DATETIME(3) NOT NULL,
        entscheidung VARCHAR(20) NULL,
        begruendung TEXT NULL,
        rechtsgrundlage VARCHAR(300) NULL,
        entschieden_am DATETIME(3) NULL,
        entschieden_von INT NULL,
        KEY ix_reports_status (status, erstellt_am),
        CONSTRAINT fk_reports_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL ON UPDATE RESTRICT,
        CONSTRAINT fk_reports_admin FOREIGN KEY (entschieden_von) REFERENCES users (id) ON DELETE SET NULL ON UPDATE RESTRICT
      ) ${TABLE_OPTIONS}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reports');
  }
}
