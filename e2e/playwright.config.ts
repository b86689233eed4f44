/**
 * Browser tests for the whole site: the built backend (`backend/dist/main.js`) serving the built storefront
 * and admin console, on a fresh SQLite database in a temp directory, driven in Debian's Chromium
 * (`/usr/bin/chromium`; Playwright never downloads a browser here).
 *
 * Specs: `storefront-*.spec.ts` and `admin-*.spec.ts` in this folder. Build first (`npm run build`).
 * Env: E2E_PORT (default 3210), E2E_SERVER_COMMAND (default `node backend/dist/main.js`),
 * E2E_DATA_DIR (default: a new temp dir). The specs read the same values from `support/env.ts`.
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

// The config is evaluated in the runner and again in every worker; the runner creates the directory and
// the workers inherit it through the environment.
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'ek-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR;
const repoRoot = resolve(__dirname, '..');

export default defineConfig({
  testDir: __dirname,
  testMatch: ['storefront-*.spec.ts', 'admin-*.spec.ts'],
  // The screenshot tour is for looking at, not asserting: only on request (SF_SCREENSHOTS=1).
  testIgnore: process.env.SF_SCREENSHOTS ? [] : ['storefront-screenshots.spec.ts'],
  // One database for all specs: run them one after another.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI
      ? [['html', { open: 'never', outputFolder: join(repoRoot, 'playwright-report') }] as const]
      : []),
    // scripts/test.mjs reads the counts from here for the closing "N passed, N failed" line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? 'node backend/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    // Only for local runs against a server you started yourself (E2E_REUSE_SERVER=1 with E2E_DATA_DIR).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_PATH: join(dataDir, 'event-kompass.sqlite'),
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-admin-pass',
      NODE_ENV: 'test',
      BACKGROUND_WORK: 'false',
      // As behind a proxy: test data comes from many addresses, so the per-address limits of
      // applications do not refuse the specs' fixtures.
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_LINK_URL: 'https://www.paypal.com/ncp/payment/E2E-TEST',
    },
  },
});
