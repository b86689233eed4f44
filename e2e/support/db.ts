/** Direct writes to the test database for what no API may do (time travel). */
import Database from 'better-sqlite3';
import { databasePath } from './env';

/** Moves the event date of the user's inquiries to this provider into the past (2020-01-01). */
export function moveInquiryIntoPast(userEmail: string, anbieterId: number): number {
  const db = new Database(databasePath());
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare(
        `UPDATE inquiries SET event_datum = '2020-01-01'
         WHERE anbieter_id = ? AND user_id = (SELECT id FROM users WHERE email = ?)`,
      )
      .run(anbieterId, userEmail);
    return result.changes;
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
