import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createSharedDatabase } from '../support/shared-db';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { holdPost, startAppProcess } from './app-process';

const PORT = 3870;

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('reliability of the running process', () => {
  let dataDir: string;
  let smtp: TestSmtpServer;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ek-rel-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  // On MariaDB the pool must outlive the HTTP server: held requests reach the database only
  // after the signal.
  it.each(['sqlite', 'mysql'] as const)(
    'finishes in-flight requests on SIGTERM and exits with code 0 (%s)',
    async (engine) => {
      const database = await createSharedDatabase(engine);
      try {
        const app = await startAppProcess(
          { DATA_DIR: dataDir, SEED_DEMO: 'false', BACKGROUND_WORK: 'false', ...database.env },
          PORT,
        );
        const held = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            holdPost(
              app.url,
              '/api/auth/register',
              {
                vorname: 'Anna',
                nachname: 'Beispiel',
                email: `sigterm-${i}@beispiel.de`,
                passwort: 'geheim123',
              },
              { 'x-forwarded-for': `10.1.0.${i}` },
            ),
          ),
        );
        app.child.kill('SIGTERM');
        // The process keeps running until its in-flight requests are answered …
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(app.child.exitCode).toBeNull();
        const results = await Promise.all(held.map((request) => request.finish()));
        if (results.some((result) => result.status !== 201)) {
          await app.exited;
          throw new Error(`${JSON.stringify(results)}\n${app.output()}`);
        }
        expect(results.map((result) => result.status)).toEqual(results.map(() => 201));
        // … then exits cleanly, and new connections are refused.
        expect(await app.exited).toEqual({ code: 0, signal: null });
        await expect(fetch(`${app.url}/api/health`)).rejects.toThrow();
      } finally {
        await database.drop();
      }
    },
  );

  it('keeps every acknowledged inquiry through kill -9 and delivers each mail exactly once after restart', async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', BACKGROUND_WORK: 'false' };
    let app = await startAppProcess(env, PORT);
    const [provider] = (await (await fetch(`${app.url}/api/search?q=dj`)).json()) as Array<{ id: number }>;
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const registered = await post(
        app.url,
        '/api/auth/register',
        { vorname: 'Kai', nachname: 'Crash', email: `crash-${i}@beispiel.de`, passwort: 'geheim123' },
        { 'x-forwarded-for': `10.2.0.${i}` },
      );
      tokens.push(registered.body.token as string);
    }
    const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const acknowledged: number[] = [];
    let stop = false;
    const burst = async (token: string) => {
      while (!stop) {
        try {
          const response = await post(
            app.url,
            '/api/inquiries',
            {
              anbieter_id: provider.id,
              event_datum: eventDate,
              nachricht: 'Belastungstest: bitte ein Angebot.',
            },
            { 'x-auth-token': token },
          );
          if (response.status === 201) acknowledged.push(response.body.id as number);
          if (response.status === 429) return;
        } catch {
          return; // the process is gone
        }
      }
    };
    const workers = tokens.map((token) => burst(token));
    await new Promise((resolve) => setTimeout(resolve, 700));
    app.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await app.exited;
    expect(acknowledged.length).toBeGreaterThan(10);

    // Every acknowledged inquiry and its outbox mail survived the crash.
    const db = await new DataSource({
      type: 'better-sqlite3',
      database: join(dataDir, 'event-kompass.sqlite'),
      readonly: true,
    }).initialize();
    const placeholders = acknowledged.map(() => '?').join(', ');
    const [stored] = await db.query(
      `SELECT COUNT(*) AS n FROM inquiries WHERE id IN (${placeholders})`,
      acknowledged,
    );
    const [mails] = await db.query(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE cause_key IN (${placeholders})`,
      acknowledged.map((id) => `inquiry:${id}:provider`),
    );
    // The kill can fall between a commit and its answer: such an inquiry is stored and its mail
    // queued although the client never saw the 201. Its mail is owed too, so the delivery check
    // counts every queued inquiry mail, not only the acknowledged ones.
    const [queued] = await db.query(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'pending' AND cause_key LIKE 'inquiry:%:provider'`,
    );
    await db.destroy();
    expect(Number(stored.n)).toBe(acknowledged.length);
    expect(Number(mails.n)).toBe(acknowledged.length);
    expect(Number(queued.n)).toBeGreaterThanOrEqual(acknowledged.length);
    expect(Number(queued.n)).toBeLessThanOrEqual(acknowledged.length + tokens.length);

    // After a restart with SMTP, the worker delivers each of them exactly once.
    const before = smtp.mails.length;
    app = await startAppProcess({ ...env, BACKGROUND_WORK: 'true', SMTP_URL: smtp.url }, PORT);
    const expectedSubjects = Number(queued.n);
    const until = Date.now() + 90_000;
    const inquiryMails = () =>
      smtp.mails.slice(before).filter((mail) => mail.subject.startsWith('Neue Anfrage'));
    while (inquiryMails().length < expectedSubjects && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    app.child.kill('SIGTERM');
    await app.exited;
    expect(inquiryMails().length).toBe(expectedSubjects);
    // Exactly once: each of those mails is marked sent after its first attempt.
    const after = await new DataSource({
      type: 'better-sqlite3',
      database: join(dataDir, 'event-kompass.sqlite'),
      readonly: true,
    }).initialize();
    const [delivered] = await after.query(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE status = 'sent' AND attempts = 1 AND cause_key IN (${placeholders})`,
      acknowledged.map((id) => `inquiry:${id}:provider`),
    );
    const [left] = await after.query(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent' AND cause_key LIKE 'inquiry:%:provider'`,
    );
    await after.destroy();
    expect(Number(delivered.n)).toBe(acknowledged.length);
    expect(Number(left.n)).toBe(0);
  });
});
