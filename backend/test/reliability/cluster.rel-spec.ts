/**
 * WEB_CONCURRENCY=2 on the embedded SQLite, without Redis: two server processes share the port.
 * Each request goes out on a connection of its own, so the primary spreads them over both
 * processes (round robin), as a browser crowd would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Category } from '@event-kompass/shared-types';
import { startAppProcess, type AppProcess } from './app-process';

const PORT = 3876;
const ADMIN = { email: 'chef@beispiel.de', passwort: 'geheim123' };

/** One request on a fresh connection (no keep-alive: the next one may meet the other process). */
function send(
  app: AppProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = httpRequest(app.url + path, {
      method,
      agent: false,
      headers: { ...(bytes ? { 'content-type': 'application/json' } : {}), ...headers },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.end(bytes);
  });
}

async function until(condition: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Nicht eingetreten: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const categoryNames = async (app: AppProcess) =>
  ((await send(app, 'GET', '/api/categories')).body as Category[]).map((category) => category.name);

describe('two server processes on one port (WEB_CONCURRENCY=2, SQLite, no Redis)', () => {
  let dataDir: string;
  let app: AppProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ek-rel-cluster-'));
    app = await startAppProcess(
      {
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.passwort,
      },
      PORT,
    );
    await until(() => app.output().includes('2 Server-Prozesse teilen sich Port'), 'beide Prozesse bereit');
  });
  afterAll(async () => {
    if (app.child.exitCode === null) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds once, and a change through one process is seen through the other at once', async () => {
    const before = await categoryNames(app);
    expect(new Set(before).size).toBe(before.length);
    // Both processes have the list in their answer cache now.
    for (let i = 0; i < 6; i++) expect(await categoryNames(app)).toEqual(before);

    const login = await send(app, 'POST', '/api/auth/login', ADMIN);
    expect(login.status).toBe(200);
    const token = (login.body as { token: string }).token;
    const created = await send(
      app,
      'POST',
      '/api/admin/categories',
      { name: 'Über den Cluster', description: 'Neu' },
      { 'x-auth-token': token },
    );
    expect(created.status).toBe(201);
    for (let i = 0; i < 10; i++) {
      expect(await categoryNames(app)).toContain('Über den Cluster');
      expect((await send(app, 'GET', '/api/search?q=cluster')).status).toBe(200);
    }
    // The token one process signed is good in the other.
    for (let i = 0; i < 4; i++) {
      expect((await send(app, 'GET', '/api/profile/me', undefined, { 'x-auth-token': token })).status).toBe(
        200,
      );
    }
  });

  it('counts failed logins of all processes together', async () => {
    // One client guessing one account (the limit per account and client): its attempts land on
    // different processes and still add up.
    const email = `cluster-${Date.now()}@beispiel.de`;
    const registered = await send(app, 'POST', '/api/auth/register', {
      vorname: 'Clara',
      nachname: 'Cluster',
      email,
      passwort: 'geheim123',
    });
    expect(registered.status).toBe(201);
    const attempts: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await send(
        app,
        'POST',
        '/api/auth/login',
        { email, passwort: 'falsch' },
        { 'x-forwarded-for': '10.8.0.1' },
      );
      attempts.push(answer.status);
    }
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(attempts.slice(10)).toEqual([429, 429]);
  });

  it('replaces a process that crashed, and stops all on SIGTERM with code 0', async () => {
    const workers = () => [...app.output().matchAll(/Server-Prozess (\d+)\)/g)].length;
    const started = workers();
    const killed = /\[Nest\] (\d+) .*Server-Prozess 2\)/.exec(app.output());
    expect(killed).not.toBeNull();
    process.kill(Number(killed?.[1]), 'SIGKILL');
    await until(() => workers() > started, 'Ersatzprozess gestartet');
    expect(app.output()).toContain('er wird ersetzt');
    for (let i = 0; i < 6; i++) expect((await send(app, 'GET', '/api/categories')).status).toBe(200);

    app.child.kill('SIGTERM');
    expect(await app.exited).toEqual({ code: 0, signal: null });
  });
});
