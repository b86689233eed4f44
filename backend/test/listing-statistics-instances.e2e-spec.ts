import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { berlinMonth } from '../src/modules/statistics';
import { addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/**
 * Two app instances on one database, each with its own buffer flushed every 20 ms while the views
 * come in: the counts are added, so none is lost or doubled (and the rest is written at shutdown).
 */
describe(`view counting on two instances (${ENGINE})`, () => {
  const shared = mkdtempSync(join(tmpdir(), 'ek-stats-shared-'));
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ STATS_FLUSH_MS: '20', DATABASE_PATH: join(shared, 'db.sqlite') });
    const sameDatabase: Record<string, string> =
      a.config.database.type === 'mysql'
        ? { DATABASE_URL: a.config.database.url }
        : { DATABASE_PATH: join(shared, 'db.sqlite') };
    b = await startTestApp({ STATS_FLUSH_MS: '20', ...sameDatabase });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(shared, { recursive: true, force: true });
  });

  it('adds every view of both instances exactly once', async () => {
    const provider = await addProvider(a, { firmenname: 'Zwei Instanzen' });
    b.catalogChanged();
    const perInstance = 150;
    const views = (t: TestApp) =>
      Array.from({ length: perInstance }, async (_, i) => {
        // Spread over time so the flushes of both instances run in between.
        await new Promise((resolve) => setTimeout(resolve, i * 2));
        const response = await t.http('GET', `/api/providers/${provider.id}`, { headers: BROWSER });
        expect(response.status).toBe(200);
      });
    await Promise.all([...views(a), ...views(b)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { StatisticsBuffer } = await import('../src/modules/statistics');
    await Promise.all([a.app.get(StatisticsBuffer).flush(), b.app.get(StatisticsBuffer).flush()]);
    const rows = await a.dataSource.query(
      'SELECT aufrufe FROM provider_monthly_stats WHERE anbieter_id = ? AND monat = ?',
      [provider.id, berlinMonth()],
    );
    expect(rows.map((row: { aufrufe: unknown }) => Number(row.aufrufe))).toEqual([2 * perInstance]);
  });
});
