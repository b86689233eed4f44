import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

export class InitialSchemaMysql1732300000000 implements MigrationInterface {
  name = 'InitialSchemaMysql1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE users (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        vorname VARCHAR(100) NOT NULL,
        nachname VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        handynummer VARCHAR(40) NULL,
        passwort_hash VARCHAR(255) NOT NULL,
        ist_admin TINYINT(1) NOT NULL DEFAULT 0,
        token_version INT NOT NULL DEFAULT 0,
        erstellt_am DATETIME(3) NOT NULL,
        UNIQUE KEY uq_users_email (email)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE categories (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        description VARCHAR(500) NULL,
        farbe VARCHAR(7) NOT NULL DEFAULT '#48bb78',
        UNIQUE KEY uq_categories_name (name)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE providers (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        firmenname VARCHAR(200) NOT NULL,
        beschreibung TEXT NOT NULL,
        email VARCHAR(254) NOT NULL,
        handynummer VARCHAR(40) NULL,
        website_url VARCHAR(500) NULL,
        instagram_url VARCHAR(500) NULL,
        ist_freigeschaltet TINYINT(1) NOT NULL DEFAULT 0,
        eintrag_gueltig_bis DATE NULL,
        neue_kategorie_vorschlag VARCHAR(200) NULL,
        search_name VARCHAR(400) NOT NULL DEFAULT '',
        search_text TEXT NOT NULL,
        erstellt_am DATETIME(3) NOT NULL,
        KEY ix_providers_public (ist_freigeschaltet, eintrag_gueltig_bis)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE provider_categories (
        provider_id INT NOT NULL,
        category_id INT NOT NULL,
        PRIMARY KEY (provider_id, category_id),
        KEY ix_provider_categories_category (category_id),
        CONSTRAINT fk_pc_provider FOREIGN KEY (provider_id) REFERENCES providers (id) ON DELETE CASCADE,
        CONSTRAINT fk_pc_category FOREIGN KEY (category_id) REFERENCES categories (id) ON DELETE RESTRICT
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE inquiries (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        user_id INT NOT NULL,
        anbieter_id INT NOT NULL,
        nachricht TEXT NOT NULL,
        event_datum DATE NOT NULL,
        gesendet_am DATETIME(3) NOT NULL,
        hat_bewertet TINYINT(1) NOT NULL DEFAULT 0,
        KEY ix_inquiries_user (user_id),
        KEY ix_inquiries_provider (anbieter_id),
        KEY ix_inquiries_event_open (event_datum, hat_bewertet),
        CONSTRAINT fk_inquiries_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_inquiries_provider FOREIGN KEY (anbieter_id) REFERENCES providers (id) ON DELETE CASCADE
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE reviews (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        anbieter_id INT NOT NULL,
        user_id INT NOT NULL,
        inquiry_id INT NULL,
        sterne INT NOT NULL,
        kommentar TEXT NULL,
        erstellt_am DATETIME(3) NOT NULL,
        KEY ix_reviews_provider (anbieter_id, erstellt_am),
        KEY ix_reviews_user (user_id),
        UNIQUE KEY uq_reviews_inquiry (inquiry_id),
        CONSTRAINT ck_reviews_sterne CHECK (sterne BETWEEN 1 AND 5),
        CONSTRAINT fk_reviews_provider FOREIGN KEY (anbieter_id) REFERENCES providers (id) ON DELETE CASCADE,
        CONSTRAINT fk_reviews_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT fk_reviews_inquiry FOREIGN KEY (inquiry_id) REFERENCES inquiries (id) ON DELETE SET NULL
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE settings (
        schluessel VARCHAR(100) NOT NULL PRIMARY KEY,
        wert VARCHAR(500) NOT NULL
      ) ${TABLE_OPTIONS}`,
      `INSERT INTO settings (schluessel, wert) VALUES
        ('show_stats_on_homepage', 'true'),
        ('expiration_reminder_days', '30'),
        ('review_reminder_days', '3')`,
      `CREATE TABLE mail_outbox (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        cause_key VARCHAR(191) NOT NULL,
        recipient VARCHAR(254) NOT NULL,
        reply_to VARCHAR(254) NULL,
        subject VARCHAR(300) NOT NULL,
        body_text TEXT NOT NULL,
        body_html TEXT NOT NULL,
        status VARCHAR(20) NOT NULL DEFAULT 'pending',
        attempts INT NOT NULL DEFAULT 0,
        next_attempt_at DATETIME(3) NOT NULL,
        claimed_by VARCHAR(100) NULL,
        claimed_until DATETIME(3) NULL,
        sent_at DATETIME(3) NULL,
        last_error VARCHAR(1000) NULL,
        created_at DATETIME(3) NOT NULL,
        UNIQUE KEY uq_mail_outbox_cause (cause_key),
        KEY ix_mail_outbox_due (status, next_attempt_at)
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE contact_messages (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        name VARCHAR(200) NOT NULL,
        email VARCHAR(254) NOT NULL,
        message TEXT NOT NULL,
        erstellt_am DATETIME(3) NOT NULL
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE renewal_requests (
        id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
        anbieter_id INT NULL,
        name VARCHAR(200) NOT NULL,
        street VARCHAR(200) NOT NULL,
        city VARCHAR(200) NOT NULL,
        provider_name VARCHAR(200) NOT NULL,
        provider_email VARCHAR(254) NOT NULL,
        erstellt_am DATETIME(3) NOT NULL,
        CONSTRAINT fk_renewal_provider FOREIGN KEY (anbieter_id) REFERENCES providers (id) ON DELETE SET NULL
      ) ${TABLE_OPTIONS}`,
      `CREATE TABLE job_runs (
        run_key VARCHAR(191) NOT NULL PRIMARY KEY,
        job_name VARCHAR(100) NOT NULL,
        started_at DATETIME(3) NOT NULL,
        finished_at DATETIME(3) NULL
      ) ${TABLE_OPTIONS}`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'job_runs',
      'renewal_requests',
      'contact_messages',
      'mail_outbox',
      'settings',
      'reviews',
      'inquiries',
      'provider_categories',
      'providers',
      'categories',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE ${table}`);
    }
  }
}
