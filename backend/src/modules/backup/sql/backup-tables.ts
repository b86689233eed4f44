import { FIELD_LIMITS, REPORT_LIMITS } from '@event-kompass/shared-types';

/**
 * The tables a SQL backup holds, parents before children, and what each column may contain.
 * Written out by hand (not read from TypeORM) so a backup's format is a deliberate contract;
 * `test/backup-sql.e2e-spec.ts` checks it against the live schema on both engines.
 */
export type ColumnKind = 'int' | 'bool' | 'text' | 'date' | 'datetime';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  /** A NOT NULL column with a database default may be left out of an INSERT. */
  hasDefault?: boolean;
  /** VARCHAR length in characters. */
  maxLength?: number;
  /** TEXT columns: MySQL's TEXT holds 65,535 bytes. */
  maxBytes?: number;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  /** How rows are ordered in the export: by integer id, by two integer columns, or by a text key. */
  order: { kind: 'id' } | { kind: 'pair'; first: string; second: string } | { kind: 'text'; column: string };
  /**
   * Single-use links: never written to a backup and emptied by every import, so a file can
   * neither leak a working link nor bring one back.
   */
  secret?: boolean;
}

const TEXT_BYTES = 65_535;

const id: ColumnSpec = { name: 'id', kind: 'int', nullable: false };
const varchar = (name: string, maxLength: number, nullable = false): ColumnSpec => ({
  name,
  kind: 'text',
  nullable,
  maxLength,
});
const text = (name: string, nullable = false): ColumnSpec => ({
  name,
  kind: 'text',
  nullable,
  maxBytes: TEXT_BYTES,
});
const int = (name: string, nullable = false, hasDefault = false): ColumnSpec => ({
  name,
  kind: 'int',
  nullable,
  hasDefault,
});
const bool = (name: string): ColumnSpec => ({ name, kind: 'bool', nullable: false, hasDefault: true });
const datetime = (name: string, nullable = false): ColumnSpec => ({ name, kind: 'datetime', nullable });
const date = (name: string, nullable = false): ColumnSpec => ({ name, kind: 'date', nullable });

