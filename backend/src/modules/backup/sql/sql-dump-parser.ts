import { isRealIsoDate } from '../../../common/pipes/fields';
import type { ColumnSpec, TableSpec } from './backup-tables';
import { InvalidBackup } from './backup-sql.errors';
import { HEAD_STATEMENTS, SQL_MODE_STATEMENT, TAIL_STATEMENTS } from './client-statements';
import { parseBackupDatetime } from './sql-values';
import { type StringDialect, type Token, tokenize } from './sql-tokenizer';

/** Rows of one INSERT statement, already converted to the values that get bound. */
export interface ParsedInsert {
  table: TableSpec;
  columns: string[];
  /** Where the statement starts, for messages. */
  line: number;
  rows: { line: number; params: (string | number | null)[] }[];
}

export interface ParsedBackup {
  inserts: ParsedInsert[];
  /**
   * `-- Schema-Version: …` from the header, or else the newest migration named by the rows of
   * TypeORM's `migrations` table in a `mariadb-dump` file; null when the file names none.
   */
  schemaVersion: string | null;
  rowCounts: Map<string, number>;
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

type Literal = Extract<Token, { type: 'string' } | { type: 'number' }> | { type: 'null'; line: number };

function fail(line: number, message: string): never {
  throw new InvalidBackup(`Zeile ${line}: ${message}`);
}

function tokenText(token: Token): string {
  switch (token.type) {
    case 'string':
      return 'eine Zeichenkette';
    case 'comment':
      return 'ein Kommentar';
    default:
      return `„${token.text}“`;
  }
}

/** Checks one literal against its column and returns the value to bind. */
function toParam(table: TableSpec, column: ColumnSpec, literal: Literal): string | number | null {
  const name = `${table.name}.${column.name}`;
  if (literal.type === 'null') {
    if (!column.nullable) fail(literal.line, `„${name}“ darf nicht NULL sein.`);
    return null;
  }
  switch (column.kind) {
    case 'int': {
      const value = literal.type === 'number' ? Number(literal.text) : Number.NaN;
      if (!Number.isSafeInteger(value) || value < INT_MIN || value > INT_MAX) {
        fail(literal.line, `„${name}“ erwartet eine ganze Zahl.`);
      }
      return value;
    }
    case 'bool':
      if (literal.type !== 'number' || (literal.text !== '0' && literal.text !== '1')) {
        fail(literal.line, `„${name}“ erwartet 0 oder 1.`);
      }
      return Number(literal.text);
    case 'date':
      if (literal.type !== 'string' || !isRealIsoDate(literal.value)) {
        fail(literal.line, `„${name}“ erwartet ein Datum im Format JJJJ-MM-TT.`);
      }
      return literal.value;
    case 'datetime': {
      const value = literal.type === 'string' ? parseBackupDatetime(literal.value) : null;
      if (value === null) {
        fail(literal.line, `„${name}“ erwartet einen Zeitpunkt (UTC) wie 2026-11-22 20:45:15.000.`);
      }
      return value;
    }
    case 'text': {
      if (literal.type !== 'string') fail(literal.line, `„${name}“ erwartet eine Zeichenkette.`);
      const value = literal.value;
      if (
        column.maxLength !== undefined &&
        value.length > column.maxLength &&
        [...value].length > column.maxLength
      ) {
        fail(literal.line, `„${name}“ ist länger als ${column.maxLength} Zeichen.`);
      }
      if (column.maxBytes !== undefined && Buffer.byteLength(value, 'utf8') > column.maxBytes) {
        fail(literal.line, `„${name}“ ist länger als ${column.maxBytes} Bytes.`);
      }
      return value;
    }
  }
}

/** TypeORM's record of the migrations run; `mariadb-dump` writes it along with our tables. */
const MIGRATIONS_TABLE = 'migrations';
const MIGRATIONS_COLUMNS = ['id', 'timestamp', 'name'];

/** A statement's tokens as one comparable text: keywords in capitals, names quoted as written. */
function statementKey(tokens: Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'word':
          return token.quoted ? `\`${token.text}\`` : token.text.toUpperCase();
        case 'string':
          return JSON.stringify(token.value);
        case 'comment':
          return '';
        default:
          return token.text;
      }
    })
    .join(' ');
}

