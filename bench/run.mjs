#!/usr/bin/env node
/**
 * `npm run bench`: load benchmarks against the production build on loopback.
 * For each engine (SQLite always; MariaDB when reachable or with --mysql): a fresh database,
 * the large data set (bench/seed-large.mjs), then autocannon runs of each scenario; medians
 * of several runs. The categories scenario runs side by side with a bare node:http server
 * returning the same bytes. Prints a Markdown report and writes it to docs/benchmarks.md
 * between the generated markers.
 *
 * Options: --runs N (default 3), --duration S (default 8), --connections C (default 50),
 *          --only sqlite|mysql, --scenario <part of a name>[,…] (only those), --no-write
 *          (print, but leave docs/benchmarks.md alone). Every scenario gets a short warm-up
 *          run first that is not counted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { seedLarge, SIZES } from './seed-large.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');
const mysql = require('mysql2/promise');

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const DURATION = Number(option('duration', 8));
const CONNECTIONS = Number(option('connections', 50));
const ONLY = option('only', null);
const SCENARIOS = option('scenario', null)?.split(',');
const WRITE = !args.includes('--no-write');
const WARMUP_SECONDS = 2;
const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1';
const SEARCH_QUERIES = [
  'hochzeit',
  'dj muller',
  'fotobox',
  'catering grillbuffet',
  'strassenfest',
  'cafe',
  'live-band saxophon',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The seed makes every 20th provider a pending application; the rest are public. */
function randomPublicProviderId() {
  const id = 1 + Math.floor(Math.random() * SIZES.providers);
  return id % 20 === 0 ? id - 1 : id;
}

function startApp(env, port) {
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      BACKGROUND_WORK: 'false',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/**
 * After the bulk load InnoDB purges old row versions for a while, on the same two cores the
 * measurement needs; wait (at most 60 s) until the purge backlog is gone.
 */
async function innodbSettled(databaseUrl) {
  const connection = await mysql.createConnection(databaseUrl);
  const until = Date.now() + 60_000;
  try {
    while (Date.now() < until) {
      const [rows] = await connection.query(
        "SHOW GLOBAL STATUS WHERE Variable_name = 'Innodb_history_list_length'",
      );
      if (rows.every((row) => Number(row.Value) < 100)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await connection.end();
  }
}

async function waitHealthy(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`App unter ${url} wurde nicht gesund.`);
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What every browser sends; the storefront's reads are served compressed, so measure them so. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const wanted = (name) => !SCENARIOS || SCENARIOS.some((part) => name.includes(part));

async function measure(name, opts) {
  if (!wanted(name)) return null;
  // JIT, connection setup and the first cache fill are not what we measure.
  await cannon({ ...opts, duration: WARMUP_SECONDS });
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await cannon(opts));
  const summary = {
    name,
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    ok: results.reduce((sum, r) => sum + r['2xx'], 0),
    bytesPerResponse: median(results.map((r) => r.throughput.total / Math.max(1, r.requests.total))),
  };
  console.log(
    `  ${name}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, Fehler/nicht-2xx ${summary.non2xx}`,
  );
  return summary;
}

async function benchEngine(engine) {
  const port = engine === 'sqlite' ? 3881 : 3882;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `ek-bench-${engine}-`));
  const env = { DATA_DIR: dataDir };
  let target;
  if (engine === 'mysql') {
    const admin = await mysql.createConnection(MYSQL_URL);
    await admin.query('DROP DATABASE IF EXISTS ek_bench');
    await admin.query('CREATE DATABASE ek_bench CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await admin.end();
    env.DATABASE_URL = `${MYSQL_URL.replace(/\/+$/, '')}/ek_bench`;
    target = { mysql: env.DATABASE_URL };
  } else {
    env.DATABASE_PATH = join(dataDir, 'bench.sqlite');
    target = { sqlite: env.DATABASE_PATH };
  }
  console.log(`\n[${engine}] Schema anlegen …`);
  let app = startApp(env, port);
  await waitHealthy(url);
  await stop(app);
  const seedSeconds = await seedLarge(target);
  console.log(`[${engine}] Daten erzeugt in ${seedSeconds.toFixed(1)} s`);
  if (engine === 'mysql') await innodbSettled(env.DATABASE_URL);
  app = startApp(env, port);
  await waitHealthy(url);

  const results = { engine, seedSeconds, scenarios: [] };
  const push = (summary) => summary && results.scenarios.push(summary);
  const bodyFile = join(dataDir, 'categories.json');
  writeFileSync(bodyFile, await (await fetch(`${url}/api/categories`)).text());
  const bare = spawn(process.execPath, [join(root, 'bench/bare-server.mjs'), '3883', bodyFile], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  push(await measure('GET /api/categories (App)', { url: `${url}/api/categories` }));
  push(await measure('GET /api/categories (nacktes node:http)', { url: 'http://127.0.0.1:3883/' }));
  await stop(bare);

  push(
    await measure('GET /api/search?q=…', {
      url,
      headers: BROWSER_HEADERS,
      requests: SEARCH_QUERIES.map((q) => ({
        method: 'GET',
        path: `/api/search?q=${encodeURIComponent(q)}`,
      })),
    }),
  );
  push(
    await measure('GET /api/providers/category/{id}', {
      url,
      headers: BROWSER_HEADERS,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/providers/category/${1 + Math.floor(Math.random() * SIZES.categories)}`,
          }),
        },
      ],
    }),
  );
  push(
    await measure('GET /api/providers/{id}', {
      url,
      headers: BROWSER_HEADERS,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/providers/${randomPublicProviderId()}`,
          }),
        },
      ],
    }),
  );

  // Inquiries from many users (each is limited per hour), to public providers, for a future date.
  const tokens = Array.from({ length: 10_000 }, (_, i) =>
    jwt.sign(
      {
        user: {
          id: i + 1,
          vorname: 'Bench',
          nachname: 'Nutzer',
          email: `nutzer${i + 1}@beispiel.de`,
          isAdmin: false,
        },
        tv: 0,
      },
      JWT_SECRET,
      { algorithm: 'HS256', expiresIn: '1h' },
    ),
  );
  const eventDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  /** Which of the acknowledged ids are in the database (the reconciliation: none may be missing). */
  const presentIds = async (ids) => {
    const present = new Set();
    const chunks = [];
    for (let i = 0; i < ids.length; i += 5000) chunks.push(ids.slice(i, i + 5000));
    if (engine === 'mysql') {
      const connection = await mysql.createConnection(env.DATABASE_URL);
      for (const chunk of chunks) {
        const [rows] = await connection.query('SELECT id FROM inquiries WHERE id IN (?)', [chunk]);
        for (const row of rows) present.add(Number(row.id));
      }
      await connection.end();
    } else {
      const Database = require('better-sqlite3');
      const db = new Database(env.DATABASE_PATH, { readonly: true });
      for (const chunk of chunks) {
        const rows = db
          .prepare(`SELECT id FROM inquiries WHERE id IN (${chunk.map(() => '?').join(',')})`)
          .all(chunk);
        for (const row of rows) present.add(Number(row.id));
      }
      db.close();
    }
    return present;
  };
  const acknowledged = [];
  let counter = 0;
  const inquiry = await measure('POST /api/inquiries', {
    url,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          counter += 1;
          const provider = 1 + ((counter * 7) % SIZES.providers);
          return {
            ...req,
            path: '/api/inquiries',
            headers: { 'content-type': 'application/json', 'x-auth-token': tokens[counter % tokens.length] },
            body: JSON.stringify({
              anbieter_id: provider % 20 === 0 ? provider - 1 : provider,
              event_datum: eventDate,
              nachricht: 'Hallo, wir hätten gern ein Angebot für unsere Feier.',
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push(JSON.parse(body).id);
        },
      },
    ],
  });
  if (inquiry) {
    const present = await presentIds(acknowledged);
    inquiry.acknowledged = acknowledged.length;
    inquiry.missing = acknowledged.filter((id) => !present.has(id)).length;
    console.log(
      `  POST /api/inquiries: ${inquiry.acknowledged} bestätigt (mit Aufwärmlauf), davon fehlen in der Datenbank: ${inquiry.missing}`,
    );
  }
  push(inquiry);
  await stop(app);
  return results;
}

