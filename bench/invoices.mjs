#!/usr/bin/env node
/**
 * Year-end renewals (issue 26): N providers whose listing is due renew at once through the real
 * route `POST /api/renewal/billing-info`, split across two app instances on the same database, and
 * every answer is an invoice. Checks afterwards that the numbers are RE-YYYY-00001 … N without a
 * gap or a duplicate and that every invoice has its mail (with the PDF attached) in the outbox, then
 * waits until every PDF is stored (they are rendered after the commit) and reports invoices/s and
 * PDFs/s, with the instances' CPU time and the load average (the machine may be shared).
 *
 *   npm run build -w backend && node bench/invoices.mjs [--only sqlite|mysql] [--invoices 10000]
 *     [--instances 2] [--concurrency 8] [--port 3895] [--mysql-db ek_bench_invoices]
 *
 * `--concurrency` is the number of requests in flight per instance. The renewal form allows 20
 * requests an hour per client address; the bench starts the apps with TRUST_PROXY=true and sends
 * each provider's request with an address of its own (X-Forwarded-For), as 10 000 providers at
 * their own connections would, so the limit applies as in production and is never met.
 * Background work (jobs, mail delivery) is off, so the mails stay in the outbox to be counted. On
 * SQLite the instances share one file, as two processes may (docs/decisions.md: Rechnungen): the
 * counter's UPDATE takes the write lock first, so the other instance waits there.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOfTree, freshDatabase, innodbSettled, startApp, stop, waitHealthy } from './app-process.mjs';
import { option } from './cli.mjs';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');
const Database = require('better-sqlite3');
const { providerSearchColumns } = require('../backend/dist/common/text/provider-search-columns.js');

const INVOICES = Number(option('invoices', 10_000));
const INSTANCES = Number(option('instances', 2));
const CONCURRENCY = Number(option('concurrency', 8));
const BASE_PORT = Number(option('port', 3895));
const ONLY = option('only', null);
const MYSQL_DB = option('mysql-db', 'ek_bench_invoices');
const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
/** How long the PDFs may take after the last answer before the bench gives up. */
const PDF_TIMEOUT_MS = 30 * 60_000;

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const seconds = (ms) => (ms / 1000).toFixed(1);
const load = () => loadavg()[0].toFixed(1);

/** The database, opened for the bench's own reads and writes. */
async function openDatabase(engine, env) {
  if (engine === 'sqlite') {
    const db = new Database(env.DATABASE_PATH);
    db.pragma('busy_timeout = 10000');
    return {
      all: async (sql, params = []) => db.prepare(sql).all(...params),
      insertMany: async (sql, rows) => {
        const statement = db.prepare(sql);
        db.transaction(() => rows.forEach((row) => statement.run(...row)))();
      },
      close: async () => db.close(),
    };
  }
  const connection = await mysql.createConnection({ uri: env.DATABASE_URL, timezone: 'Z' });
  return {
    all: async (sql, params = []) => (await connection.query(sql, params))[0],
    insertMany: async (sql, rows) => {
      const head = sql.slice(0, sql.indexOf('VALUES') + 'VALUES'.length);
      const tuple = sql.slice(sql.indexOf('VALUES') + 'VALUES'.length);
      for (let start = 0; start < rows.length; start += 1000) {
        const part = rows.slice(start, start + 1000);
        await connection.query(`${head} ${part.map(() => tuple).join(', ')}`, part.flat());
      }
    },
    close: () => connection.end(),
  };
}

