import { randomBytes } from 'node:crypto';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { createAdmin, registerUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const TOKEN = 'metriken-geheim-0123456789-abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function scrape(t: TestApp, authorization?: string) {
  return t.http<string>('GET', '/api/metrics', { headers: authorization ? { authorization } : {} });
}

describe(`metrics (${ENGINE})`, () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers 404 as for a path that does not exist, whatever is sent', async () => {
      const unknown = await t.http('GET', '/api/gibt-es-nicht');
      for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
        const response = await scrape(t, authorization);
        expect([response.status, response.body]).toEqual([404, unknown.body]);
      }
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ METRICS_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await t?.close();
    });

    it.each([
      ['no header', undefined],
      ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
      ['a longer token', `Bearer ${TOKEN}x`],
      ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
      ['the token without the scheme', TOKEN],
      ['another scheme', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
      ['a space inside', `Bearer ${TOKEN} ${TOKEN}`],
    ])('refuses %s with 401 and a German msg', async (_kind, authorization) => {
      const response = await scrape(t, authorization);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        msg: 'Für die Messwerte ist ein gültiges Token nötig (Authorization: Bearer …).',
      });
    });

    it('does not take an admin session instead of the token', async () => {
      const admin = await createAdmin(t);
      expect((await t.http('GET', '/api/metrics', { token: admin.token })).status).toBe(401);
    });

    it('counts requests and their durations by route pattern and status, never by raw URL', async () => {
      const id = 900000 + (randomBytes(2).readUInt16BE() % 1000);
      for (const path of [`/api/providers/${id}`, `/api/providers/${id + 1}`, `/api/providers/${id}`]) {
        expect((await t.http('GET', path)).status).toBe(404);
      }
      for (let i = 0; i < 3; i++) expect((await t.http('GET', '/api/categories')).status).toBe(200);
      const stranger = `/api/zufall-${randomBytes(6).toString('hex')}`;
      expect((await t.http('GET', stranger)).status).toBe(404);

      const response = await scrape(t, `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = response.text;
      const labels = (route: string, status: number) => `{method="GET",route="${route}",status="${status}"}`;
      expect(sample(text, `http_requests_total${labels('/api/providers/:id', 404)}`)).toBe(3);
      // The first read fills the public cache, the next two come from it: all counted.
      expect(sample(text, `http_requests_total${labels('/api/categories', 200)}`)).toBe(3);
      expect(sample(text, `http_requests_total${labels('unmatched', 404)}`)).toBeGreaterThanOrEqual(1);
      expect(sample(text, `http_request_duration_seconds_count${labels('/api/providers/:id', 404)}`)).toBe(3);
      expect(text).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/categories",status="200"}',
      );
      expect(text).not.toContain(String(id));
      expect(text).not.toContain(stranger);
      // The scrapes themselves are counted too (after they are answered).
      const again = await scrape(t, `Bearer ${TOKEN}`);
      expect(sample(again.text, `http_requests_total${labels('/api/metrics', 200)}`)).toBeGreaterThanOrEqual(
        1,
      );
      expect(sample(again.text, `http_requests_total${labels('/api/metrics', 401)}`)).toBeGreaterThanOrEqual(
        7,
      );
    });

    it('reports event-loop lag and the process', async () => {
      const text = (await scrape(t, `bearer ${TOKEN}`)).text;
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    it('reports the mail backlog as the outbox holds it', async () => {
      // Each registration queues its confirmation link; no worker runs in the tests.
      await registerUser(t);
      await registerUser(t);
      await t.dataSource.query(
        "UPDATE mail_outbox SET status = 'failed' WHERE id = (SELECT MIN(id) FROM (SELECT id FROM mail_outbox) AS m)",
      );
      const [counts] = await t.dataSource.query(
        "SELECT SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) AS pending, SUM(CASE WHEN status = 'failed' THEN 1 ELSE 0 END) AS failed FROM mail_outbox",
      );
      expect(Number(counts.pending)).toBeGreaterThanOrEqual(1);
      const text = (await scrape(t, `Bearer ${TOKEN}`)).text;
      expect(sample(text, 'eventkompass_outbox_mails{status="pending"}')).toBe(Number(counts.pending));
      expect(sample(text, 'eventkompass_outbox_mails{status="failed"}')).toBe(Number(counts.failed));
    });

    it('reports each daily job’s last run and whether it finished, from the run keys of all instances', async () => {
      const now = new Date('2026-12-31T02:15:00Z');
      await t.app.get(ScheduledJobsService).runAll({ now });
      // A backup that broke off: its run key was taken and never finished.
      await t.dataSource.query(
        'INSERT INTO job_runs (run_key, job_name, started_at, finished_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
        [
          'backup:2026-12-30',
          'backup',
          '2026-12-30 02:00:00.000',
          '2026-12-30 02:00:05.000',
          'backup:2026-12-31',
          'backup',
          '2026-12-31 02:00:00.000',
          null,
        ],
      );
      const text = (await scrape(t, `Bearer ${TOKEN}`)).text;
      expect(sample(text, 'eventkompass_job_last_run_timestamp_seconds{job="retention"}')).toBe(
        now.getTime() / 1000,
      );
      expect(sample(text, 'eventkompass_job_last_run_success{job="retention"}')).toBe(1);
      expect(
        sample(text, 'eventkompass_job_last_success_timestamp_seconds{job="retention"}'),
        // The end is the real clock's, not the job's.
      ).toBeGreaterThanOrEqual(Date.now() / 1000 - 60);
      expect(sample(text, 'eventkompass_job_last_run_success{job="backup"}')).toBe(0);
      expect(sample(text, 'eventkompass_job_last_run_timestamp_seconds{job="backup"}')).toBe(
        Date.parse('2026-12-31T02:00:00Z') / 1000,
      );
      expect(sample(text, 'eventkompass_job_last_success_timestamp_seconds{job="backup"}')).toBe(
        Date.parse('2026-12-30T02:00:05Z') / 1000,
      );
    });

    it('reports how many providers the search index holds', async () => {
      await addProvider(t);
      await addProvider(t);
      await addProvider(t, { ist_freigeschaltet: false });
      // The index follows the catalog on the next read.
      expect((await t.http('GET', '/api/search?q=testanbieter')).status).toBe(200);
      const [row] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM providers WHERE ist_freigeschaltet = 1',
      );
      const text = (await scrape(t, `Bearer ${TOKEN}`)).text;
      expect(sample(text, 'eventkompass_search_index_providers')).toBe(Number(row.n));
      expect(Number(row.n)).toBeGreaterThanOrEqual(2);
    });
  });
});
