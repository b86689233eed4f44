import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createSharedDatabase } from '../support/shared-db';
import type { Engine } from '../support/test-app';
import { type AppProcess, startAppProcess } from './app-process';

/** 200 connections for 60 s, as the issue asks; shorter locally with RELIABILITY_LOAD_SECONDS. */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const PORT = 3872;

interface Answer {
  status: number;
  body: unknown;
}

/** Keep-alive HTTP client with exactly one socket per virtual user. */
function client(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = httpRequest(
        baseUrl + path,
        {
          method,
          agent,
          timeout: 30_000,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON; keep the text for the report
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('Zeitüberschreitung (30 s)')));
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

async function openDatabase(
  engine: Engine,
  env: Record<string, string>,
  dataDir: string,
): Promise<DataSource> {
  const options =
    engine === 'mysql'
      ? { type: 'mysql' as const, connectorPackage: 'mysql2' as const, url: env.DATABASE_URL }
      : { type: 'better-sqlite3' as const, database: join(dataDir, 'event-kompass.sqlite') };
  return new DataSource(options).initialize();
}

const SEARCH_WORDS = ['dj', 'foto', 'catering', 'hochzeit', 'location', 'musik'];

const ENGINES = (process.env.RELIABILITY_ENGINES ?? 'sqlite,mysql').split(',') as Engine[];

/**
 * One engine's run: its own app process (port `port`), 200 virtual users for SECONDS, then the
 * reconciliation. Throws the first failed expectation; always stops the app and drops the data.
 */
async function loadAndReconcile(engine: Engine, port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ek-rel-load-'));
  let database: Awaited<ReturnType<typeof createSharedDatabase>> | null = null;
  let app: AppProcess | null = null;
  try {
    let env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'true', BACKGROUND_WORK: 'true' };
    if (engine === 'mysql') {
      database = await createSharedDatabase('mysql');
      env = { ...env, ...database.env };
    }
    app = await startAppProcess(env, port);
    await drive(engine, app, env, dataDir);
  } finally {
    if (app) {
      app.child.kill('SIGTERM');
      await app.exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function drive(engine: Engine, app: AppProcess, env: Record<string, string>, dataDir: string) {
  const http = client(app.url);
  const categories = (await http.send('GET', '/api/categories')).body as Array<{ id: number }>;
  const providers = (
    await Promise.all(categories.map((c) => http.send('GET', `/api/providers/category/${c.id}`)))
  ).flatMap((answer) => answer.body as Array<{ id: number }>);
  expect(providers.length).toBeGreaterThan(3);

  // One account per virtual user, each with two inquiries whose events are over (reviewable).
  const users = await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const email = `last-${i}@beispiel.de`;
      const ip = `10.${50 + Math.floor(i / 200)}.${Math.floor(i / 10) % 200}.${i % 10}`;
      const registered = await http.send(
        'POST',
        '/api/auth/register',
        { vorname: 'Lasse', nachname: `Last ${i}`, email, passwort: 'geheim123' },
        { 'x-forwarded-for': ip },
      );
      expect(registered.status).toBe(201);
      const token = (registered.body as { token: string }).token;
      const reviewable = [providers[i % providers.length].id, providers[(i + 1) % providers.length].id];
      for (const anbieterId of reviewable) {
        const inquiry = await http.send(
          'POST',
          '/api/inquiries',
          { anbieter_id: anbieterId, event_datum: '2099-12-31', nachricht: 'Vorbereitung' },
          { 'x-auth-token': token },
        );
        expect(inquiry.status).toBe(201);
      }
      return { email, ip, token, reviewable };
    }),
  );
  const db = await openDatabase(engine, env, dataDir);
  await db.query(`UPDATE inquiries SET event_datum = '2020-01-01' WHERE nachricht = 'Vorbereitung'`);

  const acknowledgedInquiries: number[] = [];
  const acknowledgedReviews = new Map<string, number>();
  const serverErrors: string[] = [];
  const transportErrors: string[] = [];
  const counts = new Map<string, number>();
  const deadline = Date.now() + SECONDS * 1000;

  const virtualUser = async (index: number) => {
    const user = users[index];
    // Each virtual user is one person at their own address, as on the real site: 200 people behind
    // one address would be one client spending one work budget (the fair-use suite tests that).
    const send: typeof http.send = (method, path, payload, headers = {}) =>
      http.send(method, path, payload, { 'x-forwarded-for': user.ip, ...headers });
    let step = index;
    let reviewsLeft = [...user.reviewable];
    while (Date.now() < deadline) {
      step += 1;
      const provider = providers[step % providers.length];
      const category = categories[step % categories.length];
      let label: string;
      let answer: Answer;
      try {
        switch (step % 10) {
          case 0:
            label = 'login';
            answer = await send('POST', '/api/auth/login', { email: user.email, passwort: 'geheim123' });
            break;
          case 1:
          case 2:
            label = 'inquiry';
            answer = await send(
              'POST',
              '/api/inquiries',
              {
                anbieter_id: provider.id,
                event_datum: '2099-06-30',
                nachricht: `Lasttest ${index}/${step}`,
              },
              { 'x-auth-token': user.token },
            );
            if (answer.status === 201) acknowledgedInquiries.push((answer.body as { id: number }).id);
            break;
          case 3: {
            label = 'review';
            const anbieterId = reviewsLeft[0] ?? provider.id;
            answer = await send(
              'POST',
              '/api/reviews',
              { anbieter_id: anbieterId, sterne: 1 + (step % 5), kommentar: `Bewertung ${index}` },
              { 'x-auth-token': user.token },
            );
            if (answer.status === 201) {
              acknowledgedReviews.set(user.email, (acknowledgedReviews.get(user.email) ?? 0) + 1);
              reviewsLeft = reviewsLeft.slice(1);
            }
            break;
          }
          case 4:
            label = 'search';
            answer = await send('GET', `/api/search?q=${SEARCH_WORDS[step % SEARCH_WORDS.length]}`);
            break;
          case 5:
            label = 'profile';
            answer = await send('GET', '/api/profile/inquiries', undefined, {
              'x-auth-token': user.token,
            });
            break;
          case 6:
            label = 'provider';
            answer = await send('GET', `/api/providers/${provider.id}`);
            break;
          case 7:
            label = 'reviews';
            answer = await send('GET', `/api/reviews/${provider.id}`, undefined, {
              'x-auth-token': user.token,
            });
            break;
          case 8:
            label = 'category';
            answer = await send('GET', `/api/providers/category/${category.id}`);
            break;
          default:
            label = 'categories';
            answer = await send('GET', '/api/categories');
        }
      } catch (error) {
        transportErrors.push((error as Error).message);
        continue;
      }
      counts.set(`${label} ${answer.status}`, (counts.get(`${label} ${answer.status}`) ?? 0) + 1);
      if (answer.status >= 500)
        serverErrors.push(`${label} → ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  };
  await Promise.all(users.map((_, index) => virtualUser(index)));
  http.close();

  const summary = [...counts.entries()].sort().map(([key, n]) => `${key}: ${n}`);
  console.log(`${engine}, ${CONNECTIONS} Verbindungen × ${SECONDS} s:\n${summary.join('\n')}`);
  if (serverErrors.length > 0) {
    // The app's own account of its 5xx answers, for whoever reads the failure.
    console.log(
      app
        .output()
        .split('\n')
        .filter((line) => /ERROR|Error|error/.test(line))
        .slice(0, 40)
        .join('\n'),
    );
  }
  expect(serverErrors.slice(0, 10)).toEqual([]);
  expect(transportErrors.slice(0, 10)).toEqual([]);
  expect(acknowledgedInquiries.length).toBeGreaterThan(CONNECTIONS);
  expect(acknowledgedReviews.size).toBeGreaterThan(CONNECTIONS / 2);

  // Reconciliation: every acknowledged inquiry by id, every acknowledged review per author.
  const stored = new Set<number>();
  for (let i = 0; i < acknowledgedInquiries.length; i += 500) {
    const ids = acknowledgedInquiries.slice(i, i + 500);
    const rows = (await db.query(
      `SELECT id FROM inquiries WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )) as Array<{ id: number | string }>;
    rows.forEach((row) => stored.add(Number(row.id)));
  }
  expect(acknowledgedInquiries.filter((id) => !stored.has(id))).toEqual([]);
  const reviewRows = (await db.query(
    `SELECT u.email AS email, COUNT(*) AS n FROM reviews r JOIN users u ON u.id = r.user_id
      WHERE u.email LIKE 'last-%' GROUP BY u.email`,
  )) as Array<{ email: string; n: number | string }>;
  const storedReviews = new Map(reviewRows.map((row) => [row.email, Number(row.n)]));
  expect([...acknowledgedReviews.entries()].filter(([email, n]) => storedReviews.get(email) !== n)).toEqual(
    [],
  );
  await db.destroy();
}

// The engines run side by side: the issue asks for 200 connections × 60 s, not for a minute
// per engine one after the other, and the suite's time budget is the whole test run's.
it(`${CONNECTIONS} connections × ${SECONDS} s on ${ENGINES.join(' and ')} at once: no 5xx, and every acknowledged write is stored`, async () => {
  const outcomes = await Promise.allSettled(
    ENGINES.map((engine, index) => loadAndReconcile(engine, PORT + index)),
  );
  const failed = outcomes.filter(
    (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
  );
  if (failed.length > 0) throw failed[0].reason;
}, 300_000);
