/**
 * Browser tests for the whole site: the built backend (`backend/dist/main.js`) serving the built storefront
 * and admin console, driven in Debian's Chromium (`/usr/bin/chromium`; Playwright never downloads a browser
 * here).
 *
 * The specs are split into two projects that run side by side, each against its own server on its own
 * fresh SQLite database (ports E2E_PORT and E2E_PORT + 1): a spec never sees the other project's data, and
 * the suite takes about half the wall time. Within a project the specs run one after another (one
 * database). E2E_WORKERS=1 runs the projects one after the other.
 *
 * Specs: `storefront-*.spec.ts` and `admin-*.spec.ts` in this folder. Build first (`npm run build`).
 * Env: E2E_PORT (default 3210), E2E_SERVER_COMMAND (default `node backend/dist/main.js`),
 * E2E_DATA_DIR (default: a new temp dir). The specs find their server's database through the project's
 * metadata (`support/env.ts`).
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

// The config is evaluated in the runner and again in every worker; the runner creates the directory and
// the workers inherit it through the environment.
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'ek-e2e-'));
const basePort = Number(process.env.E2E_PORT ?? 3210);
process.env.E2E_PORT = String(basePort);
const repoRoot = resolve(__dirname, '..');

/** The second project's specs; everything else (and every new spec) runs in the first. */
const SECOND_SHARD = [
  'storefront-a11y-mobile.spec.ts',
  'storefront-journeys.spec.ts',
  'storefront-search.spec.ts',
  'storefront-budget.spec.ts',
  'storefront-resilience.spec.ts',
  'storefront-deal-journey.spec.ts',
  'admin-audit.spec.ts',
];
const SCREENSHOTS = 'storefront-screenshots.spec.ts';

interface Shard {
  name: string;
  port: number;
  dataDir: string;
}

const shards: Shard[] = ['chromium', 'chromium-2'].map((name, index) => {
  const dataDir = join(process.env.E2E_DATA_DIR!, name);
  mkdirSync(dataDir, { recursive: true });
  return { name, port: basePort + index, dataDir };
});

function server({ port, dataDir }: Shard) {
  return {
    command: process.env.E2E_SERVER_COMMAND ?? 'node backend/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    // Only for local runs against servers you started yourself (E2E_REUSE_SERVER=1 with E2E_DATA_DIR).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
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
      // The browser's pages and searches all come from one address, faster than a person: the
      // per-client work budget is tested in backend/test/security/fair-use.e2e-spec.ts.
      WORK_BUDGET: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_LINK_URL: 'https://www.paypal.com/ncp/payment/E2E-TEST',
    },
  };
}

export default defineConfig({
  testDir: __dirname,
  testMatch: ['storefront-*.spec.ts', 'admin-*.spec.ts'],
  // One database per project: its specs run one after another, the two projects side by side.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace of every test cost about a tenth of the browser stage; the retry on CI
    // records one for a test that failed once (a retry that passes marks it flaky).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: shards.map((shard, index) => ({
    name: shard.name,
    // The screenshot tour is for looking at, not asserting: only on request (SF_SCREENSHOTS=1).
    ...(index === 0 ? {} : { testMatch: SECOND_SHARD }),
    testIgnore: index === 0 ? [...SECOND_SHARD, ...(process.env.SF_SCREENSHOTS ? [] : [SCREENSHOTS])] : [],
    metadata: { dataDir: shard.dataDir },
    // One database per project: its specs one after another.
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 1280, height: 800 },
      baseURL: `http://127.0.0.1:${shard.port}`,
    },
  })),
  webServer: shards.map(server),
});