const keysOf = (statements: readonly string[]): Set<string> =>
  new Set(statements.map((statement) => statementKey([...tokenize(statement)])));
const HEAD_KEYS = keysOf(HEAD_STATEMENTS);
const TAIL_KEYS = keysOf(TAIL_STATEMENTS);
const SQL_MODE_KEY = statementKey([...tokenize(SQL_MODE_STATEMENT)]);
const STATEMENT_STARTS = new Set(
  [...HEAD_STATEMENTS, ...TAIL_STATEMENTS].map((statement) => statement.split(/[\s;]/)[0].toUpperCase()),
);

/**
 * Parses and validates a whole backup before anything is written. Grammar:
 *   file      = { comment | head } { comment | insert | tail }
 *   head      = one of HEAD_STATEMENTS | DELETE FROM table ";"
 *   tail      = one of TAIL_STATEMENTS
 *   insert    = INSERT INTO table "(" column { "," column } ")" VALUES tuple { "," tuple } ";"
 *   tuple     = "(" value { "," value } ")"
 *   value     = piece { "||" piece } | integer | NULL      piece = string | char(13) | char(0)
 * and each statement ends its line. Anything else is refused with the line it is on.
 *
 * Two ways of writing names and strings, one per file, fixed by the first table name: bare
 * names with standard SQL strings (our exports), or names in backticks with MySQL's backslash
 * escapes (`mariadb-dump`). The head and tail statements mean nothing here: the import replaces
 * all data in one transaction, parents before children, whatever order the file has.
 */