/** N activated providers whose listing ends in two weeks: the renewal reminders went out to all. */
async function seedDueProviders(db, today) {
  const due = addDays(today, 14);
  const created = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const rows = Array.from({ length: INVOICES }, (_, n) => {
    const firmenname = `Jahresend-Anbieter ${n + 1}`;
    const beschreibung = 'DJ und Technik für Feiern aller Art.';
    const { searchName, searchText } = providerSearchColumns(firmenname, beschreibung, []);
    return [
      n + 1,
      firmenname,
      beschreibung,
      `anbieter${n + 1}@beispiel.de`,
      1,
      due,
      searchName,
      searchText,
      created,
    ];
  });
  await db.insertMany(
    `INSERT INTO providers (id, firmenname, beschreibung, email, ist_freigeschaltet, eintrag_gueltig_bis,
      search_name, search_text, erstellt_am) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    rows,
  );
}

/** Sends every provider's renewal, instance by provider id, CONCURRENCY in flight per instance. */
async function issueAll(urls) {
  const statuses = new Map();
  const failures = [];
  const issued = [];
  const perInstance = urls.map((url, instance) => {
    const ids = [];
    for (let id = 1 + instance; id <= INVOICES; id += urls.length) ids.push(id);
    return { url, ids };
  });
  const worker = async ({ url, ids }) => {
    while (ids.length > 0) {
      const id = ids.shift();
      const response = await fetch(`${url}/api/renewal/billing-info`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // Each provider renews from its own address (see the header of this file).
          'x-forwarded-for': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`,
        },
        body: JSON.stringify({
          name: `Kunde ${id} GmbH`,
          street: 'Hauptstraße 1',
          city: '68159 Mannheim',
          providerName: `Jahresend-Anbieter ${id}`,
          providerEmail: '',
          providerId: id,
        }),
      });
      const body = await response.json().catch(() => null);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201) issued.push(body.rechnung.nummer);
      else if (failures.length < 5) failures.push(`${response.status} ${JSON.stringify(body)}`);
    }
  };
  await Promise.all(perInstance.flatMap((part) => Array.from({ length: CONCURRENCY }, () => worker(part))));
  return { statuses, failures, issued };
}

/** RE-YYYY-00001 … N, each once: what is missing, what is doubled, what does not belong. */
function checkNumbers(numbers, year) {
  const expected = new Set(
    Array.from({ length: INVOICES }, (_, n) => `RE-${year}-${String(n + 1).padStart(5, '0')}`),
  );
  const seen = new Set();
  const duplicates = [];
  const foreign = [];
  for (const nummer of numbers) {
    if (seen.has(nummer)) duplicates.push(nummer);
    seen.add(nummer);
    if (!expected.has(nummer)) foreign.push(nummer);
  }
  const missing = [...expected].filter((nummer) => !seen.has(nummer));
  return { missing, duplicates, foreign };
}

