import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { test } from '@playwright/test';
import { databasePath } from './env';

const repoRoot = resolve(__dirname, '..', '..');

/**
 * Runs the daily jobs once against the project's database, as a system cron would with
 * `npm run jobs:run -- --force` (the e2e servers run without background work). The links in
 * the mails it queues point at the project's server.
 */
export function runDailyJobs(): string {
  return execFileSync(process.execPath, ['backend/dist/cli/jobs-run.js', '--force'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dirname(databasePath()),
      DATABASE_PATH: databasePath(),
      PUBLIC_URL: String(test.info().project.use.baseURL),
      BACKGROUND_WORK: 'false',
      SEED_DEMO: 'false',
    },
  });
}
