import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { UNAVAILABLE_MESSAGE } from '../../src/common/errors/error-response';
import { type AppProcess, startAppProcess } from './app-process';
import { createPrivateMariaDb, type PrivateMariaDb } from './private-mariadb';

const APP_PORT = 3871;
const DB_PORT = 3391;

interface Timed {
  status: number;
  body: { msg?: string; token?: string };
  ms: number;
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = (await response.json()) as Timed['body'];
  return { status: response.status, body, ms: Date.now() - started };
}

const login = (app: AppProcess) =>
  timed(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kunde@beispiel.de', passwort: 'falsch-aber-egal' }),
  });

const register = (app: AppProcess, email: string) =>
  timed(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vorname: 'Ria', nachname: 'Ausfall', email, passwort: 'geheim123' }),
  });

describe('MariaDB stopped while the app runs', () => {
  let db: PrivateMariaDb;
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    db = await createPrivateMariaDb(DB_PORT);
    const admin = await createConnection(db.url);
    await admin.query('CREATE DATABASE ek_outage CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await admin.end();
    dataDir = mkdtempSync(join(tmpdir(), 'ek-rel-outage-'));
    app = await startAppProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: `${db.url}/ek_outage`,
        SEED_DEMO: 'true',
        BACKGROUND_WORK: 'true',
      },
      APP_PORT,
    );
  });

  afterAll(async () => {
    app?.child.kill('SIGKILL');
    await app?.exited;
    await db?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports 503 within 2 s, fails requests fast with a German msg, and recovers without a restart', async () => {
    expect((await timed(`${app.url}/api/health`)).status).toBe(200);
    const registeredBefore = await register(app, 'vor-ausfall@beispiel.de');
    expect(registeredBefore.status).toBe(201);
    const token = registeredBefore.body.token as string;

    await db.stop();
    const stoppedAt = Date.now();
    let health: Timed;
    do {
      health = await timed(`${app.url}/api/health`);
    } while (health.status !== 503 && Date.now() - stoppedAt < 5_000);
    expect(health.status).toBe(503);
    expect(Date.now() - stoppedAt).toBeLessThanOrEqual(2_000);

    // Reads and writes that need the database fail at once with the German msg, also many at
    // a time (no queue that hangs). Public catalog reads may still come from a cache.
    const during = await Promise.all([
      ...Array.from({ length: 30 }, () =>
        timed(`${app.url}/api/profile/me`, { headers: { 'x-auth-token': token } }),
      ),
      ...Array.from({ length: 10 }, () => login(app)),
      ...Array.from({ length: 10 }, (_, i) => register(app, `waehrend-${i}@beispiel.de`)),
    ]);
    for (const result of during) {
      expect(result.status).toBe(503);
      expect(result.body.msg).toBe(UNAVAILABLE_MESSAGE);
      expect(result.ms).toBeLessThan(2_000);
    }

    await db.start();
    const restartedAt = Date.now();
    do {
      health = await timed(`${app.url}/api/health`);
      if (health.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    } while (health.status !== 200 && Date.now() - restartedAt < 15_000);
    expect(health.status).toBe(200);
    expect(app.child.exitCode).toBeNull();

    const categories = await timed(`${app.url}/api/categories`);
    expect(categories.status).toBe(200);
    expect((await register(app, 'nach-ausfall@beispiel.de')).status).toBe(201);
    const profile = await timed(`${app.url}/api/profile/me`, { headers: { 'x-auth-token': token } });
    expect(profile.status).toBe(200);
  });
});
