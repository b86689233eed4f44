#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order —
 *   0. lint, typecheck and format check (each one failure when it fails; the tests still run,
 *      so one run shows everything that is wrong),
 *   1. backend unit + API tests on SQLite,
 *   2. the same on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306),
 *   3. storefront and admin-console component tests,
 *   4. the production build, then the reliability suite against it (real processes killed,
 *      stopped and restarted, a private MariaDB stopped and started, load), and the browser
 *      tests (Playwright on Debian's Chromium).
 * Without a reachable MySQL or Redis it says so loudly; with CI=true that is a failure, not a skip.
 * Jest runs with --forceExit: a handle a failing test leaves open must cost that test, not hang
 * the whole run until CI's time limit.
 * Ends with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection as connectTcp } from 'node:net';
import { createConnection } from 'mysql2/promise';

const root = new URL('..', import.meta.url).pathname;
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const mysqlUrl = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reports = mkdtempSync(join(tmpdir(), 'ek-test-reports-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
const durations = [];
const runStarted = Date.now();

function banner(text) {
  console.log(`\n\x1b[1m━━ ${text} ━━\x1b[0m`);
}

function run(label, command, args, options = {}) {
  banner(label);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  // The whole run must stay within CI's time budget; the stages' durations show where it goes.
  durations.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failures.push(`${label} (Exit-Code ${result.status ?? result.signal})`);
  return result.status === 0;
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (report.numPendingTests > 0) {
    // A skipped test hides a failure on CI.
    totals.failed += report.numPendingTests;
    failures.push(`${report.numPendingTests} übersprungene Tests in ${file}`);
  }
}

function jest(label, workspaceDir, config, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['jest', '--config', config, '--forceExit', '--json', '--outputFile', out], {
    cwd: join(root, workspaceDir),
    env,
  });
  countJest(out);
}

async function mysqlReachable() {
  try {
    const connection = await createConnection({ uri: mysqlUrl, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    return true;
  } catch (error) {
    return error;
  }
}

/** Redis answers PING with +PONG; anything else (or nothing within 3 s) is unreachable. */
function redisReachable() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = connectTcp({ host: hostname, port: Number(port || 6379) });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(3000, () => done(new Error('keine Antwort')));
    socket.on('error', (error) => done(error));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) =>
      done(data.toString().startsWith('+PONG') || new Error(data.toString().trim())),
    );
  });
}

function loudly(message) {
  console.error(`\n\x1b[41m\x1b[37m!!! ${message}\x1b[0m\n`);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  banner('Chromium fehlt – Installation über apt-get');
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
  }
  return existsSync('/usr/bin/chromium');
}

/**
 * The backup tests pipe exports through the standard clients (`sqlite3`, `mariadb`, `mariadb-dump`);
 * like Chromium they are installed through apt-get when missing and we may.
 */
function ensureClients() {
  const missing = [
    ['sqlite3', 'sqlite3'],
    ['mariadb-dump', 'mariadb-client'],
  ].filter(([tool]) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  banner(`Fehlende Programme (${missing.map(([tool]) => tool).join(', ')}) – Installation über apt-get`);
  if (process.getuid?.() === 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map(([, pkg]) => pkg)], { stdio: 'inherit' });
  }
}

/** A check that is not a test suite counts as one passed or one failed test in the closing line. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed += 1;
  else totals.failed += 1;
}

const nx = ['nx', 'run-many', '--outputStyle=static'];
check('Lint (ESLint, alle Pakete)', 'npx', [...nx, '-t', 'lint']);
check('Typprüfung (tsc, alle Pakete)', 'npx', [...nx, '-t', 'typecheck']);
check('Formatierung (Prettier)', 'npx', ['prettier', '--check', '.']);

const redis = await redisReachable();
if (redis !== true) {
  loudly(
    `Redis unter ${redisUrl} ist nicht erreichbar (${redis.code ?? redis.message}): die Tests über mehrere Instanzen schlagen fehl. Starten Sie Redis oder setzen Sie TEST_REDIS_URL.`,
  );
  if (isCi) failures.push('Redis nicht erreichbar (CI=true)');
}

ensureClients();
jest('Backend (SQLite)', 'backend', 'jest.config.cjs', { TEST_DB: 'sqlite' });

const mysql = await mysqlReachable();
if (mysql === true) {
  jest('Backend (MySQL/MariaDB)', 'backend', 'jest.config.cjs', {
    TEST_DB: 'mysql',
    TEST_MYSQL_URL: mysqlUrl,
  });
} else {
  loudly(
    `MySQL/MariaDB unter ${mysqlUrl} ist nicht erreichbar (${mysql.code ?? mysql.message}): die MySQL-Tests laufen NICHT. Setzen Sie TEST_MYSQL_URL oder starten Sie MariaDB.`,
  );
  if (isCi) failures.push('MySQL nicht erreichbar (CI=true)');
}

for (const app of ['shared-types', 'web-client', 'storefront', 'admin-console']) {
  if (existsSync(join(root, app, 'jest.config.cjs'))) jest(`Komponententests ${app}`, app, 'jest.config.cjs');
}

if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  if (
    run('Build (alle Pakete)', 'npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      '--projects=backend,storefront,admin-console',
      '--outputStyle=static',
    ])
  ) {
    jest(
      'Zuverlässigkeit (Prozesse, Absturz, Datenbankausfall, Last)',
      'backend',
      'jest.reliability.config.cjs',
      {
        TEST_MYSQL_URL: mysqlUrl,
      },
    );
    if (ensureChromium()) {
      const out = join(reports, 'playwright.json');
      run(
        'Browsertests (Playwright, Chromium)',
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
        {
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        },
      );
      if (existsSync(out)) {
        const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
        // A test that passed on its retry counts as passed (and shows as flaky in the list above).
        totals.passed += stats.expected + stats.flaky;
        totals.failed += stats.unexpected + stats.skipped;
      }
    } else {
      failures.push('Chromium (/usr/bin/chromium) fehlt und konnte nicht installiert werden');
    }
  }
}

banner('Ergebnis');
for (const duration of durations) console.log(`⏱ ${duration}`);
console.log(`⏱ gesamt: ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
