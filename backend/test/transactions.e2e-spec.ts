import { TransactionRunner } from '../src/database/transaction-runner';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

/** Resolves once `count` callers have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe(`transactions (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    await t.dataSource.query('CREATE TABLE tx_probe (id INT PRIMARY KEY, n INT NOT NULL)');
    await t.dataSource.query('INSERT INTO tx_probe (id, n) VALUES (1, 0), (2, 0)');
  });
  afterAll(async () => {
    await t.close();
  });

  // Two writers taking the same two rows in opposite order: on MariaDB one of them is rolled
  // back as a deadlock victim and must run again instead of failing the request; on SQLite
  // the runner queues them, so they never meet.
  it('runs a deadlock victim again, so both writers succeed and each change counts once', async () => {
    const runner = t.app.get(TransactionRunner);
    const bothHoldOneRow = barrier(2);
    let attempts = 0;
    const writer = (first: number, second: number) =>
      runner.run(async (manager) => {
        attempts += 1;
        await manager.query('UPDATE tx_probe SET n = n + 1 WHERE id = ?', [first]);
        // Only the first round waits for the other writer; on SQLite it is never concurrent.
        if (ENGINE === 'mysql' && attempts <= 2) await bothHoldOneRow();
        await manager.query('UPDATE tx_probe SET n = n + 1 WHERE id = ?', [second]);
        return first;
      });

    expect(await Promise.all([writer(1, 2), writer(2, 1)])).toEqual([1, 2]);
    expect(attempts).toBe(ENGINE === 'mysql' ? 3 : 2);
    const rows = await t.dataSource.query<{ id: number; n: number }[]>(
      'SELECT id, n FROM tx_probe ORDER BY id',
    );
    expect(rows.map((row) => Number(row.n))).toEqual([2, 2]);
  });

  it('does not run other failures again', async () => {
    let attempts = 0;
    await expect(
      t.app.get(TransactionRunner).run(async (manager) => {
        attempts += 1;
        await manager.query('INSERT INTO tx_probe (id, n) VALUES (1, 0)');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
