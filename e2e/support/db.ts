/** Direct writes to the test database for what no API may do (time travel). */
import Database from 'better-sqlite3';
import { databasePath } from './env';

/** Runs one statement on the project's database and answers how many rows it changed. */
function write(sql: string, ...params: unknown[]): number {
  const db = new Database(databasePath());
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

/** Moves the event date of the user's inquiries to this provider into the past (default 2020-01-01). */
export function moveInquiryIntoPast(userEmail: string, anbieterId: number, eventDate = '2020-01-01'): number {
  return write(
    `UPDATE inquiries SET event_datum = ?
     WHERE anbieter_id = ? AND user_id = (SELECT id FROM users WHERE email = ?)`,
    eventDate,
    anbieterId,
    userEmail,
  );
}

/**
 * What the daily job does to a listing whose year ran out on `endedOn`: offline since the next
 * day, marked as expired (so the admin can renew it with one click).
 */
export function expireListing(providerId: number, endedOn: string, offlineSince: string): number {
  return write(
    'UPDATE providers SET ist_freigeschaltet = 0, eintrag_gueltig_bis = ?, abgelaufen_am = ? WHERE id = ?',
    endedOn,
    offlineSince,
    providerId,
  );
}

/** The text of the newest mail to this address whose cause key matches `causeKeyLike` (SQL LIKE). */
export function latestMailText(email: string, causeKeyLike: string): string {
  const db = new Database(databasePath(), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare(
        'SELECT body_text FROM mail_outbox WHERE recipient = ? AND cause_key LIKE ? ORDER BY id DESC LIMIT 1',
      )
      .get(email, causeKeyLike) as { body_text: string } | undefined;
    if (!row) throw new Error(`Keine Mail (${causeKeyLike}) an ${email} im Postausgang`);
    return row.body_text;
  } finally {
    db.close();
  }
}

/**
 * The path of the newest single-use link mailed to this address, read from the outbox (the e2e
 * server has no SMTP, so the mail waits there as it would be sent).
 */
export function latestAccountLinkPath(email: string): string {
  const db = new Database(databasePath(), { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare(
        `SELECT body_text FROM mail_outbox WHERE recipient = ? AND cause_key LIKE 'account-link:%'
         ORDER BY id DESC LIMIT 1`,
      )
      .get(email) as { body_text: string } | undefined;
    const match = row
      ? /\/(?:passwort-setzen|e-mail-bestaetigen)\?token=[A-Za-z0-9_-]+/.exec(row.body_text)
      : null;
    if (!match) throw new Error(`Kein Link für ${email} im Postausgang`);
    return match[0];
  } finally {
    db.close();
  }
}
