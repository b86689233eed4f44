import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { ENTITIES } from '../src/entities';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite';
import { startTestApp, type TestApp } from './support/test-app';

async function isMariaDb(dataSource: DataSource): Promise<boolean> {
  const [{ version }] = await dataSource.query<{ version: string }[]>('SELECT VERSION() AS version');
  return /mariadb/i.test(version);
}

/**
 * The entities describe the schema the migrations build. If they disagree, TypeORM's schema
 * builder would want to change the database: any query it lists is drift to fix (in the
 * entity, or with a new migration for both engines).
 */
describe('entities and migrations', () => {
  let t: TestApp;
  let reader: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    reader = t.dataSource;
    if (t.dataSource.options.type === 'mysql' && (await isMariaDb(t.dataSource))) {
      // TypeORM's `mysql` driver misreads MariaDB's column defaults (it reports `NULL` as text);
      // its `mariadb` dialect reads the same schema correctly.
      const options = dataSourceOptions(t.config.database, ENTITIES);
      reader = new DataSource({ ...options, type: 'mariadb', migrationsRun: false } as typeof options);
      await reader.initialize();
    }
  });

  afterAll(async () => {
    if (reader !== t.dataSource) await reader.destroy();
    await t.close();
  });

  it('describe the same schema after all migrations ran', async () => {
    const sql = await reader.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });
});

/** SQLite's rebuild to named constraints (1732500000000) on a database that already holds data. */
describe('SQLite table rebuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ek-rebuild-'));
  const path = join(dir, 'db.sqlite');

  function open(migrations: typeof SQLITE_MIGRATIONS): Promise<DataSource> {
    const options = dataSourceOptions({ type: 'sqlite', path }, ENTITIES);
    return new DataSource({ ...options, migrations } as typeof options).initialize();
  }

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps rows, ids and foreign keys', async () => {
    const before = await open(
      SQLITE_MIGRATIONS.filter((migration) => !migration.name.endsWith('1732500000000')),
    );
    await before.query(
      `INSERT INTO users (id, vorname, nachname, email, passwort_hash, erstellt_am) VALUES (7, 'A', 'B', 'a@b.de', 'x', '2026-01-01')`,
    );
    await before.query(`INSERT INTO categories (id, name) VALUES (3, 'DJ')`);
    await before.query(
      `INSERT INTO providers (id, firmenname, beschreibung, email, search_text, erstellt_am) VALUES (5, 'F', 'B', 'f@b.de', 'f', '2026-01-01'), (9, 'G', 'B', 'g@b.de', 'g', '2026-01-01')`,
    );
    await before.query('DELETE FROM providers WHERE id = 9');
    await before.query('INSERT INTO provider_categories (provider_id, category_id) VALUES (5, 3)');
    await before.query(
      `INSERT INTO inquiries (id, user_id, anbieter_id, nachricht, event_datum, gesendet_am) VALUES (11, 7, 5, 'N', '2026-02-01', '2026-01-02')`,
    );
    await before.query(
      `INSERT INTO reviews (anbieter_id, user_id, inquiry_id, sterne, erstellt_am) VALUES (5, 7, 11, 4, '2026-02-02')`,
    );
    await before.destroy();

    const after = await open(SQLITE_MIGRATIONS);
    expect(await after.query('SELECT id, email FROM users')).toEqual([{ id: 7, email: 'a@b.de' }]);
    expect(await after.query('SELECT * FROM provider_categories')).toEqual([
      { provider_id: 5, category_id: 3 },
    ]);
    expect(await after.query('SELECT inquiry_id FROM reviews')).toEqual([{ inquiry_id: 11 }]);
    // The id of the deleted provider is not handed out again.
    await after.query(
      `INSERT INTO providers (firmenname, beschreibung, email, search_text, erstellt_am) VALUES ('H', 'B', 'h@b.de', 'h', '2026-01-01')`,
    );
    expect(await after.query(`SELECT id FROM providers WHERE firmenname = 'H'`)).toEqual([{ id: 10 }]);
    // Case-insensitive uniqueness and the cascades still hold.
    await expect(after.query(`INSERT INTO categories (name) VALUES ('dj')`)).rejects.toThrow(/UNIQUE/);
    await after.query('DELETE FROM inquiries WHERE id = 11');
    expect(await after.query('SELECT inquiry_id FROM reviews')).toEqual([{ inquiry_id: null }]);
    await after.query('DELETE FROM providers WHERE id = 5');
    expect(await after.query('SELECT COUNT(*) AS n FROM reviews')).toEqual([{ n: 0 }]);
    await after.destroy();
  });
});
