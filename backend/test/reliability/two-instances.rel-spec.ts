import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import S3rver from 's3rver';
import sharp from 'sharp';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { createSharedDatabase } from '../support/shared-db';
import { requireRedis, TEST_REDIS_URL } from '../support/redis';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { type AppProcess, startAppProcess } from './app-process';

const PORTS = [3873, 3874];
/** An S3 API server on loopback (s3rver) stands in for MinIO: both instances keep photos there. */
const S3_PORT = 4611;
// A Redis database of this suite's own, emptied first: counters of earlier runs would count.
const REDIS_URL = `${TEST_REDIS_URL.replace(/\/\d*$/, '')}/7`;

async function send(app: AppProcess, method: string, path: string, body?: unknown, headers = {}) {
  const response = await fetch(app.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** `S M * * * *`: once, at a wall-clock second far enough ahead for both instances to be up. */
function cronAt(date: Date): string {
  return `${date.getUTCSeconds()} ${date.getUTCMinutes()} * * * *`;
}

describe('two app instances on one MariaDB with Redis and an S3 bucket', () => {
  let database: Awaited<ReturnType<typeof createSharedDatabase>>;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let s3Dir: string;
  let s3: S3rver;
  let apps: AppProcess[] = [];
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    await requireRedis(REDIS_URL, { flush: true });
    database = await createSharedDatabase('mysql');
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), 'ek-rel-two-'));
    s3Dir = mkdtempSync(join(tmpdir(), 'ek-rel-s3-'));
    s3 = new S3rver({ port: S3_PORT, address: '127.0.0.1', silent: true, directory: s3Dir });
    await s3.run();
  });
  afterAll(async () => {
    for (const app of apps) {
      app.child.kill('SIGKILL');
      await app.exited;
    }
    await smtp.stop();
    await s3.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const query = async <T extends RowDataPacket>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const connection = await createConnection(database.env.DATABASE_URL);
    try {
      const [rows] = await connection.query<T[]>(sql, params);
      return rows;
    } finally {
      await connection.end();
    }
  };

  it('share login throttling, run each daily job once and deliver each mail once', async () => {
    const common = {
      ...database.env,
      DATA_DIR: dataDir,
      REDIS_URL,
      SEED_DEMO: 'true',
      S3_URL: `http://S3RVER:S3RVER@127.0.0.1:${S3_PORT}/ek-fotos`,
    };
    // First start: migrations and demo content, nothing in the background yet.
    const seeding = await startAppProcess({ ...common, BACKGROUND_WORK: 'false' }, PORTS[0]);
    seeding.child.kill('SIGTERM');
    await seeding.exited;

    // Work for the daily jobs: listings past their end, listings ending soon, events 3 days ago.
    const today = berlinToday();
    const active = await query<RowDataPacket & { id: number }>(
      'SELECT id FROM providers WHERE ist_freigeschaltet = 1 ORDER BY id',
    );
    expect(active.length).toBeGreaterThanOrEqual(5);
    const expired = active.slice(0, 2).map((row) => row.id);
    const ending = active.slice(2, 4).map((row) => row.id);
    await query(`UPDATE providers SET eintrag_gueltig_bis = '2020-01-01' WHERE id IN (?)`, [expired]);
    await query(`UPDATE providers SET eintrag_gueltig_bis = ? WHERE id IN (?)`, [addDays(today, 5), ending]);
    const target = active[4].id;

    const fireAt = new Date(Date.now() + 20_000);
    const env = { ...common, BACKGROUND_WORK: 'true', SMTP_URL: smtp.url, JOBS_CRON: cronAt(fireAt) };
    apps = await Promise.all(PORTS.map((port) => startAppProcess(env, port)));
    const [a, b] = apps;
    expect(Date.now()).toBeLessThan(fireAt.getTime() - 5_000);

    // Login throttling: failed logins alternate between the instances and still count together (one
    // client guessing one account: the per-account-and-client rule, issue 23).
    const email = `zwei-${run}@beispiel.de`;
    const registered = await send(a, 'POST', '/api/auth/register', {
      vorname: 'Zoe',
      nachname: 'Zwilling',
      email,
      passwort: 'geheim123',
      // Review reminders go only to accounts that agreed to them.
      erinnerungen_erlaubt: true,
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const attempts: number[] = [];
    for (let i = 0; i < 12; i++) {
      const app = apps[i % 2];
      const answer = await send(
        app,
        'POST',
        '/api/auth/login',
        { email, passwort: 'falsch' },
        { 'x-forwarded-for': '10.9.0.1' },
      );
      attempts.push(answer.status);
    }
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(attempts.slice(10)).toEqual([429, 429]);

    // Inquiries alternate between the instances; both outbox workers poll the same table.
    for (let i = 0; i < 20; i++) {
      const answer = await send(
        apps[i % 2],
        'POST',
        '/api/inquiries',
        { anbieter_id: target, event_datum: addDays(today, 30), nachricht: `Zwei Instanzen ${i}` },
        { 'x-auth-token': token },
      );
      expect(answer.status).toBe(201);
    }
    // Three of them had their event three days ago: a review reminder each.
    await query(
      `UPDATE inquiries SET event_datum = ? WHERE nachricht IN ('Zwei Instanzen 0', 'Zwei Instanzen 1', 'Zwei Instanzen 2')`,
      [addDays(today, -3)],
    );

    // What the daily jobs must do, from the data as it is now (demo content included).
    const expectedJobCauses = [
      ...(
        await query<RowDataPacket & { id: number; until: string }>(
          `SELECT id, DATE_FORMAT(eintrag_gueltig_bis, '%Y-%m-%d') AS until FROM providers
            WHERE ist_freigeschaltet = 1 AND eintrag_gueltig_bis < ?`,
          [today],
        )
      ).map((row) => `provider:${row.id}:deactivated:${row.until}`),
      ...(
        await query<RowDataPacket & { id: number; until: string }>(
          `SELECT id, DATE_FORMAT(eintrag_gueltig_bis, '%Y-%m-%d') AS until FROM providers
            WHERE ist_freigeschaltet = 1 AND eintrag_gueltig_bis BETWEEN ? AND ?`,
          [today, addDays(today, 30)],
        )
      ).flatMap((row) => [
        `provider:${row.id}:expiry-reminder:${row.until}`,
        // The second reminder, in the last week (issue 26).
        ...(row.until <= addDays(today, 7) ? [`provider:${row.id}:expiry-reminder:${row.until}:7`] : []),
      ]),
      ...(
        await query<RowDataPacket & { id: number }>(
          `SELECT id FROM inquiries WHERE hat_bewertet = 0 AND event_datum BETWEEN ? AND ?`,
          [addDays(today, -33), addDays(today, -3)],
        )
      ).map((row) => `inquiry:${row.id}:review-reminder`),
    ].sort();
    expect(expectedJobCauses.filter((cause) => cause.endsWith(':review-reminder'))).toHaveLength(3);
    const isJobCause = (cause: string) => /:(deactivated|expiry-reminder|review-reminder)/.test(cause);

    // Both instances fire the daily jobs in the same second.
    const until = fireAt.getTime() + 60_000;
    const pending = async () =>
      Number(
        (
          await query<RowDataPacket & { n: number }>(
            `SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent'`,
          )
        )[0].n,
      );
    let outbox: Array<RowDataPacket & { cause_key: string; status: string; attempts: number }> = [];
    for (;;) {
      outbox = await query(`SELECT cause_key, status, attempts FROM mail_outbox`);
      const jobMails = outbox.filter((mail) => isJobCause(mail.cause_key));
      if ((jobMails.length >= expectedJobCauses.length && (await pending()) === 0) || Date.now() > until)
        break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Let any second delivery that would happen, happen.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    outbox = await query(`SELECT cause_key, status, attempts FROM mail_outbox`);

    const runs = await query<RowDataPacket & { job_name: string; finished_at: Date | null }>(
      "SELECT job_name, finished_at FROM job_runs WHERE job_name <> 'seed'",
    );
    expect(runs.map((row) => row.job_name).sort()).toEqual([
      'deactivate-expired',
      'expiry-reminders',
      'photo-files',
      'retention',
      'review-reminders',
    ]);
    expect(runs.every((row) => row.finished_at !== null)).toBe(true);

    const stillActive = await query<RowDataPacket & { id: number }>(
      'SELECT id FROM providers WHERE ist_freigeschaltet = 1 AND id IN (?)',
      [expired],
    );
    expect(stillActive).toEqual([]);
    const causes = outbox.map((mail) => mail.cause_key).sort();
    expect(causes.filter(isJobCause)).toEqual(expectedJobCauses);
    expect(causes.filter((cause) => /^inquiry:\d+:provider$/.test(cause))).toHaveLength(20);
    // Every mail sent on its first attempt, and the SMTP server got exactly that many.
    expect(outbox.filter((mail) => mail.status !== 'sent' || Number(mail.attempts) !== 1)).toEqual([]);
    expect(smtp.mails).toHaveLength(outbox.length);
    // Both instances' schedules fired; each job ran on one of them, the other stood back.
    const stoodBack = (app: AppProcess) =>
      (app.output().match(/Heute schon erledigt[^\n]*/)?.[0] ?? '').split(': ')[1]?.split(', ') ?? [];
    expect([...stoodBack(a), ...stoodBack(b)].sort()).toEqual([
      'deactivate-expired',
      'expiry-reminders',
      'photo-files',
      'retention',
      'review-reminders',
    ]);
  });

  it('share listing photos through the S3 bucket: uploaded on one, served by the other', async () => {
    const [a, b] = apps;
    const login = await send(a, 'POST', '/api/auth/login', {
      email: 'studio@lichtblick-foto.example',
      passwort: 'demo1234',
    });
    expect(login.status).toBe(200);
    const listings = (await (
      await fetch(`${a.url}/api/profile/provider`, { headers: { 'x-auth-token': String(login.body.token) } })
    ).json()) as { id: number }[];
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('foto', new Blob([photo], { type: 'image/jpeg' }), 'see.jpg');
    const uploaded = await fetch(`${a.url}/api/profile/provider/${listings[0].id}/photos`, {
      method: 'POST',
      headers: { 'x-auth-token': String(login.body.token) },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url, url_klein } = (await uploaded.json()) as { url: string; url_klein: string };
    for (const path of [url, url_klein]) {
      const served = await fetch(`${b.url}${path}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
    // The other instance lists it last, after the demo pictures (its catalog follows the write
    // through Redis), and serves those from the bucket as well.
    const detail = (await (await fetch(`${b.url}/api/providers/${listings[0].id}`)).json()) as {
      fotos: { url: string }[];
    };
    expect(detail.fotos.map((foto) => foto.url).at(-1)).toBe(url);
    for (const foto of detail.fotos) expect((await fetch(`${b.url}${foto.url}`)).status).toBe(200);
    // Nothing landed in the shared data folder: the bucket holds the files.
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
  });
});
