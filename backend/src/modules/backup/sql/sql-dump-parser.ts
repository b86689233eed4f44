import { isRealIsoDate } from '../../../common/pipes/fields';
import { BACKUP_TABLES_BY_NAME, type ColumnSpec, type TableSpec } from './backup-tables';
import { InvalidBackup } from './backup-sql.errors';
import { isIsoDatetime, isoToDbDatetime } from './sql-values';
import { type Token, tokenize } from './sql-tokenizer';

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
  /** `-- Schema-Version: …` from the header, when present. */
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
    case 'datetime':
      if (literal.type !== 'string' || !isIsoDatetime(literal.value)) {
        fail(literal.line, `„${name}“ erwartet einen Zeitpunkt wie 2026-11-22T20:45:15.000Z.`);
      }
      return isoToDbDatetime(literal.value);
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

/**
 * Parses and validates a whole backup before anything is written. Grammar:
 *   file      = { comment | insert }
 *   insert    = INSERT INTO table "(" column { "," column } ")" VALUES tuple { "," tuple } ";"
 *   tuple     = "(" literal { "," literal } ")"
 *   literal   = string | integer | NULL
 * and each statement ends its line. Anything else is refused with the line it is on.
 */
export function parseBackup(source: string): ParsedBackup {
  const stream = tokenize(source);
  let lookahead: Token | undefined = stream.next().value ?? undefined;
  let lastLine = 1;
  const inserts: ParsedInsert[] = [];
  const rowCounts = new Map<string, number>();
  let schemaVersion: string | null = null;

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
    if (token.type !== 'word' || token.text.toUpperCase() !== word) fail(token.line, message);
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

  for (let first = peek(); first; first = peek()) {
    if (first.type === 'comment') {
      const match = /^--\s*Schema-Version:\s*(\S+)/.exec(first.text);
      if (match && schemaVersion === null) schemaVersion = match[1];
      advance();
      continue;
    }
    if (first.type !== 'word')
      fail(first.line, `Erwartet wird eine INSERT-Anweisung (gefunden: ${tokenText(first)}).`);
    if (first.text.toUpperCase() !== 'INSERT') {
      fail(
        first.line,
        `„${first.text.toUpperCase()}“-Anweisungen sind nicht erlaubt; eine Sicherung enthält nur INSERT INTO … VALUES (…);`,
      );
    }
    advance();
    expectWord('INTO', 'Nach INSERT wird INTO erwartet.');

    const tableToken = next('einen Tabellennamen');
    if (tableToken.type !== 'word')
      fail(tableToken.line, `Erwartet wird ein Tabellenname (gefunden: ${tokenText(tableToken)}).`);
    const table = BACKUP_TABLES_BY_NAME.get(tableToken.text.toLowerCase());
    if (!table) fail(tableToken.line, `Unbekannte Tabelle „${tableToken.text}“.`);

    expectPunct('(', 'Nach dem Tabellennamen wird die Spaltenliste in Klammern erwartet');
    const columns: ColumnSpec[] = [];
    for (;;) {
      const columnToken = next('einen Spaltennamen');
      if (columnToken.type !== 'word')
        fail(columnToken.line, `Erwartet wird ein Spaltenname (gefunden: ${tokenText(columnToken)}).`);
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
      for (;;) {
        const token = next('einen Wert');
        if (token.type === 'string' || token.type === 'number') literals.push(token);
        else if (token.type === 'word' && token.text.toUpperCase() === 'NULL')
          literals.push({ type: 'null', line: token.line });
        else
          fail(
            token.line,
            `Als Wert sind nur Zeichenketten, ganze Zahlen und NULL erlaubt (gefunden: ${tokenText(token)}).`,
          );
        if (!listContinues('Werteliste')) break;
      }
      if (literals.length !== columns.length) {
        fail(open.line, `${columns.length} Spalten, aber ${literals.length} Werte.`);
      }
      insert.rows.push({
        line: open.line,
        params: literals.map((literal, i) => toParam(table, columns[i], literal)),
      });
      const separator = next('„,“ oder „;“');
      if (separator.type === 'punct' && separator.text === ';') {
        const following = peek();
        if (following && following.line === separator.line) {
          fail(
            following.line,
            'Nach „;“ darf in derselben Zeile nichts mehr folgen (nur eine Anweisung je Zeile).',
          );
        }
        break;
      }
      if (separator.type !== 'punct' || separator.text !== ',') {
        fail(separator.line, `Nach den Werten wird „;“ erwartet (gefunden: ${tokenText(separator)}).`);
      }
    }
    inserts.push(insert);
    rowCounts.set(table.name, (rowCounts.get(table.name) ?? 0) + insert.rows.length);
  }
  return { inserts, schemaVersion, rowCounts };
}