function report(all) {
  const cpu = cpus()[0]?.model ?? 'unbekannt';
  const lines = [
    `Gemessen am ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC mit \`npm run bench\` (${RUNS} Läufe je ${DURATION} s, ${CONNECTIONS} Verbindungen, Median).`,
    `Maschine: ${cpus().length} Kerne (${cpu}), Node ${process.version}. Daten: ${SIZES.providers} Anbieter, ${SIZES.categories} Kategorien, ${SIZES.users} Nutzer, ${SIZES.inquiries} Anfragen, ${SIZES.reviews} Bewertungen.`,
    '',
  ];
  for (const { engine, seedSeconds, scenarios } of all) {
    lines.push(
      `### ${engine === 'sqlite' ? 'SQLite' : 'MariaDB'} (Datenerzeugung ${seedSeconds.toFixed(1)} s)`,
      '',
    );
    lines.push(
      '| Szenario | req/s | p50 ms | p99 ms | Fehler/nicht-2xx | Bytes/Antwort |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const s of scenarios)
      lines.push(
        `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.non2xx} | ${Math.round(s.bytesPerResponse)} |`,
      );
    const app = scenarios.find((s) => s.name.includes('(App)'));
    const bare = scenarios.find((s) => s.name.includes('node:http'));
    const inquiry = scenarios.find((s) => s.name.startsWith('POST'));
    lines.push('');
    if (app && bare)
      lines.push(`Kategorien: App ${((app.rps / bare.rps) * 100).toFixed(0)} % von node:http.`);
    if (inquiry)
      lines.push(
        `Anfragen: ${inquiry.acknowledged} bestätigt (Messläufe und Aufwärmlauf), nach dem Lauf per ID abgeglichen: ${inquiry.missing} fehlen.`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

const engines = [];
if (ONLY !== 'mysql') engines.push('sqlite');
if (ONLY !== 'sqlite') {
  try {
    const c = await mysql.createConnection({ uri: MYSQL_URL, connectTimeout: 3000 });
    await c.end();
    engines.push('mysql');
  } catch {
    console.warn(`MariaDB unter ${MYSQL_URL} nicht erreichbar – nur SQLite.`);
  }
}
const all = [];
for (const engine of engines) all.push(await benchEngine(engine));
const markdown = report(all);
console.log(`\n${markdown}`);
if (!WRITE) process.exit(0);
const docPath = join(root, 'docs/benchmarks.md');
const begin = '<!-- bench:begin -->';
const end = '<!-- bench:end -->';
let doc = readFileSync(docPath, 'utf8');
doc = doc.slice(0, doc.indexOf(begin) + begin.length) + `\n${markdown}\n` + doc.slice(doc.indexOf(end));
writeFileSync(docPath, doc);
console.log(`\nErgebnis in docs/benchmarks.md eingetragen.`);