export const BACKUP_TABLES: readonly TableSpec[] = [
  {
    name: 'users',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('vorname', FIELD_LIMITS.personName),
      varchar('nachname', FIELD_LIMITS.personName),
      varchar('email', FIELD_LIMITS.email),
      varchar('handynummer', FIELD_LIMITS.handynummer, true),
      varchar('passwort_hash', 255),
      bool('ist_admin'),
      int('token_version', false, true),
      datetime('erstellt_am'),
      datetime('email_bestaetigt_am', true),
      datetime('erinnerungen_erlaubt_am', true),
    ],
  },
  {
    name: 'categories',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('name', FIELD_LIMITS.categoryName),
      varchar('description', FIELD_LIMITS.categoryDescription, true),
      { ...varchar('farbe', 7), hasDefault: true },
    ],
  },
  {
    name: 'providers',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('firmenname', FIELD_LIMITS.firmenname),
      text('beschreibung'),
      varchar('email', FIELD_LIMITS.email),
      varchar('handynummer', FIELD_LIMITS.handynummer, true),
      varchar('website_url', FIELD_LIMITS.url, true),
      varchar('instagram_url', FIELD_LIMITS.url, true),
      bool('ist_freigeschaltet'),
      date('eintrag_gueltig_bis', true),
      varchar('neue_kategorie_vorschlag', FIELD_LIMITS.neueKategorieVorschlag, true),
      { ...varchar('search_name', 400), hasDefault: true },
      text('search_text'),
      datetime('erstellt_am'),
      varchar('plz', 5, true),
      varchar('ort', FIELD_LIMITS.placeName, true),
      int('einsatzradius_km', false, true),
      int('preis_ab', true),
      date('abgelaufen_am', true),
      varchar('agb_version', 20, true),
      datetime('agb_akzeptiert_am', true),
      datetime('geaendert_am', true),
    ],
  },
  {
    name: 'provider_categories',
    order: { kind: 'pair', first: 'provider_id', second: 'category_id' },
    columns: [int('provider_id'), int('category_id')],
  },
  {
    name: 'provider_owners',
    order: { kind: 'pair', first: 'provider_id', second: 'user_id' },
    columns: [int('provider_id'), int('user_id')],
  },
  {
    name: 'provider_availability',
    order: { kind: 'id' },
    columns: [id, int('provider_id'), date('datum')],
  },
  {
    name: 'provider_photos',
    order: { kind: 'id' },
    columns: [
      id,
      int('provider_id'),
      int('position'),
      varchar('datei', 64),
      varchar('datei_klein', 64),
      int('breite'),
      int('hoehe'),
      { ...varchar('alt', FIELD_LIMITS.photoAlt), hasDefault: true },
      datetime('erstellt_am'),
    ],
  },
  {
    name: 'inquiries',
    order: { kind: 'id' },
    columns: [
      id,
      int('user_id'),
      int('anbieter_id'),
      text('nachricht'),
      date('event_datum'),
      datetime('gesendet_am'),
      bool('hat_bewertet'),
      { ...varchar('status', 20), hasDefault: true },
      varchar('anlass', 20, true),
      int('gaeste', true),
      varchar('uhrzeit', 5, true),
      varchar('plz', 5, true),
      int('budget_eur', true),
    ],
  },
  {
    name: 'inquiry_messages',
    order: { kind: 'id' },
    columns: [id, int('inquiry_id'), bool('von_anbieter'), text('text'), datetime('gesendet_am')],
  },
  {
    name: 'reviews',
    order: { kind: 'id' },
    columns: [
      id,
      int('anbieter_id'),
      int('user_id', true),
      int('inquiry_id', true),
      int('sterne'),
      text('kommentar', true),
      datetime('erstellt_am'),
      text('antwort_text', true),
      datetime('antwort_am', true),
    ],
  },
  {
    name: 'settings',
    order: { kind: 'text', column: 'schluessel' },
    columns: [varchar('schluessel', 100), varchar('wert', 500)],
  },
  {
    name: 'mail_outbox',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('cause_key', 191),
      varchar('recipient', FIELD_LIMITS.email),
      varchar('reply_to', FIELD_LIMITS.email, true),
      varchar('subject', 300),
      text('body_text'),
      text('body_html'),
      { ...varchar('status', 20), hasDefault: true },
      int('attempts', false, true),
      datetime('next_attempt_at'),
      varchar('claimed_by', 100, true),
      datetime('claimed_until', true),
      datetime('sent_at', true),
      varchar('last_error', 1000, true),
      datetime('created_at'),
      text('headers', true),
    ],
  },
  {
    name: 'contact_messages',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('name', FIELD_LIMITS.contactName),
      varchar('email', FIELD_LIMITS.email),
      text('message'),
      datetime('erstellt_am'),
    ],
  },
  {
    name: 'renewal_requests',
    order: { kind: 'id' },
    columns: [
      id,
      int('anbieter_id', true),
      varchar('name', FIELD_LIMITS.billingText),
      varchar('street', FIELD_LIMITS.billingText),
      varchar('city', FIELD_LIMITS.billingText),
      varchar('provider_name', FIELD_LIMITS.billingText),
      varchar('provider_email', FIELD_LIMITS.email),
      datetime('erstellt_am'),
    ],
  },
  {
    name: 'reports',
    order: { kind: 'id' },
    columns: [
      id,
      varchar('art', 20),
      int('ziel_id'),
      text('grund'),
      varchar('email', FIELD_LIMITS.email, true),
      int('user_id', true),
      { ...varchar('status', 20), hasDefault: true },
      datetime('erstellt_am'),
      varchar('entscheidung', 20, true),
      text('begruendung', true),
      varchar('rechtsgrundlage', REPORT_LIMITS.legalGround, true),
      datetime('entschieden_am', true),
      int('entschieden_von', true),
    ],
  },
  {
    name: 'job_runs',
    order: { kind: 'text', column: 'run_key' },
    columns: [
      varchar('run_key', 191),
      varchar('job_name', 100),
      datetime('started_at'),
      datetime('finished_at', true),
    ],
  },
  {
    name: 'account_tokens',
    order: { kind: 'id' },
    secret: true,
    columns: [
      id,
      varchar('token_hash', 64),
      varchar('purpose', 16),
      varchar('email', FIELD_LIMITS.email),
      int('user_id', true),
      datetime('expires_at'),
      datetime('created_at'),
    ],
  },
];

/** What a backup file holds and a restore shows: every table but the secret ones. */
export const EXPORTED_TABLES: readonly TableSpec[] = BACKUP_TABLES.filter((table) => !table.secret);

export const BACKUP_TABLES_BY_NAME: ReadonlyMap<string, TableSpec> = new Map(
  BACKUP_TABLES.map((table) => [table.name, table]),
);