export function parseBackup(source: string, tables: ReadonlyMap<string, TableSpec>): ParsedBackup {
  const dialect: StringDialect = { backslashEscapes: false };
  const stream = tokenize(source, dialect);
  let lookahead: Token | undefined = stream.next().value ?? undefined;
  let lastLine = 1;
  const inserts: ParsedInsert[] = [];
  const rowCounts = new Map<string, number>();
  let schemaVersion: string | null = null;
  const migrationNames: string[] = [];
  /** Decided by the first table name: backticks mean MySQL strings. */
  let quotedNames: boolean | null = null;
  let sqlModeSeen = false;
  /**
   * Head statements and DELETEs only before the first row or tail statement: a client would
   * run a later DELETE against rows already restored. Rows after COMMIT are harmless (the
   * client adds them on their own), so a hand-appended row still restores the same everywhere.
   */
  let phase: 'head' | 'rows' = 'head';

  const peek = (): Token | undefined => lookahead;
  const advance = (): Token | undefined => {
    const token = lookahead;
    if (token) lastLine = token.line;
    lookahead = stream.next().value ?? undefined;
    return token;
  };
  const next = (expected: string): Token => {
    const token = lookahead;
    if (!token) fail(lastLine, `Die Datei endet mitten in einer Anweisung (erwartet: ${expected}).`);
    if (token.type === 'comment')
      fail(token.line, 'Kommentare sind innerhalb einer Anweisung nicht erlaubt.');
    advance();
    return token;
  };
  const expectWord = (word: string, message: string): void => {
    const token = next(word);
    if (token.type !== 'word' || token.quoted || token.text.toUpperCase() !== word) fail(token.line, message);
  };
  const expectPunct = (text: string, message: string): Token => {
    const token = next(`„${text}“`);
    if (token.type !== 'punct' || token.text !== text)
      fail(token.line, `${message} (gefunden: ${tokenText(token)}).`);
    return token;
  };
  /** After an item of a parenthesised list: true at „,“ (another item follows), false at „)“. */
  const listContinues = (listName: string): boolean => {
    const separator = next('„,“ oder „)“');
    if (separator.type === 'punct' && separator.text === ')') return false;
    if (separator.type !== 'punct' || separator.text !== ',') {
      fail(
        separator.line,
        `In der ${listName} wird „,“ oder „)“ erwartet (gefunden: ${tokenText(separator)}).`,
      );
    }
    return true;
  };
  /** Nothing may follow a statement's „;“ on its line. */
  const endOfStatement = (separator: Token): void => {
    const following = peek();
    if (following && following.line === separator.line) {
      fail(
        following.line,
        'Nach „;“ darf in derselben Zeile nichts mehr folgen (nur eine Anweisung je Zeile).',
      );
    }
  };
  /** A table or column name; the first one fixes how this file writes names and strings. */
  const name = (what: string): Extract<Token, { type: 'word' }> => {
    const token = next(what);
    if (token.type !== 'word') fail(token.line, `Erwartet wird ${what} (gefunden: ${tokenText(token)}).`);
    if (quotedNames === null) {
      if (token.quoted && sqlModeSeen) {
        fail(
          token.line,
          'Die Datei schaltet mit sql_mode die Backslash-Escapes ab, schreibt Namen aber in `…` wie mariadb-dump; diese Mischung wird nicht angenommen.',
        );
      }
      quotedNames = token.quoted;
      // Safe to switch here: the tokenizer has read at most the „(“ or „;“ after this name.
      dialect.backslashEscapes = token.quoted;
    } else if (token.quoted !== quotedNames) {
      fail(
        token.line,
        quotedNames
          ? `Diese Datei schreibt Namen in \`…\` (wie mariadb-dump), „${token.text}“ aber ohne.`
          : `Diese Datei schreibt Namen ohne \`…\`, „${token.text}“ aber mit.`,
      );
    }
    return token;
  };
  /** One part of a string value: a string, or `char(13)` / `char(0)` (see quoteSqlString). */
  const piece = (token: Token): string | null => {
    if (token.type === 'string') return token.value;
    if (token.type !== 'word' || token.quoted || token.text.toLowerCase() !== 'char') return null;
    if (dialect.backslashEscapes) return null;
    expectPunct('(', 'Nach char wird „(“ erwartet');
    const code = next('13 oder 0');
    if (code.type !== 'number' || (code.text !== '13' && code.text !== '0'))
      fail(code.line, 'Erlaubt sind nur char(13) und char(0).');
    expectPunct(')', 'Nach dem Zeichencode wird „)“ erwartet');
    return String.fromCharCode(Number(code.text));
  };
  const value = (): Literal => {
    const token = next('einen Wert');
    if (token.type === 'number') return token;
    if (token.type === 'word' && !token.quoted && token.text.toUpperCase() === 'NULL')
      return { type: 'null', line: token.line };
    let text = piece(token);
    if (text === null)
      fail(
        token.line,
        `Als Wert sind nur Zeichenketten, ganze Zahlen und NULL erlaubt (gefunden: ${tokenText(token)}).`,
      );
    for (let joiner = peek(); joiner?.type === 'punct' && joiner.text === '||'; joiner = peek()) {
      if (dialect.backslashEscapes)
        fail(joiner.line, '„||“ ist in Dateien in MySQL-Schreibweise (Namen in `…`) nicht erlaubt.');
      advance();
      const part = next('eine Zeichenkette');
      const more = piece(part);
      if (more === null)
        fail(part.line, `Nach „||“ wird eine Zeichenkette erwartet (gefunden: ${tokenText(part)}).`);
      text += more;
    }
    return { type: 'string', value: text, line: token.line };
  };

  /** The statements around the rows: exactly those of client-statements.ts, each in its place. */
  const refuse = (first: Extract<Token, { type: 'word' }>): never =>
    fail(
      first.line,
      `„${first.text.toUpperCase()}“-Anweisungen sind nicht erlaubt; eine Sicherung enthält nur INSERT INTO … VALUES (…); ` +
        'und die Kopfzeilen, die der Export selbst schreibt (SET NAMES, sql_mode, FOREIGN_KEY_CHECKS, PRAGMA foreign_keys, Transaktion).',
    );
  const clientStatement = (first: Extract<Token, { type: 'word' }>): void => {
    const tokens: Token[] = [first];
    let token: Token;
    do {
      token = next('„;“');
      tokens.push(token);
    } while (!(token.type === 'punct' && token.text === ';'));
    endOfStatement(token);
    const key = statementKey(tokens);
    if (TAIL_KEYS.has(key)) {
      phase = 'rows';
      return;
    }
    if (!HEAD_KEYS.has(key)) refuse(first);
    if (phase !== 'head')
      fail(first.line, `„${first.text.toUpperCase()}“ ist nur vor der ersten INSERT-Anweisung erlaubt.`);
    if (key === SQL_MODE_KEY) {
      if (quotedNames === true)
        fail(first.line, 'sql_mode darf in einer Datei mit Namen in `…` nicht umgestellt werden.');
      sqlModeSeen = true;
    }
  };

  const deleteStatement = (first: Token): void => {
    if (phase !== 'head')
      fail(first.line, '„DELETE FROM …“ ist nur vor der ersten INSERT-Anweisung erlaubt.');
    expectWord('FROM', 'Nach DELETE wird FROM erwartet.');
    const tableToken = name('einen Tabellennamen');
    if (!tables.has(tableToken.text.toLowerCase()))
      fail(tableToken.line, `Unbekannte Tabelle „${tableToken.text}“.`);
    const end = next('„;“');
    if (end.type !== 'punct' || end.text !== ';')
      fail(
        end.line,
        '„DELETE FROM tabelle;“ ist nur ohne Bedingung erlaubt (es wird ohnehin alles ersetzt).',
      );
    endOfStatement(end);
  };

  /** `INSERT INTO migrations …` of a dump: checked and read for the schema version, never written. */
  const migrationsInsert = (tableToken: Token): void => {
    const columns: string[] = [];
    for (;;) {
      const column = name('einen Spaltennamen');
      if (!MIGRATIONS_COLUMNS.includes(column.text.toLowerCase()))
        fail(column.line, `Unbekannte Spalte „${column.text}“ in Tabelle „${MIGRATIONS_TABLE}“.`);
      columns.push(column.text.toLowerCase());
      if (!listContinues('Spaltenliste')) break;
    }
    const nameAt = columns.indexOf('name');
    if (nameAt === -1) fail(tableToken.line, `Die Spalte „${MIGRATIONS_TABLE}.name“ fehlt.`);
    expectWord('VALUES', 'Nach der Spaltenliste wird VALUES erwartet.');
    for (;;) {
      const open = expectPunct('(', 'Erwartet wird eine Werteliste in Klammern');
      const literals: Literal[] = [];
      do literals.push(value());
      while (listContinues('Werteliste'));
      if (literals.length !== columns.length)
        fail(open.line, `${columns.length} Spalten, aber ${literals.length} Werte.`);
      const migration = literals[nameAt];
      if (migration.type !== 'string')
        fail(open.line, `„${MIGRATIONS_TABLE}.name“ erwartet eine Zeichenkette.`);
      migrationNames.push(migration.value);
      const separator = next('„,“ oder „;“');
      if (separator.type === 'punct' && separator.text === ';') {
        endOfStatement(separator);
        return;
      }
      if (separator.type !== 'punct' || separator.text !== ',')
        fail(separator.line, `Nach den Werten wird „;“ erwartet (gefunden: ${tokenText(separator)}).`);
    }
  };

  const insertStatement = (first: Token): void => {
    phase = 'rows';
    expectWord('INTO', 'Nach INSERT wird INTO erwartet.');

    const tableToken = name('einen Tabellennamen');
    expectPunct('(', 'Nach dem Tabellennamen wird die Spaltenliste in Klammern erwartet');
    if (tableToken.text.toLowerCase() === MIGRATIONS_TABLE) return migrationsInsert(tableToken);
    const table = tables.get(tableToken.text.toLowerCase());
    if (!table) fail(tableToken.line, `Unbekannte Tabelle „${tableToken.text}“.`);

    const columns: ColumnSpec[] = [];
    for (;;) {
      const columnToken = name('einen Spaltennamen');
      const column = table.columns.find((c) => c.name === columnToken.text.toLowerCase());
      if (!column)
        fail(columnToken.line, `Unbekannte Spalte „${columnToken.text}“ in Tabelle „${table.name}“.`);
      if (columns.includes(column))
        fail(columnToken.line, `Die Spalte „${column.name}“ ist doppelt angegeben.`);
      columns.push(column);
      if (!listContinues('Spaltenliste')) break;
    }
    const missing = table.columns.find((c) => !c.nullable && !c.hasDefault && !columns.includes(c));
    if (missing) fail(tableToken.line, `Die Spalte „${table.name}.${missing.name}“ fehlt.`);

    expectWord('VALUES', 'Nach der Spaltenliste wird VALUES erwartet.');
    const insert: ParsedInsert = { table, columns: columns.map((c) => c.name), line: first.line, rows: [] };
    for (;;) {
      const open = expectPunct('(', 'Erwartet wird eine Werteliste in Klammern');
      const literals: Literal[] = [];
      do literals.push(value());
      while (listContinues('Werteliste'));
      if (literals.length !== columns.length) {
        fail(open.line, `${columns.length} Spalten, aber ${literals.length} Werte.`);
      }
      insert.rows.push({
        line: open.line,
        params: literals.map((literal, i) => toParam(table, columns[i], literal)),
      });
      const separator = next('„,“ oder „;“');
      if (separator.type === 'punct' && separator.text === ';') {
        endOfStatement(separator);
        break;
      }
      if (separator.type !== 'punct' || separator.text !== ',') {
        fail(separator.line, `Nach den Werten wird „;“ erwartet (gefunden: ${tokenText(separator)}).`);
      }
    }
    inserts.push(insert);
    rowCounts.set(table.name, (rowCounts.get(table.name) ?? 0) + insert.rows.length);
  };

  for (let first = peek(); first; first = peek()) {
    if (first.type === 'comment') {
      const match = /^--\s*Schema-Version:\s*(\S+)/.exec(first.text);
      if (match && schemaVersion === null) schemaVersion = match[1];
      advance();
      continue;
    }
    if (first.type !== 'word' || first.quoted)
      fail(first.line, `Erwartet wird eine INSERT-Anweisung (gefunden: ${tokenText(first)}).`);
    const keyword = first.text.toUpperCase();
    // Refused at its first word, before the tokenizer reads on into a foreign statement.
    if (keyword !== 'INSERT' && keyword !== 'DELETE' && !STATEMENT_STARTS.has(keyword)) refuse(first);
    advance();
    if (keyword === 'INSERT') insertStatement(first);
    else if (keyword === 'DELETE') deleteStatement(first);
    else clientStatement(first);
  }
  if (schemaVersion === null && migrationNames.length > 0) schemaVersion = newestMigration(migrationNames);
  return { inserts, schemaVersion, rowCounts };
}

/** The name with the latest 13-digit timestamp at its end (TypeORM's convention); else the last one. */
function newestMigration(names: string[]): string {
  const stamp = (name: string) => Number(/(\d{13})$/.exec(name)?.[1] ?? -1);
  return names.reduce((newest, name) => (stamp(name) > stamp(newest) ? name : newest));
}
