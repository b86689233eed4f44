/** Direct writes to the test database for what no API may do (time travel). */
import Database from 'better-sqlite3';
import { DATABASE_PATH } from './env';

/** Moves the event date of the user's inquiries to this provider into the past (2020-01-01). */
export function moveInquiryIntoPast(userEmail: string, anbieterId: number): number {
  const db = new Database(DATABASE_PATH);
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
