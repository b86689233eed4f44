import { DataSource, type DataSourceOptions } from 'typeorm';
import { MYSQL_MIGRATIONS } from '../src/database/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite';
import { type SharedDatabase } from './support/backup-helpers';
import { createSharedDatabase } from './support/shared-db';
import { ENGINE } from './support/test-app';

const FIRST_COMMON = 1733600000000;
const stamp = (migration: { name: string }) => Number(/(\d{13})$/.exec(migration.name)?.[1]);

/**
 * A migration from `migrations/common/` on a database that already holds data: SQLite rebuilds
 * the table for `addColumns`, which must keep every row and the rows that point at them.
 */
describe(`common migrations on existing data (${ENGINE})`, () => {
  let db: SharedDatabase;
  const all = ENGINE === 'mysql' ? MYSQL_MIGRATIONS : SQLITE_MIGRATIONS;

  function open(migrations: typeof all): DataSource {
    const options: DataSourceOptions =
      ENGINE === 'mysql'
        ? { type: 'mysql', url: db.env.DATABASE_URL, migrations, timezone: 'Z' }
        : { type: 'better-sqlite3', database: db.env.DATABASE_PATH, migrations };
    return new DataSource(options);
  }

  beforeAll(async () => {
    db = await createSharedDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('keeps inquiries, their messages and reviews, with the new columns empty', async () => {
    const before = open(all.filter((migration) => stamp(migration) < FIRST_COMMON));
    await before.initialize();
    await before.runMigrations();
    const at = '2026-01-02 03:04:05';
    await before.query(
      `INSERT INTO users (id, vorname, nachname, email, passwort_hash, erstellt_am) VALUES (1, 'A', 'B', 'a@example.de', 'x', '${at}')`,
    );
    await before.query(
      `INSERT INTO providers (id, firmenname, beschreibung, email, search_text, erstellt_am) VALUES (1, 'P', 'D', 'p@example.de', '', '${at}')`,
    );
    await before.query(
      `INSERT INTO inquiries (id, user_id, anbieter_id, nachricht, event_datum, gesendet_am) VALUES (7, 1, 1, 'Hallo', '2026-03-01', '${at}')`,
    );
    await before.query(
      `INSERT INTO inquiry_messages (inquiry_id, text, gesendet_am) VALUES (7, 'Antwort', '${at}')`,
    );
    await before.query(
      `INSERT INTO reviews (anbieter_id, user_id, inquiry_id, sterne, erstellt_am) VALUES (1, 1, 7, 5, '${at}')`,
    );
    await before.destroy();

    const after = open(all);
    await after.initialize();
    const ran = await after.runMigrations();
    expect(ran.map((migration) => migration.name)).toContain('InquiryStructuredFields1733600000000');
    const [inquiry] = await after.query(
      'SELECT id, nachricht, anlass, gaeste, uhrzeit, plz, budget_eur FROM inquiries',
    );
    expect(inquiry).toEqual({
      id: 7,
      nachricht: 'Hallo',
      anlass: null,
      gaeste: null,
      uhrzeit: null,
      plz: null,
      budget_eur: null,
    });
    const [messages] = await after.query('SELECT COUNT(*) AS n FROM inquiry_messages WHERE inquiry_id = 7');
    const [reviews] = await after.query('SELECT COUNT(*) AS n FROM reviews WHERE inquiry_id = 7');
    expect([Number(messages.n), Number(reviews.n)]).toEqual([1, 1]);
    await after.destroy();
  });
});
