import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ENGINE, type Engine, MYSQL_URL } from './test-app';

/**
 * A database that outlives one test app, for several app instances on the same data
 * (restart after a crash, two instances at once). Pass `env` to startTestApp.
 */
export async function createSharedDatabase(engine: Engine = ENGINE): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (engine === 'mysql') {
    const name = `ek_shared_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await createConnection(MYSQL_URL);
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    return {
      env: { DATABASE_URL: `${MYSQL_URL.replace(/\/+$/, '')}/${name}` },
      drop: async () => {
        const connection = await createConnection(MYSQL_URL);
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await connection.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ek-shared-'));
  return {
    // An empty DATABASE_URL overrides the test harness's MariaDB database: SQLite it is.
    env: { DATABASE_URL: '', DATABASE_PATH: join(dir, 'shared.sqlite') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
