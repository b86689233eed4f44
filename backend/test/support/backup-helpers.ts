import { HEAD_STATEMENTS, TAIL_STATEMENTS } from '../../src/modules/backup/sql/client-statements';
import { backupSchema, type TableSpec } from '../../src/modules/backup/sql/backup-tables';
import { NOT_SENT_FROM_BACKUP, redactForExport } from '../../src/modules/backup/sql/import-policy';
import { toSqlLiteral } from '../../src/modules/backup/sql/sql-values';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { ProviderEntity } from '../../src/modules/provider/entities/provider.entity';
import { CategoryEntity } from '../../src/modules/catalog/entities/category.entity';
import { InquiryEntity } from '../../src/modules/inquiry/entities/inquiry.entity';
import { ReviewEntity } from '../../src/modules/review/entities/review.entity';
import { ENGINE, type TestApp } from './test-app';
import type { createSharedDatabase } from './shared-db';
import { registerUser } from './fixtures';

export const TRICKY_TEXT =
  "O'Brien's \"DJ\" \\ Backslash\\n; DROP TABLE users; -- /* x */ \nZeile 2\r\nÄÖÜß 🎉 ' '' \\'";

/** Downloads the SQL export over HTTP. */
export async function exportSql(
  t: TestApp,
  token: string,
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${t.baseUrl}/api/admin/db/export`, { headers: { 'x-auth-token': token } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/**
 * Uploads a backup through the admin API as the browser does (multipart field `db-import`);
 * `extraFields` are sent as further form fields around the file.
 */
export function importSql(
  t: TestApp,
  token: string | null,
  content: string | Uint8Array,
  fileName = 'sicherung.sql',
  field = 'db-import',
  extraFields: Record<string, string> = {},
): Promise<{ status: number; text: string; msg: string | null; headers: Headers }> {
  return uploadSql(t, '/api/admin/db/import', token, content, fileName, field, extraFields);
}

/** The same upload to the preview, which changes nothing. */
export function previewSql(
  t: TestApp,
  token: string | null,
  content: string | Uint8Array,
  extraFields: Record<string, string> = {},
) {
  return uploadSql(
    t,
    '/api/admin/db/import/preview',
    token,
    content,
    'sicherung.sql',
    'db-import',
    extraFields,
  );
}

async function uploadSql(
  t: TestApp,
  path: string,
  token: string | null,
  content: string | Uint8Array,
  fileName = 'sicherung.sql',
  field = 'db-import',
  extraFields: Record<string, string> = {},
): Promise<{ status: number; text: string; msg: string | null; headers: Headers }> {
  const form = new FormData();
  const extras = Object.entries(extraFields);
  const half = Math.ceil(extras.length / 2);
  for (const [name, value] of extras.slice(0, half)) form.append(name, value);
  form.append(field, new Blob([content]), fileName);
  for (const [name, value] of extras.slice(half)) form.append(name, value);
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  const response = await fetch(`${t.baseUrl}${path}`, { method: 'POST', body: form, headers });
  const text = await response.text();
  let msg: string | null = null;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    msg = (JSON.parse(text) as { msg?: string }).msg ?? null;
  }
  return { status: response.status, text, msg, headers: response.headers };
}

/**
 * The data as a restore leaves it: mail that was waiting comes back as failed, never to be
 * sent (import-policy.ts). Columns after `status`: attempts, next_attempt_at, claimed_by,
 * claimed_until, sent_at, last_error.
 */
export function asRestored(text: string): string {
  return dataBody(text).replace(
    /'pending', (\d+), ('[^']*'), NULL, NULL, NULL, NULL, /g,
    `'failed', $1, $2, NULL, NULL, NULL, '${NOT_SENT_FROM_BACKUP}', `,
  );
}

const CLIENT_LINES = new Set([...HEAD_STATEMENTS, ...TAIL_STATEMENTS]);

/** The audit entry every import leaves on top of the rows it restored (modules/audit). */
const IMPORT_AUDIT_ENTRY = /^INSERT INTO audit_log \(.*'datenbank\.importiert'/;

/**
 * The export without its header comments, the engine's client statements and the imports' own
 * audit entries: the data, comparable across engines, times and round trips.
 */
export function dataBody(exportText: string): string {
  return exportText
    .split('\n')
    .filter((line) => !line.startsWith('-- ') && !CLIENT_LINES.has(line) && !IMPORT_AUDIT_ENTRY.test(line))
    .join('\n');
}

export async function checksum(t: TestApp, token: string): Promise<string> {
  const { status, text } = await exportSql(t, token);
  if (status !== 200) throw new Error(`Export fehlgeschlagen: ${status}`);
  return createHash('sha256').update(dataBody(text)).digest('hex');
}

/** Realistic rows in every table, written through TypeORM as the app writes them. */
export async function seedBackupData(t: TestApp): Promise<void> {
  const ds = t.dataSource;
  const user = await registerUser(t, { vorname: 'Jürgen', nachname: "O'Neill" });
  const categories = await ds.getRepository(CategoryEntity).save([
    { name: 'Sicherungstest DJs', description: 'Musik\nfür jede Feier', farbe: '#123abc' },
    { name: 'Sicherungstest Catering', description: null, farbe: '#48bb78' },
  ]);
  const provider = await ds.getRepository(ProviderEntity).save({
    firmenname: TRICKY_TEXT.slice(0, 150),
    beschreibung: `${TRICKY_TEXT}\n\nMehrzeilig.`,
    email: 'dj@beispiel.de',
    handynummer: '+49 170 1234567',
    websiteUrl: 'https://dj.example/?a=1&b=2',
    instagramUrl: null,
    istFreigeschaltet: true,
    eintragGueltigBis: '2027-02-28',
    neueKategorieVorschlag: null,
    searchName: 'obriens dj',
    searchText: 'obriens dj musik',
    erstelltAm: new Date('2026-01-02T03:04:05.678Z'),
    kategorien: categories,
  });
  await ds.getRepository(ProviderEntity).save({
    firmenname: 'Ausstehend GmbH',
    beschreibung: 'Noch nicht freigeschaltet',
    email: 'neu@beispiel.de',
    handynummer: null,
    websiteUrl: null,
    instagramUrl: 'https://instagram.com/x',
    istFreigeschaltet: false,
    eintragGueltigBis: null,
    neueKategorieVorschlag: 'Zauberer',
    searchName: 'ausstehend gmbh',
    searchText: 'ausstehend',
    erstelltAm: new Date('2026-03-04T05:06:07.000Z'),
    kategorien: [categories[1]],
  });
  const inquiry = await ds.getRepository(InquiryEntity).save({
    userId: user.id,
    anbieterId: provider.id,
    nachricht: 'Hallo,\nwir feiern am 1.5. – passt das?',
    eventDatum: '2026-05-01',
    gesendetAm: new Date('2026-04-01T10:00:00.000Z'),
    hatBewertet: true,
  });
  await ds.getRepository(ReviewEntity).save({
    anbieterId: provider.id,
    userId: user.id,
    inquiryId: inquiry.id,
    sterne: 5,
    kommentar: 'Super! \\o/',
    erstelltAm: new Date('2026-05-03T12:00:00.000Z'),
  });
  await ds.query('INSERT INTO contact_messages (name, email, message, erstellt_am) VALUES (?, ?, ?, ?)', [
    'Max',
    'max@beispiel.de',
    "Frage's\nzweite Zeile",
    '2026-06-01 08:00:00.000',
  ]);
  await ds.query(
    'INSERT INTO renewal_requests (anbieter_id, name, street, city, provider_name, provider_email, erstellt_am) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [provider.id, 'Max Muster', 'Weg 1', '12345 Ort', 'DJ', 'dj@beispiel.de', '2026-06-02 09:00:00.000'],
  );
  await ds.query(
    `INSERT INTO reports (art, ziel_id, grund, email, user_id, status, erstellt_am, entscheidung, begruendung,
      rechtsgrundlage, entschieden_am, entschieden_von) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      'anbieter',
      provider.id,
      "Gefälschte 'Fotos'\nzweite Zeile",
      'melder@beispiel.de',
      user.id,
      'erledigt',
      '2026-06-03 10:00:00.000',
      'abgelehnt',
      'Kein Verstoß erkennbar.',
      null,
      '2026-06-04 11:00:00.000',
      null,
    ],
  );
  await ds.query('INSERT INTO job_runs (run_key, job_name, started_at, finished_at) VALUES (?, ?, ?, ?)', [
    'expire-listings:2026-06-01',
    'expire-listings',
    '2026-06-01 01:15:00.000',
    null,
  ]);
  await ds.query(
    `INSERT INTO mail_outbox (cause_key, recipient, reply_to, subject, body_text, body_html, status, attempts,
      next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      'test:1',
      'a@beispiel.de',
      null,
      'Betreff',
      'Text',
      '<p>Text</p>',
      'sent',
      1,
      '2026-06-01 08:00:00.000',
      '2026-06-01 08:00:00.000',
    ],
  );
}

/** What `mariadb-dump` escapes and the clients trip over: CR before LF, NUL, Ctrl-Z, tab, both quotes, backslashes. */
export const CONTROL_TEXT =
  'Zeile 1\r\nZeile 2\tTab \\0 kein NUL, aber: \0 und \x1a; "doppelt" \'einfach\' \\\\ Ende\\';

/**
 * Rows in every exported table, with the awkward values in every kind of column: what
 * seedBackupData writes, plus owners, availability, photos, messages, the optional columns
 * filled and a pending mail.
 */
export async function fillEveryTable(t: TestApp): Promise<void> {
  await seedBackupData(t);
  const ds = t.dataSource;
  const one = async (sql: string) => Number(((await ds.query(sql)) as { id: number }[])[0].id);
  const providerId = await one('SELECT MIN(id) AS id FROM providers');
  const userId = await one('SELECT MAX(id) AS id FROM users');
  const inquiryId = await one('SELECT MIN(id) AS id FROM inquiries');
  await ds.query('INSERT INTO provider_owners (provider_id, user_id) VALUES (?, ?)', [providerId, userId]);
  await ds.query('INSERT INTO provider_availability (provider_id, datum) VALUES (?, ?), (?, ?)', [
    providerId,
    '2027-01-01',
    providerId,
    '2027-12-31',
  ]);
  // Issue 25: the calendar sync and the monthly counters.
  await ds.query(
    `INSERT INTO provider_calendars (anbieter_id, feed_token, import_url, import_stand, import_fehler)
      VALUES (?, ?, ?, ?, ?)`,
    [
      providerId,
      'T'.repeat(43),
      'https://kalender.example/privat.ics',
      '2026-11-20 10:00:00.000',
      'Fehler „ä“',
    ],
  );
  await ds.query('INSERT INTO provider_imported_days (anbieter_id, datum) VALUES (?, ?)', [
    providerId,
    '2027-02-02',
  ]);
  await ds.query(
    `INSERT INTO provider_monthly_stats (anbieter_id, monat, aufrufe, suchtreffer, angebote, buchungen)
      VALUES (?, ?, ?, ?, ?, ?)`,
    [providerId, '2026-11', 12, 40, 1, 1],
  );
  await ds.query(
    `INSERT INTO provider_photos (provider_id, position, datei, datei_klein, breite, hoehe, alt, erstellt_am)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      providerId,
      0,
      `${'a'.repeat(24)}-1600.webp`,
      `${'b'.repeat(24)}-480.webp`,
      1600,
      900,
      'Bühne „groß“ 🎤',
      '2026-07-01 12:30:45.123',
    ],
  );
  await ds.query(
    'INSERT INTO inquiry_messages (inquiry_id, von_anbieter, text, gesendet_am) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
    [
      inquiryId,
      1,
      CONTROL_TEXT,
      '2026-04-02 09:00:00.001',
      inquiryId,
      0,
      TRICKY_TEXT,
      '2026-04-02 09:05:00.999',
    ],
  );
  // Quotes and the shortlist (issue 25): a replaced quote and the open one, a saved provider.
  await ds.query(
    `INSERT INTO inquiry_quotes (inquiry_id, positionen, summe_cent, gueltig_bis, hinweis, status, gesendet_am, entschieden_am)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      inquiryId,
      JSON.stringify([{ text: 'DJ „Abend“ 🎧', betrag_cent: 45_000 }]),
      45_000,
      '2026-04-10',
      TRICKY_TEXT,
      'ersetzt',
      '2026-04-03 10:00:00.250',
      '2026-04-04 11:00:00.750',
      inquiryId,
      JSON.stringify([
        { text: 'DJ', betrag_cent: 40_000 },
        { text: 'Licht \\ Nebel', betrag_cent: 5_050 },
      ]),
      45_050,
      '2026-04-12',
      null,
      'offen',
      '2026-04-04 11:00:00.750',
      null,
    ],
  );
  await ds.query('INSERT INTO merkliste (user_id, anbieter_id, erstellt_am) VALUES (?, ?, ?)', [
    userId,
    providerId,
    '2026-03-03 03:03:03.333',
  ]);
  await ds.query('UPDATE users SET email_bestaetigt_am = ?, handynummer = ? WHERE id = ?', [
    '2026-02-03 04:05:06.789',
    '+49 (0)170 / 12-34',
    userId,
  ]);
  await ds.query(
    'UPDATE providers SET plz = ?, ort = ?, preis_ab = ?, einsatzradius_km = ?, neue_kategorie_vorschlag = ? WHERE id = ?',
    ['01067', 'Dresden-Neustadt', 0, 150, 'Zauberer & Co. \\ "Magie"', providerId],
  );
  await ds.query('UPDATE reviews SET antwort_text = ?, antwort_am = ?', [
    CONTROL_TEXT,
    '2026-05-04 00:00:00.000',
  ]);
  await ds.query('UPDATE job_runs SET finished_at = ?', ['2026-06-01 01:15:02.500']);
  // Invoices (issue 26): an invoice and its cancellation, the year's counter, two payments.
  await ds.query('INSERT INTO invoice_counters (jahr, letzte_nummer) VALUES (?, ?)', [2026, 2]);
  const invoiceColumns = `(nummer, art, storno_zu_id, anbieter_id, anbieter_name, email, empfaenger_name,
    empfaenger_strasse, empfaenger_ort, datum, faellig_am, leistung_von, leistung_bis, leistung, netto_cent,
    steuer_prozent, steuer_cent, brutto_cent, kleinunternehmer, aussteller, pdf_datei, pdf_sha256, erstellt_am)`;
  const invoice = (nummer: string, cancels: number | null, sign: number) => [
    nummer,
    cancels === null ? 'rechnung' : 'storno',
    cancels,
    providerId,
    'Zauberer & Co. \\ "Magie"',
    'rechnung@beispiel.de',
    TRICKY_TEXT.slice(0, 200),
    'Hauptstraße 1',
    '01067 Dresden',
    '2026-06-01',
    '2026-06-15',
    '2026-06-01',
    '2027-06-01',
    'Eintrag auf Event-Kompass, 12 Monate',
    sign * 3361,
    19,
    sign * 639,
    sign * 4000,
    0,
    JSON.stringify({ name: 'Beispiel „GmbH“', iban: 'DE89370400440532013000' }),
    `rechnung-${nummer}.pdf`,
    'a'.repeat(64),
    '2026-06-01 10:00:00.250',
  ];
  await ds.query(
    `INSERT INTO invoices ${invoiceColumns} VALUES (${Array(23).fill('?').join(', ')})`,
    invoice('RE-2026-00001', null, 1),
  );
  const invoiceId = await one('SELECT MIN(id) AS id FROM invoices');
  await ds.query(
    `INSERT INTO invoices ${invoiceColumns} VALUES (${Array(23).fill('?').join(', ')})`,
    invoice('RE-2026-00002', invoiceId, -1),
  );
  await ds.query(
    `INSERT INTO invoice_payments (rechnung_id, datum, betrag_cent, art, quelle, import_key, verlaengert_bis, erstellt_am)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      invoiceId,
      '2026-06-02',
      1500,
      'bar',
      'manuell',
      null,
      null,
      '2026-06-02 09:00:00.000',
      invoiceId,
      '2026-06-03',
      2500,
      'ueberweisung',
      'kontoauszug',
      'STMT-1:ENTRY-7',
      '2027-06-01',
      '2026-06-03 09:00:00.000',
    ],
  );
  await ds.query(
    `INSERT INTO mail_outbox (cause_key, recipient, reply_to, subject, body_text, body_html, status, attempts,
      next_attempt_at, claimed_by, claimed_until, last_error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      'test:2',
      'b@beispiel.de',
      'antwort@beispiel.de',
      'Grüße – „Betreff“',
      CONTROL_TEXT,
      '<p class="x">\'Ä\'</p>',
      'pending',
      2,
      '2026-06-02 08:00:00.000',
      'worker-1',
      '2026-06-02 08:01:00.000',
      'SMTP 421 \\ später',
      '2026-06-01 23:59:59.999',
    ],
  );
  await ds.query(
    'INSERT INTO audit_log (zeit, admin_email, aktion, ziel, details) VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
    [
      '2026-06-03 07:00:00.250',
      'admin@beispiel.de',
      'anbieter.geaendert',
      'Anbieter 1',
      JSON.stringify({ beschreibung: TRICKY_TEXT }),
      '2026-06-03 07:00:01.000',
      'admin@beispiel.de',
      'sicherung.erstellt',
      'Sicherung',
      null,
    ],
  );
}

/**
 * Every row of a table as the driver returns it, in a fixed order; `comparable` turns each value
 * into the literal the export writes, so rows of the two engines can be compared.
 */
export async function tableRows(
  t: TestApp,
  table: TableSpec,
  comparable = false,
): Promise<Record<string, unknown>[]> {
  const order =
    table.order.kind === 'id'
      ? 'id'
      : table.order.kind === 'pair'
        ? `${table.order.first}, ${table.order.second}`
        : table.order.column;
  const rows: Record<string, unknown>[] = await t.dataSource.query(
    `SELECT ${table.columns.map((c) => c.name).join(', ')} FROM ${table.name} ORDER BY ${order}`,
  );
  if (!comparable) return rows;
  return rows.map((row) =>
    Object.fromEntries(table.columns.map((c) => [c.name, toSqlLiteral(c.kind, row[c.name])])),
  );
}

export type SharedDatabase = Awaited<ReturnType<typeof createSharedDatabase>>;

/** The connection options of the `mariadb` command-line tools for a shared MariaDB database. */
export function mariadbArgs(db: SharedDatabase): { args: string[]; name: string } {
  const url = new URL(db.env.DATABASE_URL);
  const password = decodeURIComponent(url.password);
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port || '3306'}`,
      `--user=${decodeURIComponent(url.username)}`,
      ...(password ? [`--password=${password}`] : []),
    ],
    name: url.pathname.replace(/^\//, ''),
  };
}

/** Pipes a backup into the engine's own client, as an operator without the app would. */
export function restoreWithClient(db: SharedDatabase, file: string): void {
  const run =
    ENGINE === 'mysql'
      ? spawnSync('mariadb', [...mariadbArgs(db).args, mariadbArgs(db).name], {
          input: file,
          encoding: 'utf8',
        })
      : spawnSync('sqlite3', ['-bail', db.env.DATABASE_PATH], { input: file, encoding: 'utf8' });
  expect({ status: run.status, stderr: run.stderr, error: run.error }).toEqual({
    status: 0,
    stderr: '',
    error: undefined,
  });
}

/** Every table of `restored` holds exactly the rows of `source` that an export carries. */
export async function expectSameAsExported(restored: TestApp, source: TestApp): Promise<void> {
  for (const table of backupSchema(source.dataSource).all) {
    // The export leaves single-use links out (import-policy.ts); everything else is as it was.
    const expected = table.secret
      ? []
      : (await tableRows(source, table)).map((row) => redactForExport(table, row));
    expect({ table: table.name, rows: await tableRows(restored, table) }).toEqual({
      table: table.name,
      rows: expected,
    });
  }
}
