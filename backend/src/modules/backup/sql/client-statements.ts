/**
 * The statements a backup carries around its rows so that the standard clients restore it
 * (`mariadb db < file.sql`, `sqlite3 file.sqlite < file.sql`). The importer accepts exactly
 * these (sql-dump-parser.ts); for it they change nothing, since it replaces all data in one
 * transaction anyway.
 */

/**
 * Set as a whole, so the server's own default cannot change how the file reads: strings
 * without backslash escapes and `||` joining them (as the SQLite export writes them too),
 * strict about values, and an id 0 stays 0.
 */
export const EXPORT_SQL_MODE =
  'NO_AUTO_VALUE_ON_ZERO,NO_BACKSLASH_ESCAPES,PIPES_AS_CONCAT,STRICT_TRANS_TABLES';

export const SQL_MODE_STATEMENT = `SET SESSION sql_mode = '${EXPORT_SQL_MODE}';`;

/** Before the rows: the client's character set, the string rules, no FK checks in between, one transaction. */
export const MYSQL_HEAD: readonly string[] = [
  'SET NAMES utf8mb4;',
  SQL_MODE_STATEMENT,
  'SET FOREIGN_KEY_CHECKS = 0;',
  'START TRANSACTION;',
];
export const MYSQL_TAIL: readonly string[] = ['COMMIT;', 'SET FOREIGN_KEY_CHECKS = 1;'];

/** What `sqlite3 .dump` writes around its rows. */
export const SQLITE_HEAD: readonly string[] = ['PRAGMA foreign_keys=OFF;', 'BEGIN TRANSACTION;'];
export const SQLITE_TAIL: readonly string[] = ['COMMIT;'];

/** Accepted only before the first row. */
export const HEAD_STATEMENTS: readonly string[] = [...MYSQL_HEAD, ...SQLITE_HEAD];
/** Accepted after the rows; nothing but these may follow them. */
export const TAIL_STATEMENTS: readonly string[] = [...MYSQL_TAIL];
