import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchemaSqlite1732300000000 implements MigrationInterface {
  name = 'InitialSchemaSqlite1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        vorname VARCHAR(100) NOT NULL,
        nachname VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL COLLATE NOCASE,
        handynummer VARCHAR(40) NULL,
        passwort_hash VARCHAR(255) NOT NULL,
        ist_admin BOOLEAN NOT NULL DEFAULT 0,
        token_version INTEGER NOT NULL DEFAULT 0,
        erstellt_am DATETIME NOT NULL
      )`,
      `CREATE UNIQUE INDEX uq_users_email ON users (email)`,
      `CREATE TABLE categories (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name VARCHAR(100) NOT NULL COLLATE NOCASE,
        description VARCHAR(500) NULL,
        farbe VARCHAR(7) NOT NULL DEFAULT '#48bb78'
      )`,
      `CREATE UNIQUE INDEX uq_categories_name ON categories (name)`,
      `CREATE TABLE providers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        firmenname VARCHAR(200) NOT NULL,
        beschreibung TEXT NOT NULL,
        email VARCHAR(254) NOT NULL,
        handynummer VARCHAR(40) NULL,
        website_url VARCHAR(500) NULL,
        instagram_url VARCHAR(500) NULL,
        ist_freigeschaltet BOOLEAN NOT NULL DEFAULT 0,
        eintrag_gueltig_bis DATE NULL,
        neue_kategorie_vorschlag VARCHAR(200) NULL,
        search_name VARCHAR(400) NOT NULL DEFAULT '',
        search_text TEXT NOT NULL DEFAULT '',
        erstellt_am DATETIME NOT NULL
      )`,
      `CREATE INDEX ix_providers_public ON providers (ist_freigeschaltet, eintrag_gueltig_bis)`,
      `CREATE TABLE provider_categories (
        provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
        PRIMARY KEY (provider_id, category_id)
      )`,
      `CREATE INDEX ix_provider_categories_category ON provider_categories (category_id)`,
      `CREATE TABLE inquiries (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        anbieter_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
        nachricht TEXT NOT NULL,
        event_datum DATE NOT NULL,
        gesendet_am DATETIME NOT NULL,
        hat_bewertet BOOLEAN NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX ix_inquiries_user ON inquiries (user_id)`,
      `CREATE INDEX ix_inquiries_provider ON inquiries (anbieter_id)`,
      `CREATE INDEX ix_inquiries_event_open ON inquiries (event_datum, hat_bewertet)`,
      `CREATE TABLE reviews (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        anbieter_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        inquiry_id INTEGER NULL REFERENCES inquiries (id) ON DELETE SET NULL,
        sterne INTEGER NOT NULL CHECK (sterne BETWEEN 1 AND 5),
        kommentar TEXT NULL,
        erstellt_am DATETIME NOT NULL
      )`,
      `CREATE INDEX ix_reviews_provider ON reviews (anbieter_id, erstellt_am)`,
      `CREATE INDEX ix_reviews_user ON reviews (user_id)`,
      `CREATE UNIQUE INDEX uq_reviews_inquiry ON reviews (inquiry_id)`,
      `CREATE TABLE settings (
        schluessel VARCHAR(100) NOT NULL PRIMARY KEY,
        wert VARCHAR(500) NOT NULL
      )`,
      `INSERT INTO settings (schluessel, wert) VALUES
        ('show_stats_on_homepage', 'true'),
        ('expiration_reminder_days', '30'),
        ('review_reminder_days', '3')`,
      `CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        cause_key VARCHAR(191) NOT NULL,
        recipient VARCHAR(254) NOT NULL,
        reply_to VARCHAR(254) NULL,
        subject VARCHAR(300) NOT NULL,
        body_text TEXT NOT NULL,
        body_html TEXT NOT NULL,
        status VARCHAR(20) NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at DATETIME NOT NULL,
        claimed_by VARCHAR(100) NULL,
        claimed_until DATETIME NULL,
        sent_at DATETIME NULL,
        last_error VARCHAR(1000) NULL,
        created_at DATETIME NOT NULL
      )`,
      `CREATE UNIQUE INDEX uq_mail_outbox_cause ON mail_outbox (cause_key)`,
      `CREATE INDEX ix_mail_outbox_due ON mail_outbox (status, next_attempt_at)`,
      `CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name VARCHAR(200) NOT NULL,
        email VARCHAR(254) NOT NULL,
        message TEXT NOT NULL,
        erstellt_am DATETIME NOT NULL
      )`,
      `CREATE TABLE renewal_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        anbieter_id INTEGER NULL REFERENCES providers (id) ON DELETE SET NULL,
        name VARCHAR(200) NOT NULL,
        street VARCHAR(200) NOT NULL,
        city VARCHAR(200) NOT NULL,
        provider_name VARCHAR(200) NOT NULL,
        provider_email VARCHAR(254) NOT NULL,
        erstellt_am DATETIME NOT NULL
      )`,
      `CREATE TABLE job_runs (
        run_key VARCHAR(191) NOT NULL PRIMARY KEY,
        job_name VARCHAR(100) NOT NULL,
        started_at DATETIME NOT NULL,
        finished_at DATETIME NULL
      )`,
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
