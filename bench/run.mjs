#!/usr/bin/env node
/**
 * `npm run bench`: load benchmarks against the production build on loopback.
 * For each engine (SQLite always; MariaDB when reachable or with --mysql): a fresh database,
 * the large data set (bench/seed-large.mjs), then autocannon runs of each scenario; medians
 * of several runs. The categories scenario runs side by side with a bare node:http server
 * returning the same bytes. Prints a Markdown report and writes it to docs/benchmarks.md
 * between the generated markers.
 *
 * The typed-search scenarios send a new query with every request (bench/typed-queries.mjs), so
 * they measure the search itself rather than the answer cache; beside them a bare node:http
 * server returns a typical search answer. The report checks the targets of issue 12. The broad
 * searches of issue 23 (bench/broad-search.mjs: full pages without `limit`) run on fresh app
 * processes of their own, with and without the answer cache.
 *
 * Options: --runs N (default 3), --duration S (default 8), --connections C (default 50),
 *          --only sqlite|mysql, --scenario <part of a name>[,…] (only those, any case), --no-write
 *          (print, but leave docs/benchmarks.md alone), --providers N (default 10 000; the data
 *          scales with it, see seed-large.mjs), --port P (first of three ports, default 3881),
 *          --mysql-db NAME (default ek_bench), --reuse / --fresh (keep the seeded SQLite file in
 *          the temp directory and start from a copy next time; default: only above 10 000
 *          providers), --workers N (default 2: the typed searches once more with the app as N
 *          server processes, WEB_CONCURRENCY=N; 1 leaves that out). Every scenario gets a short
 *          warm-up run first that is not counted.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get as httpGet } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_PROVIDERS, postalCodes, seededRandom, seedLarge, sizesFor } from './seed-large.mjs';
import { typedQueries } from './typed-queries.mjs';
import { BROAD_UNCACHED, measureBroadSearch } from './broad-search.mjs';
import { ATTACK, attackReport, attackScenario } from './attack.mjs';
import {
  BENCH_JWT_SECRET,
  cpuMsOfTree,
  freshDatabase,
  innodbSettled,
  startApp,
  stop,
  waitHealthy,
} from './app-process.mjs';
import { flag, option } from './cli.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const jwt = require('jsonwebtoken');
const mysql = require('mysql2/promise');

const root = new URL('..', import.meta.url).pathname;
const RUNS = Number(option('runs', 3));
const DURATION = Number(option('duration', 8));
const CONNECTIONS = Number(option('connections', 50));
const ONLY = option('only', null);
const SCENARIOS = option('scenario', null)?.split(',');
const WRITE = !flag('no-write');
const PROVIDERS = Number(option('providers', DEFAULT_PROVIDERS));
const SIZES = sizesFor(PROVIDERS);
const BASE_PORT = Number(option('port', 3881));
const MYSQL_DB = option('mysql-db', 'ek_bench');
/** Seeding 100 000 providers takes a while; above the default size the file is kept for next time. */
const REUSE = flag('reuse') || (!flag('fresh') && PROVIDERS > DEFAULT_PROVIDERS);
if (!Number.isInteger(PROVIDERS) || PROVIDERS < 100) {
  console.error('--providers braucht eine ganze Zahl ≥ 100.');
  process.exit(1);
}
const WARMUP_SECONDS = 2;
/** The app as several processes (node:cluster), as run on a server with this many cores. */
const WORKERS = Number(option('workers', 2));
const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const JWT_SECRET = BENCH_JWT_SECRET;
const TYPED = 'Suche wie getippt (App)';
const TYPED_FILTERED = 'Suche wie getippt, Filter und Seiten (App)';
const TYPED_BARE = 'Suche wie getippt (nacktes node:http)';
const JSON_DETAIL = 'GET /api/providers/{id}';
const SSR_PAGE = 'GET /provider/{id} (HTML, auf dem Server gerendert)';
const JSON_DETAIL_UNCACHED = 'GET /api/providers/{id} (ohne Antwortcache)';
const SSR_PAGE_UNCACHED = 'GET /provider/{id} (HTML, ohne Antwortcache)';
/** Issue 25: the cached provider page with view counting on must keep 95 % of its rate without it. */
const PAGE_UNCOUNTED = 'GET /provider/{id} (HTML aus dem Cache, Browser, ohne Zählen)';
const PAGE_COUNTED = 'GET /provider/{id} (HTML aus dem Cache, Browser, Aufrufe gezählt)';
/** A browser's user agent: without one (autocannon's default) a request is not counted as a view. */
const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const clustered = (name) => name.replace('(App)', `(App, ${WORKERS} Prozesse)`);
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

/**
 * Asks for every public provider's `path` once (32 at a time), as a crawler's pass would: the
 * cached scenarios then measure repeated answers, not the first fill of the cache.
 */
