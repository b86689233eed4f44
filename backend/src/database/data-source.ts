import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { InitialSchemaMysql1732300000000 } from './migrations/mysql/1732300000000-initial-schema';
import { InitialSchemaSqlite1732300000000 } from './migrations/sqlite/1732300000000-initial-schema';
import { ReviewRatingIndexMysql1732400000000 } from './migrations/mysql/1732400000000-review-rating-index';
import { ReviewRatingIndexSqlite1732400000000 } from './migrations/sqlite/1732400000000-review-rating-index';

/** Migrations per engine, oldest first; they run at start, `synchronize` never does. */
export const SQLITE_MIGRATIONS = [InitialSchemaSqlite1732300000000, ReviewRatingIndexSqlite1732400000000];
export const MYSQL_MIGRATIONS = [InitialSchemaMysql1732300000000, ReviewRatingIndexMysql1732400000000];

export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  if (database.type === 'mysql') {
    return {
      type: 'mysql',
      connectorPackage: 'mysql2',
      url: database.url,
      entities: ENTITIES,
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
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: database.path,
    entities: ENTITIES,
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
