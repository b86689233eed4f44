export type SettingKey =
  | 'show_stats_on_homepage'
  | 'expiration_reminder_days'
  | 'review_reminder_days'
  | 'require_email_verification';

/** `GET /api/admin/settings`: every value is a string. */
export type Settings = Record<SettingKey, string>;

/** `PUT /api/admin/settings` */
export interface UpdateSettingRequest {
  schluessel: SettingKey;
  wert: string;
}

export const SETTING_KEYS: readonly SettingKey[] = [
  'show_stats_on_homepage',
  'expiration_reminder_days',
  'review_reminder_days',
  'require_email_verification',
];

/** An account as the backup preview names it. */
export interface BackupAccount {
  email: string;
  vorname: string;
  nachname: string;
}

/** A listing whose owners (the accounts that run it) a restore would change, by e-mail address. */
export interface BackupOwnerChange {
  anbieter_id: number;
  firmenname: string;
  vorher: string[];
  nachher: string[];
}

/** `POST /api/admin/db/import/preview`: what a backup file would restore, before it replaces anything. */
export interface BackupPreview {
  /** Rows per table, in restore order. */
  tabellen: { tabelle: string; zeilen: number }[];
  /** The accounts that would be admins afterwards: the only ones who can use the console. */
  admins: BackupAccount[];
  /** Admin rights the file gives or takes compared with the current database (accounts by e-mail address). */
  admin_wechsel: { neu: BackupAccount[]; entfernt: BackupAccount[] };
  /** Listings that would be run by other accounts than now, by listing id. */
  besitzer_wechsel: BackupOwnerChange[];
  /**
   * What a restore never takes back and keeps beside the file's rows: invoices, payments and
   * audit entries newer than the backup (docs/decisions.md, Sicherung).
   */
  behalten: { rechnungen: number; zahlungen: number; protokoll: number };
}

/** `GET /api/admin/backups`: one file of a backup kept on the server (`.sql`, or the photos as `.tar.gz`). */
export interface StoredBackup {
  name: string;
  /** When the backup was made (ISO, UTC). */
  erstellt_am: string;
  bytes: number;
}
