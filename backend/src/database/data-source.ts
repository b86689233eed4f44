import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

/**
 * The entities come from above (src/entities.ts): this floor knows no module.
 */
export function dataSourceOptions(
  database: DatabaseConfig,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSourceOptions {
  if (database.type === 'mysql') {
    return {
      type: 'mysql',
      connectorPackage: 'mysql2',
      url: database.url,
      entities,
      // Migrations run at start, `synchronize` never does.
      migrations: MYSQL_MIGRATIONS,
      migrationsRun: true,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      // DATETIME columns hold UTC; DATE columns stay `YYYY-MM-DD` strings whatever the zones.
      timezone: 'Z',
      dateStrings: ['DATE'],
      supportBigNumbers: true,
      extra: {
        connectionLimit: 10,
        connectTimeout: 5000,
        // Requests wait for a free connection (a request may need several, and the outbox
        // worker needs one too); only beyond this many waiting does a request get a 503.
        waitForConnections: true,
        queueLimit: 2000,
        enableKeepAlive: true,
      },
    };
  }
  if (database.path !== ':memory:') keepPrivate(database.path);
  return {
    type: 'better-sqlite3',
    database: database.path,
    entities,
    migrations: SQLITE_MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

/**
 * The database holds password hashes and personal data: only the app's own user may read it
 * (security finding 6). SQLite gives its -wal and -shm files the main file's mode.
 */
function keepPrivate(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
  for (const companion of [`${path}-wal`, `${path}-shm`]) {
    if (existsSync(companion)) chmodSync(companion, 0o600);
  }
}
