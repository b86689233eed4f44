import { DataSource } from 'typeorm';
import { ENTITIES } from '../../../entities';
import { backupSchema, type TableSpec } from './backup-tables';
import { MYSQL_HEAD, MYSQL_TAIL, SQLITE_HEAD, SQLITE_TAIL } from './client-statements';
import { parseBackup } from './sql-dump-parser';
import { MARIADB_SANDBOX_LINE } from './sql-tokenizer';
import { parseBackupDatetime, quoteSqlString } from './sql-values';

const contactColumns = '(id, name, email, message, erstellt_am)';
const contact = (message: string, at = "'2026-06-01 08:00:00.000'") =>
  `INSERT INTO contact_messages ${contactColumns} VALUES (1, 'Max', 'max@beispiel.de', ${message}, ${at});`;
/** The bound values of the only row in the file. */
const onlyRow = (source: string) => parseBackup(source, tables).inserts[0].rows[0].params;

/** The entities' metadata only: an in-memory database the parser never touches. */
const metadataOnly = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES });
let tables: ReadonlyMap<string, TableSpec>;
beforeAll(async () => {
  await metadataOnly.initialize();
  tables = backupSchema(metadataOnly).byName;
});
afterAll(async () => {
  await metadataOnly.destroy();
});

describe('backup parser', () => {
  it('reads what quoteSqlString writes, CR and NUL included', () => {
    const text = "a\r\nb\0c '' \\' \\\\ \r";
    const literal = quoteSqlString(text);
    expect(literal).toBe("'a' || char(13) || '\nb' || char(0) || 'c '''' \\'' \\\\ ' || char(13)");
    expect(onlyRow(contact(literal))[3]).toBe(text);
  });

  it('accepts the head and tail statements of both exports, around the rows', () => {
    for (const [head, tail] of [
      [MYSQL_HEAD, MYSQL_TAIL],
      [SQLITE_HEAD, SQLITE_TAIL],
    ]) {
      const file = [...head, 'DELETE FROM contact_messages;', contact("'x'"), ...tail, ''].join('\n');
      expect(onlyRow(file)[3]).toBe('x');
    }
  });

  it('takes points in time as written now, without milliseconds, and as the ISO text of earlier exports', () => {
    expect(onlyRow(contact("'x'", "'2026-06-01 08:00:00.123'"))[4]).toBe('2026-06-01 08:00:00.123');
    expect(onlyRow(contact("'x'", "'2026-06-01 08:00:00'"))[4]).toBe('2026-06-01 08:00:00.000');
    expect(onlyRow(contact("'x'", "'2026-06-01T08:00:00.123Z'"))[4]).toBe('2026-06-01 08:00:00.123');
    for (const wrong of [
      '2026-02-30 08:00:00.000',
      '2026-06-01 08:00',
      '2026-06-01T08:00:00.123',
      '2026-06-01 08:00:00.1234',
    ])
      expect(parseBackupDatetime(wrong)).toBeNull();
  });

  it('reads a mariadb-dump file: sandbox line, backticks, MySQL backslash escapes', () => {
    const dump = [
      `${MARIADB_SANDBOX_LINE} `,
      "INSERT INTO `contact_messages` (`id`, `name`, `email`, `message`, `erstellt_am`) VALUES (1,'O\\'Neill','m@b.de','a\\nb\\r\\0\\Z\\t\\\"\\\\ \\% \\_ \\x ''q''','2026-06-01 08:00:00.000');",
      "INSERT INTO `migrations` (`id`, `timestamp`, `name`) VALUES (1,1732300000000,'InitialSchemaMysql1732300000000');",
      "INSERT INTO `migrations` (`id`, `timestamp`, `name`) VALUES (2,1733000000000,'EmailConfirmationMysql1733000000000');",
      '',
    ].join('\n');
    const parsed = parseBackup(dump, tables);
    expect(parsed.inserts.map((insert) => insert.table.name)).toEqual(['contact_messages']);
    expect(parsed.inserts[0].rows[0].params.slice(1, 4)).toEqual([
      "O'Neill",
      'm@b.de',
      "a\nb\r\0\x1a\t\"\\ \\% \\_ x 'q'",
    ]);
    expect(parsed.schemaVersion).toBe('EmailConfirmationMysql1733000000000');
  });

  it.each([
    ['the sandbox line anywhere but first', `-- x\n${MARIADB_SANDBOX_LINE}\n`, /Zeile 2: Block-Kommentare/],
    [
      'something after the sandbox line',
      `${MARIADB_SANDBOX_LINE} DROP TABLE users;\n`,
      /Zeile 1: Nach dem Sandbox-Kommentar/,
    ],
    [
      'a migrations row without a name',
      'INSERT INTO `migrations` (`id`) VALUES (1);',
      /„migrations.name“ fehlt/,
    ],
    ['a DELETE with a condition', 'DELETE FROM users WHERE 1;', /nur ohne Bedingung/],
    ['a name with a dot in backticks', 'INSERT INTO `mysql.user` (`x`) VALUES (1);', /Ungültiger Bezeichner/],
  ])('refuses %s', (_kind, source, message) => {
    expect(() => parseBackup(source, tables)).toThrow(message);
  });
});
