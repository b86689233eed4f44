/**
 * The production build as a process of its own, for the benchmarks (bench/run.mjs,
 * bench/invoices.mjs): start on a port with the bench's operator data, wait until healthy, stop,
 * and read the CPU time it used.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const mysql = require('mysql2/promise');

const root = new URL('..', import.meta.url).pathname;

/** Signs the bench's tokens; every app the benchmarks start uses it. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-1';

/**
 * A new, empty database for one bench run: on MariaDB the schema `database` dropped and created
 * again, else a SQLite file in `dataDir`. Returns the app's environment for it.
 */
export async function freshDatabase(engine, dataDir, mysqlUrl, database) {
  if (engine !== 'mysql') return { DATABASE_PATH: join(dataDir, 'bench.sqlite') };
  const admin = await mysql.createConnection(mysqlUrl);
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return { DATABASE_URL: `${mysqlUrl.replace(/\/+$/, '')}/${database}` };
}

/** The app on `port` with the bench's operator data; `env` adds or overrides (database, data folder). */
export function startApp(env, port) {
  const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      OPERATOR_NAME: 'Bench GmbH',
      OPERATOR_TAX_NUMBER: '21/815/08150',
      OPERATOR_IBAN: 'DE89370400440532013000',
      OPERATOR_ADDRESS: 'Benchweg 1, 68159 Mannheim',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_JWT_SECRET,
      BACKGROUND_WORK: 'false',
      SEED_DEMO: 'false',
      // The load comes from one address; the per-client work budget would refuse it (the attack
      // scenario measures it).
      WORK_BUDGET: '0',
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
export async function innodbSettled(databaseUrl) {
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

export async function waitHealthy(url, timeoutMs = 60_000) {
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

export const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/**
 * CPU time in ms a process and its children (the cluster's workers) have used so far (Linux
 * /proc; clock ticks of 10 ms).
 */
export function cpuMsOfTree(pid) {
  let total = 0;
  const visit = (id) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total;
}