/** Polls until every invoice has its stored PDF (hash in the row and the file); the timeline of counts. */
async function waitForPdfs(db, uploads, since) {
  const timeline = [];
  const until = performance.now() + PDF_TIMEOUT_MS;
  for (;;) {
    const [{ n }] = await db.all('SELECT COUNT(*) AS n FROM invoices WHERE pdf_sha256 IS NOT NULL');
    const files = existsSync(uploads)
      ? readdirSync(uploads).filter((f) => /^rechnung-RE-.*\.pdf$/.test(f)).length
      : 0;
    const at = performance.now() - since;
    timeline.push({ at, hashes: Number(n), files });
    if (Number(n) >= INVOICES && files >= INVOICES) return timeline;
    if (performance.now() > until) throw new Error(`Nach ${PDF_TIMEOUT_MS / 60_000} min erst ${n} PDFs.`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), `ek-bench-invoices-${engine}-`));
  const env = {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    ...(await freshDatabase(engine, dataDir, MYSQL_URL, MYSQL_DB)),
  };
  const urls = Array.from({ length: INSTANCES }, (_, n) => `http://127.0.0.1:${BASE_PORT + n}`);
  const today = berlinToday();
  const year = today.slice(0, 4);

  console.log(`\n[${engine}] Schema anlegen, ${INVOICES} fällige Einträge anlegen …`);
  const first = startApp(env, BASE_PORT);
  await waitHealthy(urls[0]);
  await stop(first);
  const db = await openDatabase(engine, env);
  await seedDueProviders(db, today);
  if (engine === 'mysql') await innodbSettled(env.DATABASE_URL);

  const apps = urls.map((_, n) => startApp(env, BASE_PORT + n));
  try {
    await Promise.all(urls.map((url) => waitHealthy(url)));
    const cpuBefore = apps.map((app) => cpuMsOfTree(app.pid));
    const loadBefore = load();
    console.log(
      `[${engine}] ${INVOICES} Verlängerungen über ${INSTANCES} Instanzen (je ${CONCURRENCY} gleichzeitig), Last ${loadBefore} …`,
    );
    const since = performance.now();
    const { statuses, failures, issued } = await issueAll(urls);
    const issueMs = performance.now() - since;
    const cpuIssue = apps.map((app, n) => cpuMsOfTree(app.pid) - cpuBefore[n]);
    const loadAfterIssue = load();
    console.log(
      `[${engine}] Antworten in ${seconds(issueMs)} s (${(INVOICES / (issueMs / 1000)).toFixed(0)} Rechnungen/s), Status ${JSON.stringify(Object.fromEntries(statuses))}, CPU der Instanzen ${cpuIssue.map(seconds).join(' + ')} s, Last ${loadAfterIssue}`,
    );
    for (const failure of failures) console.log(`  z. B. ${failure}`);

    const rows = await db.all("SELECT id, nummer FROM invoices WHERE art = 'rechnung'");
    const numbers = checkNumbers(
      rows.map((row) => row.nummer),
      year,
    );
    const answered = checkNumbers(issued, year);
    const mails = new Set(
      (
        await db.all(
          "SELECT cause_key FROM mail_outbox WHERE cause_key LIKE 'invoice:%:issued' AND attachment IS NOT NULL",
        )
      ).map((row) => row.cause_key),
    );
    const withoutMail = rows.filter((row) => !mails.has(`invoice:${row.id}:issued`)).length;
    console.log(
      `[${engine}] Nummern: ${rows.length} Rechnungen, fehlend ${numbers.missing.length}, doppelt ${numbers.duplicates.length}, fremd ${numbers.foreign.length}; Antworten: fehlend ${answered.missing.length}, doppelt ${answered.duplicates.length}; ohne Mail mit PDF im Ausgang ${withoutMail}`,
    );

    const timeline = await waitForPdfs(db, join(dataDir, 'uploads'), since);
    const pdfMs = timeline.at(-1).at;
    const cpuTotal = apps.map((app, n) => cpuMsOfTree(app.pid) - cpuBefore[n]);
    const atAnswers = timeline.find((point) => point.at >= issueMs) ?? timeline.at(-1);
    console.log(
      `[${engine}] PDFs: alle ${INVOICES} nach ${seconds(pdfMs)} s (${(INVOICES / (pdfMs / 1000)).toFixed(1)} PDFs/s insgesamt; bei der letzten Antwort ${atAnswers.hashes} gespeichert), CPU der Instanzen ${cpuTotal.map(seconds).join(' + ')} s, Last ${load()}`,
    );
    const ok =
      statuses.get(201) === INVOICES &&
      numbers.missing.length + numbers.duplicates.length + numbers.foreign.length === 0 &&
      answered.missing.length + answered.duplicates.length === 0 &&
      withoutMail === 0;
    return {
      engine,
      ok,
      issueSeconds: issueMs / 1000,
      invoicesPerSecond: INVOICES / (issueMs / 1000),
      pdfSeconds: pdfMs / 1000,
      pdfsPerSecond: INVOICES / (pdfMs / 1000),
      cpuIssueSeconds: cpuIssue.reduce((a, b) => a + b, 0) / 1000,
      cpuTotalSeconds: cpuTotal.reduce((a, b) => a + b, 0) / 1000,
      load: `${loadBefore}–${loadAfterIssue}`,
    };
  } finally {
    for (const app of apps) await stop(app);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'mysql') {
      const admin = await mysql.createConnection(MYSQL_URL);
      await admin.query(`DROP DATABASE IF EXISTS \`${MYSQL_DB}\``);
      await admin.end();
    }
  }
}

const engines = ONLY ? [ONLY] : ['sqlite', 'mysql'];
const results = [];
for (const engine of engines) results.push(await benchEngine(engine));
console.log(
  `\n| Datenbank | Rechnungen | Instanzen | Antworten | Rechnungen/s | alle PDFs | PDFs/s | CPU (Instanzen) | Last | geprüft |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.engine === 'mysql' ? 'MariaDB' : 'SQLite'} | ${INVOICES} | ${INSTANCES} | ${r.issueSeconds.toFixed(1)} s | ${r.invoicesPerSecond.toFixed(0)} | ${r.pdfSeconds.toFixed(1)} s | ${r.pdfsPerSecond.toFixed(1)} | ${r.cpuIssueSeconds.toFixed(0)} s / ${r.cpuTotalSeconds.toFixed(0)} s | ${r.load} | ${r.ok ? 'lückenlos, je eine Mail' : '**Fehler**'} |`,
  );
}
if (results.some((r) => !r.ok)) process.exitCode = 1;
