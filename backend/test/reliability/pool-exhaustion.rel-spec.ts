import { createConnection } from 'mysql2/promise';
import { createSharedDatabase } from '../support/shared-db';
import { MYSQL_URL, startTestApp, type TestApp } from '../support/test-app';

/** mysql2's pool keeps these lists; the difference is what is checked out right now. */
interface Mysql2PoolInternals {
  _allConnections: { length: number };
  _freeConnections: { length: number };
}

function checkedOut(t: TestApp): number {
  const pool = (t.dataSource.driver as unknown as { pool: Mysql2PoolInternals }).pool;
  return pool._allConnections.length - pool._freeConnections.length;
}

async function inParallel<T>(jobs: Array<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

describe('pool exhaustion (MariaDB)', () => {
  let t: TestApp;
  let database: Awaited<ReturnType<typeof createSharedDatabase>>;

  beforeAll(async () => {
    database = await createSharedDatabase('mysql');
    t = await startTestApp({ ...database.env, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('leaves no connection checked out and no transaction open after 1 000 failing transactions', async () => {
    const [provider] = (await t.http<Array<{ id: number }>>('GET', '/api/search?q=dj')).body;
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const registered = await t.http<{ token: string }>('POST', '/api/auth/register', {
        body: { vorname: 'Pia', nachname: 'Pool', email: `pool-${i}@beispiel.de`, passwort: 'geheim123' },
        headers: { 'x-forwarded-for': `10.3.0.${i}` },
      });
      tokens.push(registered.body.token);
    }

    // Each of these opens a transaction, reads, and throws inside it.
    const failing: Array<() => Promise<number>> = [];
    for (let i = 0; i < 1000; i++) {
      const token = tokens[Math.floor(i / 4) % tokens.length];
      const kind = i % 4;
      failing.push(async () => {
        if (kind === 0) {
          return (
            await t.http('POST', '/api/inquiries', {
              token,
              body: { anbieter_id: 999_999, event_datum: '2099-01-01', nachricht: 'Gibt es nicht.' },
            })
          ).status;
        }
        if (kind === 1) {
          return (
            await t.http('POST', '/api/reviews', {
              token,
              body: { anbieter_id: provider.id, sterne: 5, kommentar: 'Ohne Anfrage nicht erlaubt.' },
            })
          ).status;
        }
        return (await t.http('DELETE', `/api/profile/inquiries/${900_000 + i}`, { token })).status;
      });
    }
    const statuses = await inParallel(failing, 50);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status < 400)).toEqual([]);

    expect(checkedOut(t)).toBe(0);
    const admin = await createConnection(MYSQL_URL);
    const [open] = await admin.query<Array<{ n: number }> & import('mysql2').RowDataPacket[]>(
      `SELECT COUNT(*) AS n FROM information_schema.INNODB_TRX t
         JOIN information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id
        WHERE p.DB = ?`,
      [database.env.DATABASE_URL.split('/').pop()],
    );
    await admin.end();
    expect(Number(open[0].n)).toBe(0);

    // The pool still serves a full load of writes at once.
    const started = Date.now();
    const ok = await inParallel(
      tokens.map(
        (token, i) => () =>
          t.http('POST', '/api/inquiries', {
            token,
            body: { anbieter_id: provider.id, event_datum: '2099-01-01', nachricht: `Nach dem Test ${i}` },
          }),
      ),
      10,
    );
    expect(ok.map((response) => response.status)).toEqual(tokens.map(() => 201));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(checkedOut(t)).toBe(0);
  });
});
