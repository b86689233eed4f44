import { spawnSync } from 'node:child_process';
import { backupSchema, type TableSpec } from '../src/modules/backup/sql/backup-tables';
import { HEAD_STATEMENTS, TAIL_STATEMENTS } from '../src/modules/backup/sql/client-statements';
import { NOT_SENT_FROM_BACKUP, redactForExport } from '../src/modules/backup/sql/import-policy';
import { toSqlLiteral } from '../src/modules/backup/sql/sql-values';
import {
  checksum,
  CONTROL_TEXT,
  dataBody,
  expectSameAsExported,
  exportSql,
  fillEveryTable,
  importSql,
  mariadbArgs,
  restoreWithClient,
  type SharedDatabase,
  tableRows,
} from './support/backup-helpers';
import { createAdmin, type TestUser } from './support/fixtures';
import { createSharedDatabase } from './support/shared-db';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const CLIENT_LINES = new Set([...HEAD_STATEMENTS, ...TAIL_STATEMENTS]);

async function login(t: TestApp, user: TestUser): Promise<number> {
  const response = await t.http('POST', '/api/auth/login', {
    headers: { 'x-forwarded-for': '10.77.0.1' },
    body: { email: user.email, passwort: user.password },
  });
  return response.status;
}

/** The rows as the app's restore leaves them: mail not sent comes back failed (import-policy.ts). */
function restoredByApp(table: TableSpec, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  if (table.secret) return [];
  if (table.name !== 'mail_outbox') return rows;
  return rows.map((row) =>
    row.status === toSqlLiteral('text', 'sent')
      ? { ...row, claimed_by: 'NULL', claimed_until: 'NULL' }
      : {
          ...row,
          status: toSqlLiteral('text', 'failed'),
          claimed_by: 'NULL',
          claimed_until: 'NULL',
          last_error: toSqlLiteral('text', NOT_SENT_FROM_BACKUP),
        },
  );
}

/**
 * Every row of `target` is that of `source` as the app's import leaves it; `exported` says the
 * file was our export (one-time links removed) rather than a raw dump.
 */
async function expectRestoredByApp(target: TestApp, source: TestApp, exported = true): Promise<void> {
  for (const table of backupSchema(source.dataSource).all) {
    const sourceRows = (await tableRows(source, table)).map((row) =>
      exported ? redactForExport(table, row) : row,
    );
    const comparable = sourceRows.map((row) =>
      Object.fromEntries(table.columns.map((c) => [c.name, toSqlLiteral(c.kind, row[c.name])])),
    );
    // The import's own audit entry sits on top of the restored rows (modules/audit).
    const rows = (await tableRows(target, table, true)).filter(
      (row) => !(table.name === 'audit_log' && row.aktion === "'datenbank.importiert'"),
    );
    expect({ table: table.name, rows }).toEqual({
      table: table.name,
      rows: restoredByApp(table, comparable),
    });
  }
}

