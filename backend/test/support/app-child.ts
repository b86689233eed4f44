import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ChildApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The app as a second process (test/support/app-process-main.mjs) with the test harness's settings and
 * `env` on top, e.g. a shared database from createSharedDatabase.
 */
export async function startChildApp(env: Record<string, string>): Promise<ChildApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ek-child-'));
  const child = spawn(process.execPath, [join(__dirname, 'app-process-main.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      BACKGROUND_WORK: 'false',
      LOG_REQUESTS: 'false',
      STOREFRONT_DIST: join(dataDir, 'no-storefront'),
      ADMIN_CONSOLE_DIST: join(dataDir, 'no-admin-console'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Zweite Instanz startet nicht:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Zweite Instanz beendet (${code}):\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
