import { addDays, type BackupPreview, berlinToday, type Category } from '@event-kompass/shared-types';
import { existsSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MYSQL_MIGRATIONS } from '../src/database/migrations/mysql';
import { SQLITE_MIGRATIONS } from '../src/database/migrations/sqlite';
import { backupSchema } from '../src/modules/backup/sql/backup-tables';
import { quoteSqlString } from '../src/modules/backup/sql/sql-values';
import {
  MYSQL_HEAD,
  MYSQL_TAIL,
  SQLITE_HEAD,
  SQLITE_TAIL,
} from '../src/modules/backup/sql/client-statements';
import { IMPORT_TMP_DIR } from '../src/modules/backup/sql/sql-backup.service';
import {
  asRestored,
  checksum,
  dataBody,
  exportSql,
  importSql,
  previewSql,
  seedBackupData,
  TRICKY_TEXT,
} from './support/backup-helpers';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

describe(`SQL backup (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
    user = await registerUser(t);
    await seedBackupData(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('describes exactly the tables and columns of the live schema', () => {
    const live = new Map(
      t.dataSource.entityMetadatas.map((meta) => [
        meta.tableName,
        meta.columns.map((c) => c.databaseName).sort(),
      ]),
    );
    const described = new Map(
      backupSchema(t.dataSource).all.map((table) => [table.name, table.columns.map((c) => c.name).sort()]),
    );
    expect(described).toEqual(live);
  });

  it('exports every table as one INSERT per row with a header and a dated file name', async () => {
    const response = await exportSql(t, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="eventkompass-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sql"$/,
    );
    const text = response.text;
    expect(text).toMatch(
      new RegExp(
        `^-- Event-Kompass Datenbanksicherung\n-- App: Event-Kompass\n-- Schema-Version: ${
          // The newest migration of this engine names the schema.
          (ENGINE === 'mysql' ? MYSQL_MIGRATIONS : SQLITE_MIGRATIONS).at(-1)?.name
        }\n`,
      ),
    );
    expect(text).toContain(`-- Datenbank: ${ENGINE === 'mysql' ? 'MySQL/MariaDB' : 'SQLite'}`);
    // What the engine's own client needs, before the first and after the last row.
    const [head, tail] = ENGINE === 'mysql' ? [MYSQL_HEAD, MYSQL_TAIL] : [SQLITE_HEAD, SQLITE_TAIL];
    expect(text).toContain(
      `\n${head.join('\n')}\n${[...backupSchema(t.dataSource).all]
        .reverse()
        .map((table) => `DELETE FROM ${table.name};`)
        .join('\n')}\n`,
    );
    expect(text.indexOf(head[head.length - 1])).toBeLessThan(text.indexOf('INSERT INTO'));
    expect(text.endsWith(`\n${tail.join('\n')}\n`)).toBe(true);
    expect(text).toMatch(/-- Erstellt: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    // Parents before children.
    const firstInsert = (table: string) => text.indexOf(`INSERT INTO ${table} (`);
    expect(firstInsert('users')).toBeLessThan(firstInsert('providers'));
    expect(firstInsert('providers')).toBeLessThan(firstInsert('provider_categories'));
    expect(firstInsert('inquiries')).toBeLessThan(firstInsert('reviews'));
    expect(text).toMatch(
      /\nINSERT INTO categories \(id, name, description, farbe\) VALUES \(\d+, 'Sicherungstest DJs', 'Musik\nfür jede Feier', '#123abc'\);\n/,
    );
    expect(text).toContain("'2027-02-28'");
    // MySQL's own DATETIME literal, in UTC: the standard clients restore the file as it is.
    expect(text).toContain("'2026-01-02 03:04:05.678'");
    expect(text).not.toMatch(/'\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(text).toContain(quoteSqlString(`${TRICKY_TEXT}\n\nMehrzeilig.`));
    // A CR as the clients cannot drop it; newlines and backslashes as they are.
    expect(text).toContain("Backslash\\n; DROP TABLE users; -- /* x */ \nZeile 2' || char(13) || '\nÄÖÜß");
    expect(text).toMatch(
      /INSERT INTO settings \(schluessel, wert\) VALUES \('expiration_reminder_days', '30'\);/,
    );
  });

  it('round-trips: export, import, export gives the same rows, and new rows get fresh ids', async () => {
    const before = await exportSql(t, admin.token);
    const imported = await importSql(t, admin.token, before.text);
    expect(imported.status).toBe(200);
    expect(imported.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(imported.text).toContain('Datenbank erfolgreich importiert.');
    expect(imported.text).toMatch(/users: 3 Zeilen/);
    expect(imported.text).toMatch(/reviews: 1 Zeile\n/);
    const after = await exportSql(t, admin.token);
    expect(dataBody(after.text)).toEqual(asRestored(before.text));

    const [{ maxId }] = await t.dataSource.query('SELECT MAX(id) AS maxId FROM users');
    const fresh = await registerUser(t);
    expect(fresh.id).toBeGreaterThan(Number(maxId));
    const login = await t.http('POST', '/api/auth/login', {
      body: { email: user.email, passwort: user.password },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a second import while the first file is still arriving, before reading it (finding 6)', async () => {
    const { text: backup } = await exportSql(t, admin.token);
    const boundary = 'ek-grenze';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="db-import"; filename="sicherung.sql"\r\n` +
        'Content-Type: application/sql\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const file = Buffer.from(backup);
    const first = httpRequest(`${t.baseUrl}/api/admin/db/import`, {
      method: 'POST',
      headers: {
        'x-auth-token': admin.token,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    const firstAnswer = new Promise<number>((resolve, reject) => {
      first.once('error', reject);
      first.once('response', (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
    });
    // Half the file is on the server: the first import has begun and waits for the rest.
    first.write(Buffer.concat([head, file.subarray(0, file.length / 2)]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // It streams into a temporary file, not into memory.
    const arriving = importTmpFiles();

    const second = await importSql(t, admin.token, backup);
    // The first upload is finished before anything is asserted: a failure leaves no request open.
    first.end(Buffer.concat([file.subarray(file.length / 2), tail]));
    const firstStatus = await firstAnswer;
    expect(second.status).toBe(409);
    expect(second.msg).toBe(
      'Es läuft bereits ein Datenbank-Import. Bitte warten Sie, bis er abgeschlossen ist.',
    );
    expect(firstStatus).toBe(200);
    expect(arriving).toEqual([expect.stringMatching(/^import-\w+\/upload\.sql$/)]);
    expect(importTmpFiles()).toEqual([]);
  });

  it('deletes the temporary upload after a refused file, as after a restore', async () => {
    const refused = await importSql(t, admin.token, `${header}DROP TABLE users;\n`);
    expect(refused.status).toBe(400);
    expect(importTmpFiles()).toEqual([]);
    const preview = await previewSql(t, admin.token, (await exportSql(t, admin.token)).text);
    expect(preview.status).toBe(200);
    expect(importTmpFiles()).toEqual([]);
  });

  /** Files below the import's temporary directory, as `dir/file`. */
  const importTmpFiles = (): string[] => {
    const dir = join(t.config.dataDir, IMPORT_TMP_DIR);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((entry) =>
      readdirSync(join(dir, entry)).map((file) => `${entry}/${file}`),
    );
  };

  it('keeps a copy of the replaced data under data/backups, the newest ten', async () => {
    const dir = join(t.config.dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    for (let i = 0; i < 12; i += 1) {
      writeFileSync(
        join(dir, `eventkompass-backup-2000-01-01T00-00-${String(i).padStart(2, '0')}-000Z-vor-import.sql`),
        '',
      );
    }
    const { text } = await exportSql(t, admin.token);
    expect((await importSql(t, admin.token, text)).status).toBe(200);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(10);
    expect(files[files.length - 1]).toMatch(/^eventkompass-backup-\d{4}-.*-vor-import\.sql$/);
    expect(existsSync(join(dir, files[files.length - 1]))).toBe(true);
  });

  const header = '-- Event-Kompass Datenbanksicherung\n';
  const goodInsert = "INSERT INTO settings (schluessel, wert) VALUES ('show_stats_on_homepage', 'false');";
  it.each([
    ['DROP', 'DROP TABLE users;', /Zeile 2: „DROP“-Anweisungen sind nicht erlaubt/],
    [
      'DELETE with a condition',
      'DELETE FROM users WHERE id = 1;',
      /Zeile 2: „DELETE FROM tabelle;“ ist nur ohne Bedingung erlaubt/,
    ],
    ['DELETE of another table', 'DELETE FROM sqlite_master;', /Zeile 2: Unbekannte Tabelle „sqlite_master“/],
    [
      'DELETE after the rows',
      `${goodInsert}\nDELETE FROM users;`,
      /Zeile 3: „DELETE FROM …“ ist nur vor der ersten INSERT-Anweisung erlaubt/,
    ],
    [
      'a header statement after the rows',
      `${goodInsert}\nSET FOREIGN_KEY_CHECKS = 0;`,
      /Zeile 3: „SET“ ist nur vor der ersten INSERT-Anweisung erlaubt/,
    ],
    ['another sql_mode', "SET SESSION sql_mode = 'ANSI_QUOTES';", /Zeile 2: „SET“-Anweisungen/],
    ['another character set', 'SET NAMES latin1;', /Zeile 2: „SET“-Anweisungen/],
    ['a global variable', 'SET GLOBAL general_log = 1;', /Zeile 2: „SET“-Anweisungen/],
    ['FOREIGN_KEY_CHECKS = 2', 'SET FOREIGN_KEY_CHECKS = 2;', /Zeile 2: „SET“-Anweisungen/],
    ['BEGIN with a mode', 'BEGIN EXCLUSIVE TRANSACTION;', /Zeile 2: „BEGIN“-Anweisungen/],
    [
      'a character other than CR and NUL by its code',
      "INSERT INTO settings (schluessel, wert) VALUES ('a', 'b' || char(65));",
      /Zeile 2: Erlaubt sind nur char\(13\) und char\(0\)/,
    ],
    [
      '|| in a file written like mariadb-dump',
      "INSERT INTO `settings` (`schluessel`, `wert`) VALUES ('a', 'b' || 'c');",
      /Zeile 2: „\|\|“ ist in Dateien in MySQL-Schreibweise/,
    ],
    [
      'sql_mode in a file written like mariadb-dump',
      "SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO,NO_BACKSLASH_ESCAPES,PIPES_AS_CONCAT,STRICT_TRANS_TABLES';\nINSERT INTO `settings` (`schluessel`, `wert`) VALUES ('a', 'b');",
      /Zeile 3: Die Datei schaltet mit sql_mode die Backslash-Escapes ab/,
    ],
    [
      'a name in backticks after bare names',
      "INSERT INTO settings (`schluessel`, wert) VALUES ('a', 'b');",
      /Zeile 2: Diese Datei schreibt Namen ohne `…`, „schluessel“ aber mit/,
    ],
    [
      'the sandbox comment after line 1',
      '/*M!999999\\- enable the sandbox mode */',
      /Zeile 2: Block-Kommentare/,
    ],
    ['UPDATE', 'UPDATE users SET ist_admin = 1;', /Zeile 2: „UPDATE“/],
    ['CREATE', 'CREATE TABLE x (id INT);', /Zeile 2: „CREATE“/],
    ['ALTER', 'ALTER TABLE users ADD COLUMN x INT;', /Zeile 2: „ALTER“/],
    ['ATTACH', "ATTACH DATABASE '/tmp/x.db' AS x;", /Zeile 2: „ATTACH“/],
    ['PRAGMA', 'PRAGMA writable_schema = ON;', /Zeile 2: „PRAGMA“/],
    ['PRAGMA foreign_keys = ON', 'PRAGMA foreign_keys=ON;', /Zeile 2: „PRAGMA“/],
    ['LOAD DATA', "LOAD DATA INFILE '/etc/passwd' INTO TABLE users;", /Zeile 2: „LOAD“/],
    ['INTO OUTFILE', "SELECT * FROM users INTO OUTFILE '/tmp/x';", /Zeile 2: „SELECT“/],
    ['GRANT', "GRANT ALL ON *.* TO 'x'@'%';", /Zeile 2: „GRANT“/],
    ['SET', 'SET @x = 1;', /Zeile 2: Unerwartetes Zeichen „@“/],
    ['USE', 'USE mysql;', /Zeile 2: „USE“/],
    ['executable comment', `/*!40101 SET NAMES latin1 */;`, /Zeile 2: Block-Kommentare/],
    [
      'block comment inside an INSERT',
      "INSERT INTO settings /* x */ (schluessel, wert) VALUES ('a', 'b');",
      /Zeile 2: Block-Kommentare/,
    ],
    ['client command', '\\! rm -rf /', /Zeile 2: Client-Befehle/],
    ['client shell escape', '\\! id', /Zeile 2: Client-Befehle/],
    ['executable comment with a DROP', '/*!50000 DROP TABLE users*/;', /Zeile 2: Block-Kommentare/],
    ['LOAD DATA LOCAL', "LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE users;", /Zeile 2: „LOAD“/],
    ['DETACH', 'DETACH DATABASE main;', /Zeile 2: „DETACH“/],
    ['VACUUM INTO', "VACUUM INTO '/tmp/kopie.sqlite';", /Zeile 2: „VACUUM“/],
    ['CALL', 'CALL sys.ps_truncate_all_tables(FALSE);', /Zeile 2: „CALL“/],
    [
      'a table of another schema',
      "INSERT INTO mysql.user (User) VALUES ('x');",
      /Zeile 2: Unerwartetes Zeichen „\.“/,
    ],
    [
      'a statement after a backslash-escaped quote (the MySQL reading of a string)',
      "INSERT INTO settings (schluessel, wert) VALUES ('a', 'x\\'); DROP TABLE users; --');",
      /Zeile 2: Nach „;“ darf in derselben Zeile nichts mehr folgen/,
    ],
    [
      'a column that grants rights',
      "INSERT INTO inquiries (id, user_id, anbieter_id, nachricht, event_datum, gesendet_am, hat_bewertet, ist_admin) VALUES (1, 1, 1, 'x', '2026-01-01', '2026-01-01T00:00:00.000Z', 0, 1);",
      /Zeile 2: Unbekannte Spalte „ist_admin“/,
    ],
    [
      'second statement on the line',
      `${goodInsert} DROP TABLE users;`,
      /Zeile 2: Nach „;“ darf in derselben Zeile nichts mehr folgen/,
    ],
    ['a second INSERT on the line', `${goodInsert}${goodInsert}`, /Zeile 2: Nach „;“/],
    [
      'statement hidden after a value',
      "INSERT INTO settings (schluessel, wert) VALUES ('a', 'b') ON DUPLICATE KEY UPDATE wert = 'c';",
      /Zeile 2: Nach den Werten wird „;“ erwartet/,
    ],
    [
      'INSERT … SELECT',
      'INSERT INTO settings (schluessel, wert) SELECT schluessel, wert FROM settings;',
      /Zeile 2: Nach der Spaltenliste wird VALUES erwartet/,
    ],
    [
      'INSERT IGNORE',
      "INSERT IGNORE INTO settings (schluessel, wert) VALUES ('a', 'b');",
      /Zeile 2: Nach INSERT wird INTO erwartet/,
    ],
    ['REPLACE', "REPLACE INTO settings (schluessel, wert) VALUES ('a', 'b');", /Zeile 2: „REPLACE“/],
    [
      'unknown table',
      "INSERT INTO sqlite_master (name) VALUES ('x');",
      /Zeile 2: Unbekannte Tabelle „sqlite_master“/,
    ],
    [
      'unknown column',
      "INSERT INTO settings (schluessel, wert, x) VALUES ('a', 'b', 'c');",
      /Zeile 2: Unbekannte Spalte „x“/,
    ],
    [
      'value count mismatch',
      "INSERT INTO settings (schluessel, wert) VALUES ('a');",
      /Zeile 2: 2 Spalten, aber 1 Werte/,
    ],
    [
      'function call as value',
      "INSERT INTO settings (schluessel, wert) VALUES ('a', LOAD_FILE('/etc/passwd'));",
      /Zeile 2: Als Wert sind nur/,
    ],
    ['hash comment', '# hallo', /Zeile 2: Kommentare mit „#“/],
    [
      'comment after a statement',
      `${goodInsert} -- x`,
      /Zeile 2: Kommentare sind nur als ganze Zeilen erlaubt/,
    ],
    [
      'quoted identifier',
      "INSERT INTO `settings` (schluessel, wert) VALUES ('a', 'b');",
      /Zeile 2: Diese Datei schreibt Namen in `…` \(wie mariadb-dump\), „schluessel“ aber ohne/,
    ],
    [
      'double-quoted identifier',
      'INSERT INTO "settings" (schluessel, wert) VALUES (1, 2);',
      /Zeile 2: Bezeichner in Anführungszeichen/,
    ],
    [
      'unbalanced quote',
      "INSERT INTO settings (schluessel, wert) VALUES ('a, b);",
      /Zeile 3: In der Werteliste wird „,“ oder „\)“ erwartet/,
    ],
    [
      'missing semicolon',
      "INSERT INTO settings (schluessel, wert) VALUES ('a', 'b')",
      /Zeile 3: Nach den Werten wird „;“ erwartet \(gefunden: „INSERT“\)/,
    ],
    [
      'wrong type',
      "INSERT INTO users (id, vorname, nachname, email, passwort_hash, ist_admin, erstellt_am) VALUES ('x', 'a', 'b', 'c@d.de', 'h', 1, '2026-01-01T00:00:00.000Z');",
      /Zeile 2: „users.id“ erwartet eine ganze Zahl/,
    ],
  ])('refuses %s and leaves the data unchanged', async (_kind, statement, message) => {
    const before = await checksum(t, admin.token);
    const response = await importSql(t, admin.token, `${header}${statement}\n${goodInsert}\n`);
    expect(response.status).toBe(400);
    expect(response.msg).toMatch(message);
    expect(await checksum(t, admin.token)).toBe(before);
  });

  it('imports statements inside strings as data and never executes them', async () => {
    const original = (await exportSql(t, admin.token)).text;
    const sum = await checksum(t, admin.token);
    const attack = "x'); DROP TABLE users; -- a\\'); DELETE FROM reviews; /* */ \\! id";
    const line =
      /\nINSERT INTO categories \(id, name, description, farbe\) VALUES \((\d+), 'Sicherungstest DJs', 'Musik\nfür jede Feier', /;
    expect(original).toMatch(line);
    const changed = original.replace(
      line,
      (_match, id: string) =>
        `\nINSERT INTO categories (id, name, description, farbe) VALUES (${id}, 'Sicherungstest DJs', '${attack.replaceAll("'", "''")}', `,
    );
    const [{ users }] = await t.dataSource.query('SELECT COUNT(*) AS users FROM users');
    const [{ reviews }] = await t.dataSource.query('SELECT COUNT(*) AS reviews FROM reviews');

    const response = await importSql(t, admin.token, changed);
    expect(response.status).toBe(200);
    const categories = await t.http<Category[]>('GET', '/api/categories');
    expect(categories.body.find((category) => category.name === 'Sicherungstest DJs')?.description).toBe(
      attack,
    );
    const [after] = await t.dataSource.query(
      'SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM reviews) AS reviews',
    );
    expect([Number(after.users), Number(after.reviews)]).toEqual([Number(users), Number(reviews)]);

    expect((await importSql(t, admin.token, original)).status).toBe(200);
    expect(await checksum(t, admin.token)).toBe(sum);
  });

  describe('a crafted file (security finding 5)', () => {
    it('can be looked at first: the preview names tables, rows and admin accounts, and changes nothing', async () => {
      const before = await checksum(t, admin.token);
      const { text } = await exportSql(t, admin.token);
      const crafted = `${text}\nINSERT INTO users (id, vorname, nachname, email, passwort_hash, ist_admin, erstellt_am) VALUES (990, 'Eva', 'Eindringling', 'eva@boese.example', 'x', 1, '2020-01-01T00:00:00.000Z');\n`;
      const preview = await previewSql(t, admin.token, crafted);
      expect(preview.status).toBe(200);
      const body = JSON.parse(preview.text) as BackupPreview;
      expect(body.admins).toContainEqual({ email: admin.email, vorname: 'Admin', nachname: 'Event-Kompass' });
      expect(body.admins).toContainEqual({
        email: 'eva@boese.example',
        vorname: 'Eva',
        nachname: 'Eindringling',
      });
      expect(body.admins.map((entry) => entry.email)).not.toContain(user.email);
      expect(body.tabellen.map((entry) => entry.tabelle)).toEqual(
        backupSchema(t.dataSource).exported.map((table) => table.name),
      );
      expect(body.tabellen.find((entry) => entry.tabelle === 'users')?.zeilen).toBeGreaterThanOrEqual(3);
      expect(await checksum(t, admin.token)).toBe(before);

      const broken = await previewSql(t, admin.token, `${header}DROP TABLE users;`);
      expect([broken.status, broken.msg]).toEqual([
        400,
        expect.stringMatching(/„DROP“-Anweisungen sind nicht erlaubt/),
      ]);
      expect((await previewSql(t, user.token, text)).status).toBe(403);
      expect((await previewSql(t, null, text)).status).toBe(401);
    });

    /** The current data as a backup, with `extra` statements appended. */
    const withExtra = async (extra: string) => `${(await exportSql(t, admin.token)).text}\n${extra}\n`;

    it('sends no mail: unsent rows come in as failed and unclaimed, sent ones stay sent', async () => {
      const file = await withExtra(
        [
          "INSERT INTO mail_outbox (id, cause_key, recipient, subject, body_text, body_html, next_attempt_at, created_at) VALUES (900, 'crafted:1', 'opfer@beispiel.de', 'Spam', 'x', '<p>x</p>', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z');",
          "INSERT INTO mail_outbox (id, cause_key, recipient, subject, body_text, body_html, status, attempts, next_attempt_at, claimed_by, claimed_until, created_at) VALUES (901, 'crafted:2', 'opfer@beispiel.de', 'Spam', 'x', '<p>x</p>', 'pending', 0, '2020-01-01T00:00:00.000Z', 'worker-x', '2099-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z');",
        ].join('\n'),
      );
      expect((await importSql(t, admin.token, file)).status).toBe(200);
      const rows = await t.dataSource.query(
        'SELECT id, status, claimed_by, last_error FROM mail_outbox WHERE id IN (900, 901) ORDER BY id',
      );
      expect(rows).toEqual([
        {
          id: 900,
          status: 'failed',
          claimed_by: null,
          last_error: 'Aus einer Sicherung übernommen, nicht versendet.',
        },
        {
          id: 901,
          status: 'failed',
          claimed_by: null,
          last_error: 'Aus einer Sicherung übernommen, nicht versendet.',
        },
      ]);
      const pending = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending'",
      );
      expect(Number(pending[0].n)).toBe(0);
    });

    it('keeps no run of today or later, so no daily job is switched off', async () => {
      const today = berlinToday();
      const file = await withExtra(
        [
          `INSERT INTO job_runs (run_key, job_name, started_at) VALUES ('deactivate-expired:${today}', 'deactivate-expired', '2020-01-01T00:00:00.000Z');`,
          `INSERT INTO job_runs (run_key, job_name, started_at) VALUES ('review-reminders:${addDays(today, 30)}', 'review-reminders', '2020-01-01T00:00:00.000Z');`,
          `INSERT INTO job_runs (run_key, job_name, started_at) VALUES ('expiry-reminders:2020-01-01', 'expiry-reminders', '2020-01-01T00:00:00.000Z');`,
        ].join('\n'),
      );
      const imported = await importSql(t, admin.token, file);
      expect(imported.status).toBe(200);
      const keys = (await t.dataSource.query('SELECT run_key FROM job_runs')).map(
        (row: { run_key: string }) => row.run_key,
      );
      expect(keys).toContain('expiry-reminders:2020-01-01');
      expect(
        keys.filter((key: string) => /:\d{4}-\d{2}-\d{2}/.test(key) && key.split(':')[1] >= today),
      ).toEqual([]);
    });

    it.each([
      [
        "('review_reminder_days', '0')",
        'Der Wert für „review_reminder_days“ muss eine ganze Zahl von 1 bis 365 sein.',
      ],
      [
        "('expiration_reminder_days', '99999')",
        'Der Wert für „expiration_reminder_days“ muss eine ganze Zahl von 1 bis 365 sein.',
      ],
      [
        "('show_stats_on_homepage', 'vielleicht')",
        'Der Wert für „show_stats_on_homepage“ muss „true“ oder „false“ sein.',
      ],
      ["('geheimer_schalter', '1')", 'Die Einstellung „geheimer_schalter“ gibt es nicht.'],
    ])('refuses the setting %s like the settings page, and changes nothing', async (values, message) => {
      const before = await checksum(t, admin.token);
      const original = (await exportSql(t, admin.token)).text;
      const file =
        original.replace(
          /INSERT INTO settings \(schluessel, wert\) VALUES \('review_reminder_days', '[^']*'\);\n?/,
          '',
        ) + `\nINSERT INTO settings (schluessel, wert) VALUES ${values};\n`;
      const response = await importSql(t, admin.token, file);
      expect(response.status).toBe(400);
      expect(response.msg).toMatch(message);
      expect(await checksum(t, admin.token)).toBe(before);
    });
  });

  it('refuses a string that is never closed', async () => {
    const response = await importSql(
      t,
      admin.token,
      `${header}${goodInsert}\nINSERT INTO settings (schluessel, wert) VALUES ('a', 'b);\n`,
    );
    expect([response.status, response.msg]).toEqual([
      400,
      'Zeile 3: Die Zeichenkette wird nicht geschlossen.',
    ]);
  });

  it('restores nothing when one row is refused by the database (foreign key), naming its line', async () => {
    const before = await checksum(t, admin.token);
    const { text } = await exportSql(t, admin.token);
    const broken = `${text}INSERT INTO provider_categories (provider_id, category_id) VALUES (99999, 1);\n`;
    const lines = broken.split('\n').length - 1;
    const response = await importSql(t, admin.token, broken.replace(/INSERT INTO settings[^\n]*\n/g, ''));
    expect(response.status).toBe(400);
    expect(response.msg).toMatch(
      /^Zeile \d+: Der Datensatz für „provider_categories“ wurde abgelehnt \(ein Verweis zeigt/,
    );
    expect(lines).toBeGreaterThan(10);
    expect(await checksum(t, admin.token)).toBe(before);
  });

  it('restores nothing when one row repeats a key', async () => {
    const before = await checksum(t, admin.token);
    const { text } = await exportSql(t, admin.token);
    const userLine = text.split('\n').find((line) => line.startsWith('INSERT INTO users '))!;
    const response = await importSql(t, admin.token, `${text}${userLine}\n`);
    expect(response.status).toBe(400);
    expect(response.msg).toMatch(/„users“ wurde abgelehnt \(ein Schlüssel kommt doppelt vor\)/);
    expect(await checksum(t, admin.token)).toBe(before);
  });

  it('restores nothing when a value is out of range (stars)', async () => {
    const before = await checksum(t, admin.token);
    const { text } = await exportSql(t, admin.token);
    const response = await importSql(
      t,
      admin.token,
      text.replace(/(INSERT INTO reviews \([^)]*\) VALUES \(\d+, \d+, \d+, (?:\d+|NULL), )5,/, '$19,'),
    );
    expect(response.status).toBe(400);
    expect(response.msg).toMatch(/„reviews“ wurde abgelehnt/);
    expect(await checksum(t, admin.token)).toBe(before);
  });

  it('needs an admin: 401 without token, 403 for a user', async () => {
    expect((await exportSql(t, '')).status).toBe(401);
    expect((await exportSql(t, user.token)).status).toBe(403);
    expect((await importSql(t, null, goodInsert)).status).toBe(401);
    const forbidden = await importSql(t, user.token, goodInsert);
    expect(forbidden.status).toBe(403);
    expect(forbidden.msg).toBe('Für diese Aktion sind Administratorrechte erforderlich.');
  });

  it('refuses other file types, other fields, non-UTF-8 and files over 50 MB with German messages', async () => {
    const before = await checksum(t, admin.token);
    const wrongType = await importSql(t, admin.token, goodInsert, 'sicherung.txt');
    expect([wrongType.status, wrongType.msg]).toEqual([415, 'Es werden nur SQL-Dateien (.sql) angenommen.']);
    const wrongField = await importSql(t, admin.token, goodInsert, 'sicherung.sql', 'datei');
    expect([wrongField.status, wrongField.msg]).toEqual([
      400,
      'Bitte laden Sie eine SQL-Datei im Feld „db-import“ hoch.',
    ]);
    const latin1 = await importSql(t, admin.token, Uint8Array.from([0x2d, 0x2d, 0x20, 0xe4, 0x0a]));
    expect([latin1.status, latin1.msg]).toEqual([400, 'Die Datei ist nicht in UTF-8 kodiert.']);
    const noFile = await t.http('POST', '/api/admin/db/import', { token: admin.token, body: {} });
    expect(noFile.status).toBe(400);
    const huge = new Uint8Array(50 * 1024 * 1024 + 10).fill(0x20);
    const tooLarge = await importSql(t, admin.token, huge);
    expect([tooLarge.status, tooLarge.msg]).toEqual([413, 'Die Datei ist zu groß (höchstens 50 MB).']);
    expect(importTmpFiles()).toEqual([]);
    expect(await checksum(t, admin.token)).toBe(before);
  });
});
