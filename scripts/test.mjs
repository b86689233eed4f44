#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in lanes side by side on the two cores —
 *   0. lint, typecheck and format check (each one failure when it fails; the tests still run, so
 *      one run shows everything that is wrong), beside the production build and then the
 *      reliability suite's load test against it (only checks that time nothing run beside the load),
 *   1. backend unit + API tests on SQLite, beside the rest of the reliability suite (real
 *      processes killed, stopped and restarted, a private MariaDB stopped and started) and the
 *      component tests of storefront, admin console, shared-types and web-client,
 *   2. the API tests again on MySQL/MariaDB (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306),
 *   3. the browser tests against the build (Playwright on Debian's Chromium).
 * Without a reachable MySQL or Redis it says so loudly; with CI=true that is a failure, not a skip.
 * Jest runs with --forceExit: a handle a failing test leaves open must cost that test, not hang
 * the whole run until CI's time limit.
 * Ends with one line "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * CPU seconds of the children this process has waited for (Linux: cutime + cstime of /proc/self/stat;
 * a child's own waited-for children are included). Beside a stage's wall time it shows how much of
 * the two cores the stage keeps busy, i.e. what running stages side by side could win.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the command name: field 3 is state, so cutime (16) and cstime (17) are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/** One line of the closing time table: wall time since `started`, and the children's CPU time. */
function timing(label, started, cpuBefore) {
  const cpu = childCpuSeconds() - cpuBefore;
  return (
    `${label}: ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (Number.isNaN(cpu) ? '' : ` (CPU ${cpu.toFixed(0)} s)`)
  );
}

function run(label, command, args, options = {}) {
  banner(label);
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  // The whole run must stay within CI's time budget; the stages' durations show where it goes.
  durations.push(timing(label, started, cpuBefore));
  if (result.status !== 0) failures.push(`${label} (Exit-Code ${result.status ?? result.signal})`);
  return result.status === 0;
}

/**
 * Runs lanes side by side, each lane's stages one after another; a stage with `after` runs only if
 * that stage passed. Each stage's output is held and printed whole when it ends, so the log reads
 * as if they had run one after another. The stages are mostly CPU-bound: two lanes keep both cores
 * busy where one stage alone would leave one idle (lint, typecheck and the component tests use
 * about one core).
 */
async function runLanes(lanes) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const results = new Map();
  async function runStage(stage) {
    const stageStarted = Date.now();
    const output = [];
    const status = await new Promise((resolve) => {
      const child = spawn(stage.command, stage.args, {
        cwd: stage.cwd ?? root,
        env: { ...process.env, FORCE_COLOR: '1', ...stage.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        resolve(null);
      });
      child.on('close', (code, signal) => resolve(code ?? signal));
    });
    banner(stage.label);
    process.stdout.write(Buffer.concat(output));
    durations.push(`${stage.label}: ${((Date.now() - stageStarted) / 1000).toFixed(0)} s (nebenläufig)`);
    if (status !== 0) failures.push(`${stage.label} (Exit-Code ${status})`);
    results.set(stage, status === 0);
  }
  await Promise.all(
    lanes.map(async (lane) => {
      for (const stage of lane) if (!stage.after || results.get(stage.after)) await runStage(stage);
    }),
  );
  durations.push(timing('  … zusammen', started, cpuBefore));
  return results;
}

function countJest(file) {
  if (!existsSync(file)) {
    // A suite that should have run and left no report ran no test: that is a failure, not a pass.
    failures.push(`kein Testbericht: ${file}`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (report.numPendingTests > 0) {
    // A skipped test hides a failure on CI.
    totals.failed += report.numPendingTests;
    failures.push(`${report.numPendingTests} übersprungene Tests in ${file}`);
  }
}

/** A jest stage: its command, and where its JSON report (read by countJest) goes. */
function jestStage(label, workspaceDir, config, { env = {}, args = [] } = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return {
    label,
    command: 'npx',
    args: ['jest', '--config', config, '--forceExit', '--json', '--outputFile', out, ...args],
    cwd: join(root, workspaceDir),
    env,
    out,
  };
}

function jest(label, workspaceDir, config, options) {
  const stage = jestStage(label, workspaceDir, config, options);
  run(label, stage.command, stage.args, { cwd: stage.cwd, env: stage.env });
  countJest(stage.out);
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

const redis = await redisReachable();
if (redis !== true) {
  loudly(
    `Redis unter ${redisUrl} ist nicht erreichbar (${redis.code ?? redis.message}): die Tests über mehrere Instanzen schlagen fehl. Starten Sie Redis oder setzen Sie TEST_REDIS_URL.`,
  );
  if (isCi) failures.push('Redis nicht erreichbar (CI=true)');
}
ensureClients();

// Stage 0: the checks and the production build, and against the build the reliability suite's load
// test (200 connections × 60 s, both cores): beside it only checks that time nothing (lint, typecheck,
// Prettier), so no test's timing competes with the load. A check that is not a test suite counts as
// one passed or one failed test in the closing line.
const nx = ['nx', 'run-many', '--outputStyle=static', '--parallel=2'];
// What typecheck and build both depend on, built once up front: side by side, two Nx processes
// would each build it into the same folder. The stages below then skip their dependencies.
run('Build shared-types', 'npx', ['nx', 'run', 'shared-types:build', '--outputStyle=static']);
const withBrowserTests = existsSync(join(root, 'e2e', 'playwright.config.ts'));
const checks = [
  { label: 'Lint (ESLint, alle Pakete)', command: 'npx', args: [...nx, '-t', 'lint'] },
  {
    label: 'Typprüfung (tsc, alle Pakete)',
    command: 'npx',
    args: [...nx, '-t', 'typecheck', '--excludeTaskDependencies'],
  },
  { label: 'Formatierung (Prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
];
const build = {
  label: 'Build (alle Pakete)',
  command: 'npx',
  args: [...nx, '-t', 'build', '--projects=backend,storefront,admin-console', '--excludeTaskDependencies'],
};
const LOAD_TEST = '<rootDir>/test/reliability/mixed-traffic.rel-spec.ts';
const reliability = (label, args) =>
  jestStage(label, 'backend', 'jest.reliability.config.cjs', {
    env: { TEST_MYSQL_URL: mysqlUrl },
    args,
  });
const loadTest = {
  ...reliability('Zuverlässigkeit: Last (gemischter Verkehr)', ['--testMatch', LOAD_TEST]),
  after: build,
};
const lifecycleTests = reliability('Zuverlässigkeit (Prozesse, Absturz, Datenbankausfall)', [
  '--testPathIgnorePatterns',
  'mixed-traffic',
]);
const stageZero = await runLanes(withBrowserTests ? [[build, loadTest], checks] : [checks]);
for (const stage of checks) {
  if (stageZero.get(stage)) totals.passed += 1;
  else totals.failed += 1;
}
const built = withBrowserTests && stageZero.get(build);
if (built) countJest(loadTest.out);

// Stage 1: the backend's tests on SQLite, and beside them the rest of the reliability suite (mostly
// waiting: processes starting, a crash, a stopped database, a cron due in 20 s; about one core),
// then the component tests of the front ends and packages.
const sqliteStage = jestStage('Backend (SQLite)', 'backend', 'jest.config.cjs', {
  env: { TEST_DB: 'sqlite' },
});
const componentTests = ['storefront', 'admin-console', 'shared-types', 'web-client']
  .filter((app) => existsSync(join(root, app, 'jest.config.cjs')))
  .map((app) => jestStage(`Komponententests ${app}`, app, 'jest.config.cjs'));
await runLanes([[sqliteStage], [...(built ? [lifecycleTests] : []), ...componentTests]]);
countJest(sqliteStage.out);
if (built) countJest(lifecycleTests.out);
for (const stage of componentTests) countJest(stage.out);

const mysql = await mysqlReachable();
if (mysql === true) {
  // The unit specs next to the code touch no database: they ran with SQLite above. Here only the
  // API tests, which run against whichever engine TEST_DB names.
  jest('Backend (MySQL/MariaDB)', 'backend', 'jest.config.cjs', {
    env: { TEST_DB: 'mysql', TEST_MYSQL_URL: mysqlUrl },
    args: ['--testMatch', '<rootDir>/test/**/*.e2e-spec.ts'],
  });
} else {
  loudly(
    `MySQL/MariaDB unter ${mysqlUrl} ist nicht erreichbar (${mysql.code ?? mysql.message}): die MySQL-Tests laufen NICHT. Setzen Sie TEST_MYSQL_URL oder starten Sie MariaDB.`,
  );
  if (isCi) failures.push('MySQL nicht erreichbar (CI=true)');
}

if (built) {
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

banner('Ergebnis');
for (const duration of durations) console.log(`⏱ ${duration}`);
console.log(`⏱ gesamt: ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`);
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