describe(`SQL backup with the standard clients (${ENGINE})`, () => {
  let source: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    source = await startTestApp({ SEED_DEMO: 'true' });
    admin = await createAdmin(source);
    await fillEveryTable(source);
  });
  afterAll(async () => {
    await source?.close();
  });

  it(`restores the export with ${ENGINE === 'mysql' ? 'mariadb' : 'sqlite3'} into a migrated database, every row identical`, async () => {
    for (const table of backupSchema(source.dataSource).all.filter((spec) => !spec.secret)) {
      expect([table.name, (await tableRows(source, table)).length]).not.toEqual([table.name, 0]);
    }
    const { text } = await exportSql(source, admin.token);
    expect(text).toContain(' || char(0) || ');

    const target = await createSharedDatabase(ENGINE);
    try {
      // Migrated the way the README says: the app started once on the empty database (which
      // also seeds the default categories and settings the file replaces).
      await (await startTestApp(target.env)).close();
      restoreWithClient(target, text);

      const restored = await startTestApp(target.env);
      try {
        await expectSameAsExported(restored, source);
        const [message] = await restored.dataSource.query(
          'SELECT text FROM inquiry_messages WHERE text = ?',
          [CONTROL_TEXT],
        );
        expect(message?.text).toBe(CONTROL_TEXT);
        expect(await login(restored, admin)).toBe(200);
        // And the app's own importer reads the same file.
        const restoredAdmin = await createAdmin(restored);
        expect((await importSql(restored, restoredAdmin.token, text)).status).toBe(200);
        await expectRestoredByApp(restored, source);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('still imports an export of the earlier format (ISO times, no client statements, CR as is)', async () => {
    // Restored once by the app, so mail is already as a restore leaves it and the data is stable.
    expect((await importSql(source, admin.token, (await exportSql(source, admin.token)).text)).status).toBe(
      200,
    );
    const { text: afterOwnRestore } = await exportSql(source, admin.token);
    const text = afterOwnRestore;
    const earlier = text
      .split('\n')
      .filter((line) => !CLIENT_LINES.has(line) && !/^DELETE FROM \w+;$/.test(line))
      .join('\n')
      .replace(/'(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}\.\d{3})'/g, "'$1T$2Z'")
      .replaceAll("' || char(13) || '", '\r')
      .replaceAll("' || char(0) || '", '\0');
    expect(earlier).not.toMatch(/^(SET|PRAGMA|BEGIN|START|COMMIT|DELETE)/m);
    expect(earlier).toContain("'2026-01-02T03:04:05.678Z'");
    const imported = await importSql(source, admin.token, earlier);
    expect([imported.status, imported.msg]).toEqual([200, null]);
    // The first export of the freshly restored data is the earlier export, as the app restores it.
    expect(dataBody((await exportSql(source, admin.token)).text)).toEqual(dataBody(afterOwnRestore));
  });

  describe('a data-only dump by mariadb-dump', () => {
    let dumpDb: SharedDatabase;
    let filled: TestApp;
    let dumpAdmin: TestUser;
    let dump: string;

    beforeAll(async () => {
      dumpDb = await createSharedDatabase('mysql');
      filled = await startTestApp(dumpDb.env);
      dumpAdmin = await createAdmin(filled);
      await fillEveryTable(filled);
      const { args, name } = mariadbArgs(dumpDb);
      const run = spawnSync(
        'mariadb-dump',
        [...args, '--no-create-info', '--skip-extended-insert', '--complete-insert', '--compact', name],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect([run.status, run.stderr]).toEqual([0, '']);
      dump = run.stdout;
    });
    afterAll(async () => {
      await filled?.close();
      await dumpDb?.drop();
    });

    it(`restores it through the app on ${ENGINE}, every row identical`, async () => {
      // What the tool writes: its sandbox line, names in backticks, backslash escapes, tables by name.
      expect(dump.split('\n')[0]).toMatch(/^\/\*M!999999\\- enable the sandbox mode \*\/ *$/);
      expect(dump).toContain('INSERT INTO `users` (`id`, `vorname`');
      expect(dump).toMatch(
        /Zeile 1\\r\\nZeile 2\tTab \\\\0 kein NUL, aber: \\0 und \\Z; \\"doppelt\\" \\'einfach\\'/,
      );
      expect(dump.indexOf('INSERT INTO `inquiries`')).toBeLessThan(dump.indexOf('INSERT INTO `users`'));
      expect(dump).toContain('INSERT INTO `migrations`');

      const fresh = await startTestApp();
      try {
        const freshAdmin = await createAdmin(fresh);
        const imported = await importSql(fresh, freshAdmin.token, dump, 'dump.sql');
        expect([imported.status, imported.msg]).toEqual([200, null]);
        expect(imported.text).toContain('Datenbank erfolgreich importiert.');
        await expectRestoredByApp(fresh, filled, false);
        expect(await login(fresh, dumpAdmin)).toBe(200);
      } finally {
        await fresh.close();
      }
    });

    it.each([
      [
        'another statement',
        (text: string) => text.replace('INSERT INTO `settings`', 'REPLACE INTO `settings`'),
        /„REPLACE“-Anweisungen sind nicht erlaubt/,
      ],
      [
        'another table',
        (text: string) => `${text}INSERT INTO \`geheim\` (\`id\`) VALUES (1);\n`,
        /Unbekannte Tabelle „geheim“/,
      ],
      [
        'another column',
        (text: string) => text.replace('INSERT INTO `users` (`id`,', 'INSERT INTO `users` (`rolle`, `id`,'),
        /Unbekannte Spalte „rolle“ in Tabelle „users“/,
      ],
      [
        'a newer schema',
        (text: string) =>
          `${text}INSERT INTO \`migrations\` (\`id\`, \`timestamp\`, \`name\`) VALUES (99,9999999999999,'Zukunft9999999999999');\n`,
        /neueren Version der Anwendung/,
      ],
      [
        'a conditional comment',
        (text: string) => text.replace('\n', '\n/*!40101 SET NAMES latin1 */;\n'),
        /Zeile 2: Block-Kommentare/,
      ],
    ])('refuses it with %s and changes nothing', async (_kind, change, message) => {
      const before = await checksum(source, admin.token);
      const response = await importSql(source, admin.token, change(dump), 'dump.sql');
      expect(response.status).toBe(400);
      expect(response.msg).toMatch(message);
      expect(await checksum(source, admin.token)).toBe(before);
    });
  });
});
