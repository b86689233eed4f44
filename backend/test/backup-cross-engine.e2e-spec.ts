import { asRestored, dataBody, exportSql, importSql, seedBackupData } from './support/backup-helpers';
import { createAdmin } from './support/fixtures';
import { createSharedDatabase } from './support/shared-db';
import { startTestApp, type TestApp } from './support/test-app';

async function login(t: TestApp, email: string, passwort: string): Promise<string> {
  const response = await t.http<{ token: string }>('POST', '/api/auth/login', { body: { email, passwort } });
  if (response.status !== 200) throw new Error(`Login fehlgeschlagen: ${response.status} ${response.text}`);
  return response.body.token;
}

// Runs the same way whatever TEST_DB says: one app on SQLite, one on MariaDB.
describe('SQL backup across engines (SQLite ⇄ MariaDB)', () => {
  let sqliteDb: Awaited<ReturnType<typeof createSharedDatabase>>;
  let mysqlDb: Awaited<ReturnType<typeof createSharedDatabase>>;
  let sqlite: TestApp;
  let mysql: TestApp;

  beforeAll(async () => {
    sqliteDb = await createSharedDatabase('sqlite');
    mysqlDb = await createSharedDatabase('mysql');
    sqlite = await startTestApp(sqliteDb.env);
    mysql = await startTestApp(mysqlDb.env);
  });
  afterAll(async () => {
    await sqlite?.close();
    await mysql?.close();
    await sqliteDb?.drop();
    await mysqlDb?.drop();
  });

  it('restores a SQLite export on MariaDB and a MariaDB export on SQLite with identical rows', async () => {
    expect(sqlite.dataSource.options.type).toBe('better-sqlite3');
    expect(mysql.dataSource.options.type).toBe('mysql');
    const admin = await createAdmin(sqlite);
    await seedBackupData(sqlite);
    const fromSqlite = await exportSql(sqlite, admin.token);
    expect(fromSqlite.text).toContain('-- Datenbank: SQLite');

    const mysqlAdmin = await createAdmin(mysql);
    const intoMysql = await importSql(mysql, mysqlAdmin.token, fromSqlite.text);
    expect([intoMysql.status, intoMysql.text]).toEqual([
      200,
      expect.stringContaining('Datenbank erfolgreich importiert.'),
    ]);

    // The imported users are MariaDB's users now, the SQLite admin among them.
    const adminOnMysql = await login(mysql, admin.email, admin.password);
    const fromMysql = await exportSql(mysql, adminOnMysql);
    expect(fromMysql.text).toContain('-- Datenbank: MySQL/MariaDB');
    expect(dataBody(fromMysql.text)).toEqual(asRestored(fromSqlite.text));

    // Change something on MariaDB and carry it back.
    const contact = await mysql.http('POST', '/api/contact', {
      headers: { 'x-forwarded-for': '10.66.0.1' },
      body: { name: "D'Artagnan", email: 'd@beispiel.de', message: 'Zurück nach SQLite\n\\ mit Backslash' },
    });
    expect([contact.status, contact.text]).toEqual([201, expect.any(String)]);
    const changed = await exportSql(mysql, adminOnMysql);
    expect(changed.text).toContain("'D''Artagnan'");
    const back = await importSql(sqlite, admin.token, changed.text);
    expect(back.status).toBe(200);
    const again = await exportSql(sqlite, await login(sqlite, admin.email, admin.password));
    expect(dataBody(again.text)).toEqual(asRestored(changed.text));
    expect(dataBody(again.text)).not.toContain("'pending'");
  });
});