async function askEveryProvider(url, path, headers) {
  let next = 1;
  const worker = async () => {
    while (next <= SIZES.providers) {
      const id = next++;
      if (id % 20 === 0) continue;
      await (await fetch(`${url}${path(id)}`, { headers })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/** The seed makes every 20th provider a pending application; the rest are public. */
function randomPublicProviderId() {
  const id = 1 + Math.floor(Math.random() * SIZES.providers);
  return id % 20 === 0 ? id - 1 : id;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** What every browser sends; the storefront's reads are served compressed, so measure them so. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const wanted = (name) =>
  !SCENARIOS || SCENARIOS.some((part) => name.toLowerCase().includes(part.toLowerCase()));

/** One scenario's runs, read as the table shows them (medians over the runs). */
function summarize(name, results, tally) {
  const summary = {
    name,
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    ok: results.reduce((sum, r) => sum + r['2xx'], 0),
    bytesPerResponse: median(results.map((r) => r.throughput.total / Math.max(1, r.requests.total))),
  };
  if (tally) summary.repeatShare = tally.repeated / Math.max(1, tally.sent);
  return summary;
}

/** The app's CPU per request and the cores the load generator took, over a stretch of runs. */
function cpuMeter(appPid) {
  const appBefore = cpuMsOfTree(appPid);
  const generatorBefore = process.cpuUsage();
  const since = performance.now();
  return (requests) => {
    const generator = process.cpuUsage(generatorBefore);
    return {
      cpuUsPerRequest: ((cpuMsOfTree(appPid) - appBefore) * 1000) / Math.max(1, requests),
      generatorCores: (generator.user + generator.system) / 1e6 / ((performance.now() - since) / 1000),
    };
  };
}

function logSummary(summary, tally) {
  console.log(
    `  ${summary.name}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, Fehler/nicht-2xx ${summary.non2xx}` +
      (tally ? `, wiederholte URLs ${(100 * summary.repeatShare).toFixed(1)} %` : ''),
  );
}

/**
 * `tally` (optional) counts the paths a request generator sends; it is reset after the warm-up,
 * so the share of repeated paths covers the measured runs only.
 */
async function measure(name, opts, tally, appPid) {
  if (!wanted(name)) return null;
  // JIT, connection setup and the first cache fill are not what we measure.
  await cannon({ ...opts, duration: WARMUP_SECONDS });
  tally?.reset();
  const results = [];
  const meter = appPid ? cpuMeter(appPid) : null;
  for (let i = 0; i < RUNS; i++) results.push(await cannon(opts));
  const summary = summarize(name, results, tally);
  if (meter) Object.assign(summary, meter(results.reduce((sum, r) => sum + r.requests.total, 0)));
  logSummary(summary, tally);
  return summary;
}

/**
 * Two scenarios on the same app whose ratio is a target: their runs alternate (a, b, a, b, …), and the
 * ratio is the median of each pair's, so that the shared machine getting faster or slower during the
 * measurement (seen: twice as slow for minutes) moves both sides of a pair alike instead of one
 * scenario's whole block. The summaries get `ratioToFirst` (b's req/s over a's, per pair, median).
 */
async function measurePair([first, second], appPid) {
  const both = [first, second];
  for (const { opts } of both) await cannon({ ...opts, duration: WARMUP_SECONDS });
  const results = both.map(() => []);
  const cpuUs = both.map(() => 0);
  const requests = both.map(() => 0);
  for (let i = 0; i < RUNS; i++)
    for (const [index, { opts }] of both.entries()) {
      // Each scenario may run against an app of its own (`pid`); else both against `appPid`.
      const pid = both[index].pid ?? appPid;
      const before = cpuMsOfTree(pid);
      const result = await cannon(opts);
      results[index].push(result);
      cpuUs[index] += (cpuMsOfTree(pid) - before) * 1000;
      requests[index] += result.requests.total;
    }
  const ratios = results[1].map((r, i) => r.requests.average / Math.max(1, results[0][i].requests.average));
  return both.map(({ name }, index) => {
    const summary = summarize(name, results[index]);
    summary.cpuUsPerRequest = cpuUs[index] / Math.max(1, requests[index]);
    if (index === 1) summary.ratioToFirst = median(ratios);
    logSummary(summary);
    return summary;
  });
}

/** Polls `url` until it answers 200; milliseconds since `since`. Fails when the app exits. */
async function msUntilOk(url, since, child, timeoutMs = 120_000) {
  while (performance.now() - since < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`App beendet (Code ${child.exitCode}) vor ${url}.`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} antwortete nicht binnen ${timeoutMs / 1000} s.`);
}

/**
 * Starts the app on seeded data and times the start: until the liveness probe answers, and until
 * a first search answers (an index built at start must be done by then).
 */
async function startMeasured(env, port, url) {
  const since = performance.now();
  const app = startApp(env, port);
  const liveMs = await msUntilOk(`${url}/api/health/live`, since, app);
  const searchMs = await msUntilOk(`${url}/api/search?q=hochzeit+fotograf&limit=24`, since, app);
  await waitHealthy(url);
  return { app, startup: { liveMs, searchMs } };
}

/** Resident and peak memory of a process in MB (Linux /proc; null elsewhere). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The raw bytes of an answer, compressed as sent, with its headers (fetch would decompress). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const CODES = postalCodes();
const PLZ_CODES = CODES.map((code) => code.plz);
/** Every tenth place of the table: place names that occur in the data, as people add them to a query. */
const QUERY_PLACES = [...new Set(CODES.map((code) => code.ort))].filter((_, i) => i % 10 === 0);

/**
 * Search paths as the storefront sends them, each with a new typed query; with `filters` also a
 * random postal code with radius, price and rating limits and one of the first three pages of 24.
 * `tally` counts paths sent before in the life of this app (at most that many can be cache hits).
 */
function typedSearchPaths(seed, filters, seen) {
  const nextQuery = typedQueries({ places: QUERY_PLACES, seed });
  const random = seededRandom(seed + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const tally = {
    sent: 0,
    repeated: 0,
    reset() {
      this.sent = 0;
      this.repeated = 0;
    },
  };
  const next = () => {
    const params = new URLSearchParams({ q: nextQuery() });
    if (filters) {
      params.set('plz', pick(PLZ_CODES));
      if (random() < 0.7) params.set('umkreis', String(pick([10, 25, 50, 100])));
      if (random() < 0.5) params.set('preis_max', String(pick([300, 500, 800, 1000, 1500, 2500])));
      if (random() < 0.4) params.set('bewertung_min', String(pick([3, 4])));
      params.set('limit', '24');
      params.set('offset', String(pick([0, 24, 48])));
    }
    const path = `/api/search?${params}`;
    tally.sent += 1;
    if (seen.has(path)) tally.repeated += 1;
    else seen.add(path);
    return path;
  };
  return { next, tally };
}

/** A fingerprint of everything the seeded file depends on: seed script, schema, folding, postal codes. */
function seedFingerprint() {
  const hash = createHash('sha1').update(String(PROVIDERS));
  const migrations = join(root, 'backend/dist/database/migrations/sqlite');
  hash.update(readdirSync(migrations).sort().join('|'));
  for (const file of [
    'bench/seed-large.mjs',
    'backend/dist/common/text/provider-search-columns.js',
    'backend/dist/common/text/search-normalize.js',
    'backend/dist/geo/plz-table.tsv',
  ])
    hash.update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Migrates (by starting the app once) and seeds; with REUSE on SQLite from or into the kept file. */
async function prepareData(engine, env, port, url) {
  const target = engine === 'mysql' ? { mysql: env.DATABASE_URL } : { sqlite: env.DATABASE_PATH };
  const kept =
    engine === 'sqlite' && REUSE
      ? join(tmpdir(), 'ek-bench-cache', `sqlite-${PROVIDERS}-${seedFingerprint()}.sqlite`)
      : null;
  if (kept && existsSync(kept)) {
    copyFileSync(kept, env.DATABASE_PATH);
    console.log(`\n[${engine}] Daten aus ${kept}`);
    return { seedSeconds: null };
  }
  console.log(`\n[${engine}] Schema anlegen …`);
  const app = startApp(env, port);
  await waitHealthy(url);
  await stop(app);
  const seeded = await seedLarge(target, { providers: PROVIDERS });
  console.log(
    `[${engine}] Daten erzeugt in ${seeded.seconds.toFixed(1)} s, „Hochzeit“ in ${(100 * seeded.weddingShare).toFixed(0)} % der Beschreibungen`,
  );
  if (kept) {
    const folder = join(tmpdir(), 'ek-bench-cache');
    mkdirSync(folder, { recursive: true });
    // Files of this size from older seeds or schemas are never read again.
    for (const file of readdirSync(folder))
      if (file.startsWith(`sqlite-${PROVIDERS}-`)) rmSync(join(folder, file), { force: true });
    copyFileSync(env.DATABASE_PATH, `${kept}.part`);
    renameSync(`${kept}.part`, kept);
    console.log(`[${engine}] Für den nächsten Lauf aufbewahrt: ${kept}`);
  }
  return { seedSeconds: seeded.seconds };
}

async function benchEngine(engine) {
  const port = engine === 'sqlite' ? BASE_PORT : BASE_PORT + 1;
  const barePort = BASE_PORT + 2;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `ek-bench-${engine}-`));
  const env = { DATA_DIR: dataDir, ...(await freshDatabase(engine, dataDir, MYSQL_URL, MYSQL_DB)) };
  const { seedSeconds } = await prepareData(engine, env, port, url);
  if (engine === 'mysql') await innodbSettled(env.DATABASE_URL);
  const { app, startup } = await startMeasured(env, port, url);
  console.log(
    `[${engine}] Start: Lebenszeichen nach ${(startup.liveMs / 1000).toFixed(2)} s, erste Suche nach ${(startup.searchMs / 1000).toFixed(2)} s`,
  );

  const results = { engine, seedSeconds, startup, memory: null, scenarios: [] };
  const push = (summary) => summary && results.scenarios.push(summary);
  /** A bare node:http server in its own process returning `body` (already encoded as `encoding`). */
  const startBare = async (body, encoding) => {
    const bodyFile = join(dataDir, `bare-body-${barePort}`);
    writeFileSync(bodyFile, body);
    const bare = spawn(
      process.execPath,
      [join(root, 'bench/bare-server.mjs'), String(barePort), bodyFile, ...(encoding ? [encoding] : [])],
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    await new Promise((resolve) => bare.once('message', resolve));
    return bare;
  };

  if (wanted('GET /api/categories (App)') || wanted('GET /api/categories (nacktes node:http)')) {
    const bare = await startBare(await (await fetch(`${url}/api/categories`)).text());
    push(await measure('GET /api/categories (App)', { url: `${url}/api/categories` }));
    push(await measure('GET /api/categories (nacktes node:http)', { url: `http://127.0.0.1:${barePort}/` }));
    await stop(bare);
  }

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

  // Typed searches: every path is new to the answer cache unless the generator repeats itself.
  const seen = new Set();
  const typedScenario = (name, seed, filters, pid = app.pid) => {
    const { next, tally } = typedSearchPaths(seed, filters, seen);
    return measure(
      name,
      {
        url,
        headers: BROWSER_HEADERS,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
      },
      tally,
      pid,
    );
  };
  push(await typedScenario(TYPED, 1, false));
  push(await typedScenario(TYPED_FILTERED, 2, true));
  if (wanted(TYPED_BARE)) {
    // The yardstick returns a typical answer (the median size of a few typed searches), as
    // compressed and labelled as the app sent it.
    const sample = typedSearchPaths(3, true, new Set());
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await rawGet(`${url}${sample.next()}`, BROWSER_HEADERS));
    answers.sort((x, y) => x.body.length - y.body.length);
    const typical = answers[10];
    const bare = await startBare(typical.body, typical.headers['content-encoding']);
    push(
      await measure(TYPED_BARE, {
        url: `http://127.0.0.1:${barePort}/`,
        headers: BROWSER_HEADERS,
      }),
    );
    await stop(bare);
  }
  results.memory = memoryOf(app.pid);
  if (results.memory)
    console.log(
      `[${engine}] Speicher der App nach der Suche: RSS ${results.memory.rssMb.toFixed(0)} MB (Spitze ${results.memory.peakMb.toFixed(0)} MB)`,
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
  if (wanted(JSON_DETAIL)) await askEveryProvider(url, (id) => `/api/providers/${id}`, BROWSER_HEADERS);
  push(
    await measure(JSON_DETAIL, {
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
  // The same providers' pages as a browser or crawler gets them: head, JSON-LD and the page rendered
  // by the storefront's components on the server (issue 15: at least half the JSON route's rate).
  if (wanted(SSR_PAGE))
    await askEveryProvider(url, (id) => `/provider/${id}`, { ...BROWSER_HEADERS, accept: 'text/html' });
  push(
    await measure(SSR_PAGE, {
      url,
      headers: { ...BROWSER_HEADERS, accept: 'text/html' },
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({ ...req, path: `/provider/${randomPublicProviderId()}` }),
        },
      ],
    }),
  );

  // The work behind both answers when nothing is kept (every request new): a second app process on
  // the same data with the response cache off. Issue 15's target compares these two.
  if (wanted(JSON_DETAIL_UNCACHED) || wanted(SSR_PAGE_UNCACHED)) {
    const uncachedUrl = `http://127.0.0.1:${BASE_PORT + 3}`;
    const uncached = await startMeasured({ ...env, PUBLIC_CACHE: 'false' }, BASE_PORT + 3, uncachedUrl);
    const scenario = (name, accept, path) => ({
      name,
      opts: {
        url: uncachedUrl,
        headers: { ...BROWSER_HEADERS, accept },
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}${randomPublicProviderId()}` }) },
        ],
      },
    });
    for (const summary of await measurePair(
      [
        scenario(JSON_DETAIL_UNCACHED, 'application/json', '/api/providers/'),
        scenario(SSR_PAGE_UNCACHED, 'text/html', '/provider/'),
      ],
      uncached.app.pid,
    ))
      push(summary);
    await stop(uncached.app);
  }

  // View counting (issue 25): two fresh processes on the same data, one counting views, one with
  // VIEW_COUNTING=false; their runs alternate (measurePair). The pages asked for are 200 popular
  // providers, all kept in the response cache first, so every answer is a cache hit: the fastest
  // answer there is, on which the cost of counting weighs most (with all 10 000 pages most are
  // rendered anew, as the cache keeps fewer pages than that).
  if (wanted(PAGE_UNCOUNTED) || wanted(PAGE_COUNTED)) {
    const headers = { ...BROWSER_HEADERS, accept: 'text/html', 'user-agent': VISITOR_AGENT };
    const offUrl = `http://127.0.0.1:${BASE_PORT + 4}`;
    const onUrl = `http://127.0.0.1:${BASE_PORT + 5}`;
    const off = await startMeasured({ ...env, VIEW_COUNTING: 'false' }, BASE_PORT + 4, offUrl);
    const on = await startMeasured({ ...env, VIEW_COUNTING: 'true' }, BASE_PORT + 5, onUrl);
    const popular = Array.from({ length: 200 }, (_, i) => (i + 1) * 20 - 1);
    for (const target of [offUrl, onUrl])
      for (const id of popular) await (await fetch(`${target}/provider/${id}`, { headers })).arrayBuffer();
    const scenario = (name, target, pid) => ({
      name,
      pid,
      opts: {
        url: target,
        headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `/provider/${randomPublicProviderId()}` }),
          },
        ],
      },
    });
    for (const summary of await measurePair(
      [scenario(PAGE_UNCOUNTED, offUrl, off.app.pid), scenario(PAGE_COUNTED, onUrl, on.app.pid)],
      on.app.pid,
    ))
      push(summary);
    await stop(on.app);
    await stop(off.app);
  }

  // Inquiries from many users (each is limited per hour), to public providers, for a future date:
  // a token for every seeded user, so that no scenario runs into the hourly limit of its users.
  const tokens = Array.from({ length: SIZES.users }, (_, i) =>
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
  /** Which of these inquiries have their provider's mail in the outbox (cause key `inquiry:<id>:provider`). */
  const presentInquiryMails = async (ids) => {
    const present = new Set();
    const keys = ids.map((id) => `inquiry:${id}:provider`);
    const chunks = [];
    for (let i = 0; i < keys.length; i += 5000) chunks.push(keys.slice(i, i + 5000));
    const idOf = (key) => Number(key.split(':')[1]);
    if (engine === 'mysql') {
      const connection = await mysql.createConnection(env.DATABASE_URL);
      for (const chunk of chunks) {
        const [rows] = await connection.query('SELECT cause_key FROM mail_outbox WHERE cause_key IN (?)', [
          chunk,
        ]);
        for (const row of rows) present.add(idOf(row.cause_key));
      }
      await connection.end();
    } else {
      const Database = require('better-sqlite3');
      const db = new Database(env.DATABASE_PATH, { readonly: true });
      for (const chunk of chunks) {
        const rows = db
          .prepare(`SELECT cause_key FROM mail_outbox WHERE cause_key IN (${chunk.map(() => '?').join(',')})`)
          .all(chunk);
        for (const row of rows) present.add(idOf(row.cause_key));
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

  // Issue 25: one request to five providers (POST /api/inquiries/sammel), five inquiries and five
  // mails in one transaction. Once with the same five providers and text every time, once with every
  // request new (other providers, text and date). Each counts 5 against the user's hourly inquiry
  // limit, so each scenario takes its own half of the users the single inquiries left unused.
  for (const [index, fresh] of [false, true].entries()) {
    const name = `POST /api/inquiries/sammel an 5 Anbieter${fresh ? ' (jede Anfrage neu)' : ''}`;
    const sammelAcknowledged = [];
    const firstUser = counter + index * Math.floor((tokens.length - (counter % tokens.length)) / 2);
    let sent = 0;
    const summary = await measure(
      name,
      {
        url,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              sent += 1;
              const token = tokens[(firstUser + sent) % tokens.length];
              const first = fresh ? 1 + ((sent * 37) % (SIZES.providers - 10)) : 101;
              // Every 20th seeded provider is a pending application: skip those.
              const ids = Array.from({ length: 6 }, (_, i) => first + i)
                .filter((id) => id % 20 !== 0)
                .slice(0, 5);
              const day = fresh ? 30 + (sent % 300) : 60;
              return {
                ...req,
                path: '/api/inquiries/sammel',
                headers: { 'content-type': 'application/json', 'x-auth-token': token },
                body: JSON.stringify({
                  anbieter_ids: ids,
                  event_datum: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
                  nachricht: fresh
                    ? `Hallo, wir feiern mit ${20 + (sent % 200)} Gästen (Nr. ${sent}) und hätten gern ein Angebot.`
                    : 'Hallo, wir hätten gern ein Angebot für unsere Hochzeit.',
                  anlass: 'hochzeit',
                  gaeste: fresh ? 20 + (sent % 200) : 80,
                  plz: '68159',
                }),
              };
            },
            onResponse: (status, body) => {
              if (status === 201) for (const { id } of JSON.parse(body).anfragen) sammelAcknowledged.push(id);
            },
          },
        ],
      },
      undefined,
      app.pid,
    );
    if (summary) {
      const present = await presentIds(sammelAcknowledged);
      const mails = await presentInquiryMails(sammelAcknowledged);
      summary.acknowledged = sammelAcknowledged.length;
      summary.missing = sammelAcknowledged.filter((id) => !present.has(id)).length;
      summary.missingMails = sammelAcknowledged.filter((id) => !mails.has(id)).length;
      console.log(
        `  ${name}: ${summary.acknowledged} Anfragen bestätigt (mit Aufwärmlauf), davon fehlen in der Datenbank: ${summary.missing}, ohne Mail im Postausgang: ${summary.missingMails}`,
      );
    }
    push(summary);
  }
  await stop(app);

  // Broad searches without `limit` (issue 23), each variant on a fresh process of its own.
  for (const summary of await measureBroadSearch(
    { startMeasured, stop, measure, memoryOf, wanted },
    { env, port, url },
  ))
    push(summary);

  // The same typed searches with the app as WORKERS processes sharing the port: how it runs on a
  // server with that many cores (WEB_CONCURRENCY=auto). New seeds, so no query repeats the above.
  if (WORKERS > 1 && (wanted(clustered(TYPED)) || wanted(clustered(TYPED_FILTERED)))) {
    const cluster = await startMeasured({ ...env, WEB_CONCURRENCY: String(WORKERS) }, port, url);
    // The other processes start after the first listens and load the catalog as it did.
    await new Promise((resolve) => setTimeout(resolve, startup.searchMs + 1000));
    push(await typedScenario(clustered(TYPED), 11, false, cluster.app.pid));
    push(await typedScenario(clustered(TYPED_FILTERED), 12, true, cluster.app.pid));
    await stop(cluster.app);
  }
  if (wanted(ATTACK)) {
    results.attack = await attackScenario({
      url,
      start: (extra) => startMeasured({ ...env, ...extra }, port, url),
      stop,
      token: (id) => tokens[id - 1],
      engine,
      env,
      sizes: SIZES,
      dataDir,
      barePort,
      seconds: DURATION,
    });
  }
  // The copy of a 100 000-provider database is large; nothing in it is needed after the run.
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}

/** Issue 12's targets for cache-missing searches, by data size (2 cores, 50 connections). */
function targetsFor(providers) {
  return providers >= 100_000
    ? { size: 100_000, rps: 2000, p99: 50, rssMb: 600, startupS: 10 }
    : { size: 10_000, rps: 5000, p99: 20 };
}

/** Each target as met ("erfüllt") or missed ("verfehlt"), with the measured value. */
function targetLines({ engine, scenarios, memory, startup }) {
  const target = targetsFor(PROVIDERS);
  const lines = [
    `Ziele (Issues 12 und 15, ${target.size} Anbieter)${PROVIDERS === target.size ? '' : `, gemessen mit ${PROVIDERS} Anbietern – nur zur Orientierung`}:`,
    '',
  ];
  const check = (met, text) => lines.push(`- ${met ? 'erfüllt' : '**verfehlt**'}: ${text}`);
  // Throughput is judged as the app runs on this 2-core machine: one process per core when the
  // run measured that, otherwise the single process.
  for (const single of [TYPED, TYPED_FILTERED]) {
    const s =
      scenarios.find((scenario) => scenario.name === clustered(single)) ??
      scenarios.find((scenario) => scenario.name === single);
    if (!s) continue;
    const name = s.name;
    check(s.rps >= target.rps, `${name} ≥ ${target.rps} req/s (gemessen ${s.rps.toFixed(0)})`);
    check(s.p99 <= target.p99, `${name} p99 ≤ ${target.p99} ms (gemessen ${s.p99} ms)`);
    if ((s.rps < target.rps || s.p99 > target.p99) && s.cpuUsPerRequest) {
      // What the machine allows at all: the cores the load generator leaves, over the app's CPU per request.
      const cores = availableParallelism();
      const ceiling = ((cores - s.generatorCores) * 1e6) / s.cpuUsPerRequest;
      lines.push(
        `  - warum: die App braucht ${s.cpuUsPerRequest.toFixed(0)} µs CPU je Anfrage, der Lastgenerator ${s.generatorCores.toFixed(2)} der ${cores} Kerne; mehr als ≈ ${ceiling.toFixed(0)} req/s lässt dieser Rechner nicht zu, und nahe dieser Grenze ist das p99 Warteschlange (siehe „Grenzen und offene Punkte“).`,
      );
    }
    if (s.non2xx > 0) check(false, `${name} ohne Fehler (gemessen ${s.non2xx} Fehler/nicht-2xx)`);
  }
  // Judged on the work that misses the cache; with it, JSON detail answers are nearly all hits while
  // most pages (bigger, fewer fit in the cache's bytes) are still made, so that pair is only shown.
  const json = scenarios.find((scenario) => scenario.name === JSON_DETAIL_UNCACHED);
  const page = scenarios.find((scenario) => scenario.name === SSR_PAGE_UNCACHED);
  if (json && page)
    check(
      page.ratioToFirst >= 0.5,
      `Anbieterseite als HTML ≥ 50 % der req/s der JSON-Detailroute, beide ohne Antwortcache (Issue 15; Läufe im Wechsel, Median der Paare ${(100 * page.ratioToFirst).toFixed(0)} %; Mediane ${page.rps.toFixed(0)} gegen ${json.rps.toFixed(0)} req/s; CPU je Antwort ${page.cpuUsPerRequest.toFixed(0)} gegen ${json.cpuUsPerRequest.toFixed(0)} µs)`,
    );
  const uncounted = scenarios.find((scenario) => scenario.name === PAGE_UNCOUNTED);
  const counted = scenarios.find((scenario) => scenario.name === PAGE_COUNTED);
  if (uncounted && counted)
    check(
      counted.ratioToFirst >= 0.95,
      `Gecachte Anbieterseite mit Zählen der Aufrufe ≥ 95 % der req/s ohne Zählen (Issue 25; zwei Prozesse auf denselben Daten, Läufe im Wechsel, Median der Paare ${(100 * counted.ratioToFirst).toFixed(1)} %; Mediane ${counted.rps.toFixed(0)} gegen ${uncounted.rps.toFixed(0)} req/s; CPU je Antwort ${counted.cpuUsPerRequest.toFixed(0)} gegen ${uncounted.cpuUsPerRequest.toFixed(0)} µs)`,
    );
  const broad = scenarios.find((scenario) => scenario.name === BROAD_UNCACHED);
  if (broad?.memory && target.size === 100_000) {
    check(broad.p99 <= 50, `${broad.name} p99 ≤ 50 ms (Issue 23; gemessen ${broad.p99} ms)`);
    check(
      broad.memory.peakMb <= 500,
      `dabei RSS der App ≤ 500 MB (Spitze ${broad.memory.peakMb.toFixed(0)} MB)`,
    );
  }
  // Issue 25: a Sammelanfrage to five providers on SQLite, every inquiry and mail kept.
  if (engine === 'sqlite')
    for (const s of scenarios.filter((scenario) => scenario.name.startsWith('POST /api/inquiries/sammel')))
      check(
        s.rps >= 300 && s.missing === 0 && s.missingMails === 0 && s.non2xx === 0,
        `${s.name} ≥ 300 req/s, jede bestätigte Anfrage und Mail gespeichert (gemessen ${s.rps.toFixed(0)} req/s, ${s.missing} Anfragen und ${s.missingMails} Mails fehlen, ${s.non2xx} Fehler/nicht-2xx)`,
      );
  if (target.rssMb && memory)
    check(
      memory.rssMb <= target.rssMb,
      `RSS der App nach der Suche ≤ ${target.rssMb} MB (gemessen ${memory.rssMb.toFixed(0)} MB)`,
    );
  if (target.startupS) {
    const seconds = Math.max(startup.liveMs, startup.searchMs) / 1000;
    check(
      seconds <= target.startupS,
      `Start bis Lebenszeichen und erste Suche ≤ ${target.startupS} s (gemessen ${seconds.toFixed(1)} s)`,
    );
  }
  return lines.length > 2 ? lines : [];
}

function report(all) {
  const cpu = cpus()[0]?.model ?? 'unbekannt';
  const lines = [
    `Gemessen am ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC mit \`${PROVIDERS === DEFAULT_PROVIDERS ? 'npm run bench' : `node bench/run.mjs --providers ${PROVIDERS}`}\` (${RUNS} Läufe je ${DURATION} s, ${CONNECTIONS} Verbindungen, Median).`,
    `Maschine: ${cpus().length} Kerne (${cpu}), Node ${process.version}. Daten: ${SIZES.providers} Anbieter, ${SIZES.categories} Kategorien, ${SIZES.users} Nutzer, ${SIZES.inquiries} Anfragen, ${SIZES.reviews} Bewertungen.`,
    '',
  ];
  for (const result of all) {
    const { engine, seedSeconds, startup, memory, scenarios } = result;
    const seeded =
      seedSeconds === null ? 'Daten aus einem früheren Lauf' : `Datenerzeugung ${seedSeconds.toFixed(1)} s`;
    lines.push(`### ${engine === 'sqlite' ? 'SQLite' : 'MariaDB'} (${seeded})`, '');
    lines.push(
      '| Szenario | req/s | p50 ms | p99 ms | Fehler/nicht-2xx | Bytes/Antwort |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const s of scenarios)
      lines.push(
        `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.non2xx} | ${Math.round(s.bytesPerResponse)} |`,
      );
    const named = (name) => scenarios.find((s) => s.name === name);
    const app = named('GET /api/categories (App)');
    const bare = named('GET /api/categories (nacktes node:http)');
    const typedBare = named(TYPED_BARE);
    const inquiry = scenarios.find((s) => s.name === 'POST /api/inquiries');
    const sammel = scenarios.filter((s) => s.name.startsWith('POST /api/inquiries/sammel'));
    lines.push('');
    if (app && bare)
      lines.push(`Kategorien: App ${((app.rps / bare.rps) * 100).toFixed(0)} % von node:http.`);
    for (const typed of [named(TYPED), named(TYPED_FILTERED)].filter(Boolean))
      lines.push(
        `${typed.name}: ${typedBare ? `${((typed.rps / typedBare.rps) * 100).toFixed(1)} % von node:http mit einer typischen Antwort, ` : ''}` +
          `${(100 * typed.repeatShare).toFixed(1)} % der URLs schon einmal gefragt (höchstens so viele Cache-Treffer).`,
      );
    lines.push(
      `Start der App mit diesen Daten: Lebenszeichen (\`/api/health/live\`) nach ${(startup.liveMs / 1000).toFixed(2)} s, erste Suche nach ${(startup.searchMs / 1000).toFixed(2)} s.` +
        (memory
          ? ` Speicher nach der Suche: RSS ${memory.rssMb.toFixed(0)} MB, Spitze ${memory.peakMb.toFixed(0)} MB.`
          : ''),
    );
    for (const s of scenarios.filter((scenario) => scenario.memory))
      lines.push(
        `${s.name}: ${(s.bytesPerResponse / 1024).toFixed(1)} kB je Antwort, CPU der App ${s.cpuUsPerRequest.toFixed(0)} µs je Antwort, RSS unter Last ${s.memory.rssMb.toFixed(0)} MB (höchstens ${s.memory.maxSampledMb.toFixed(0)}), Spitze ${s.memory.peakMb.toFixed(0)} MB` +
          (s.repeatShare === undefined
            ? '.'
            : `, ${(100 * s.repeatShare).toFixed(1)} % der URLs schon einmal gefragt.`),
      );
    if (inquiry)
      lines.push(
        `Anfragen: ${inquiry.acknowledged} bestätigt (Messläufe und Aufwärmlauf), nach dem Lauf per ID abgeglichen: ${inquiry.missing} fehlen.`,
      );
    for (const s of sammel)
      lines.push(
        `${s.name}: ${s.acknowledged} Anfragen bestätigt (Messläufe und Aufwärmlauf), nach dem Lauf abgeglichen: ${s.missing} fehlen in der Datenbank, ${s.missingMails} ohne Mail im Postausgang. CPU der App ${s.cpuUsPerRequest.toFixed(0)} µs je Sammelanfrage (Lastgenerator ${s.generatorCores.toFixed(2)} Kerne).`,
      );
    lines.push('', ...targetLines(result), '');
    if (result.attack) lines.push(...attackReport(result.attack), '');
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
// Other data sizes have their own markers, so a 100 000-provider run keeps the default table.
const marker = PROVIDERS === DEFAULT_PROVIDERS ? 'bench' : `bench-${PROVIDERS}`;
const begin = `<!-- ${marker}:begin -->`;
const end = `<!-- ${marker}:end -->`;
let doc = readFileSync(docPath, 'utf8');
if (!doc.includes(begin) || !doc.includes(end)) {
  console.log(`\ndocs/benchmarks.md hat keine Markierungen ${begin} … ${end}; nichts eingetragen.`);
  process.exit(0);
}
doc = doc.slice(0, doc.indexOf(begin) + begin.length) + `\n${markdown}\n` + doc.slice(doc.indexOf(end));
writeFileSync(docPath, doc);
console.log(`\nErgebnis in docs/benchmarks.md eingetragen.`);
