import { InvalidBackup } from './backup-sql.errors';

/**
 * Splits a backup file into tokens. It knows only what the export and `mariadb-dump` write:
 * bare or backtick-quoted words, strings, integers, `( ) , ; = ||` and whole-line `-- `
 * comments. Everything an engine or its client would read differently (block and executable
 * `/*!` comments, `#` comments, double-quoted names, backslash commands) is refused here, so
 * what this tokenizer sees is exactly what a client would execute.
 */
export type Token =
  | { type: 'word'; text: string; quoted: boolean; line: number }
  | { type: 'string'; value: string; line: number }
  | { type: 'number'; text: string; line: number }
  | { type: 'punct'; text: '(' | ')' | ',' | ';' | '=' | '||'; line: number }
  | { type: 'comment'; text: string; line: number };

/**
 * How strings are read; the parser decides it per file before the first value (see
 * sql-dump-parser.ts). Standard SQL (our exports): only `''` is special. MySQL (`mariadb-dump`):
 * backslash escapes as the server reads them by default.
 */
export interface StringDialect {
  backslashEscapes: boolean;
}

/** MariaDB's dump starts with this line; newer clients switch to sandbox mode, older ones skip it. */
export const MARIADB_SANDBOX_LINE = '/*M!999999\\- enable the sandbox mode */';

const isWordStart = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isWordPart = (c: string): boolean => isWordStart(c) || isDigit(c);

/** What a backslash sequence means inside a MySQL string (the server's table; unknown ones drop the backslash). */
const MYSQL_ESCAPES: Record<string, string> = {
  '0': '\0',
  "'": "'",
  '"': '"',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
  '\\': '\\',
  // Kept with their backslash: they escape LIKE wildcards.
  '%': '\\%',
  _: '\\_',
};

function describe(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f
    ? `Steuerzeichen U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    : `„${char}“`;
}

/** Yields tokens one by one, so a refused statement is reported before anything later in the file. */
export function* tokenize(
  source: string,
  dialect: StringDialect = { backslashEscapes: false },
): Generator<Token> {
  let i = 0;
  let line = 1;
  let lineHasContent = false;
  const fail = (message: string, at = line): never => {
    throw new InvalidBackup(`Zeile ${at}: ${message}`);
  };

  if (source.startsWith(MARIADB_SANDBOX_LINE)) {
    let end = source.indexOf('\n');
    if (end === -1) end = source.length;
    if (source.slice(MARIADB_SANDBOX_LINE.length, end).trim() !== '') {
      fail('Nach dem Sandbox-Kommentar von MariaDB darf in derselben Zeile nichts folgen.');
    }
    yield { type: 'comment', text: MARIADB_SANDBOX_LINE, line };
    i = end;
  }

  while (i < source.length) {
    const c = source[i];
    if (c === '\n') {
      line += 1;
      lineHasContent = false;
      i += 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      i += 1;
      continue;
    }
    if (c === '-' && source[i + 1] === '-') {
      const after = source[i + 2];
      // MySQL reads `--` as a comment only before whitespace; anything else could be arithmetic.
      const isComment =
        after === undefined || after === ' ' || after === '\t' || after === '\r' || after === '\n';
      if (!isComment || lineHasContent) {
        fail('Kommentare sind nur als ganze Zeilen erlaubt, die mit „-- “ beginnen.');
      }
      let end = source.indexOf('\n', i);
      if (end === -1) end = source.length;
      yield { type: 'comment', text: source.slice(i, end).replace(/\r$/, ''), line };
      i = end;
      continue;
    }
    if (c === '/' && source[i + 1] === '*') {
      fail('Block-Kommentare („/* … */“, auch „/*! … */“) sind nicht erlaubt.');
    }
    if (c === '#') fail('Kommentare mit „#“ sind nicht erlaubt.');
    if (c === '\\') fail('Client-Befehle wie „\\!“ sind nicht erlaubt.');
    lineHasContent = true;

    if (c === "'") {
      const startLine = line;
      const { value, end } = dialect.backslashEscapes
        ? readMysqlString(source, i + 1)
        : readStandardString(source, i + 1);
      if (end === -1) fail('Die Zeichenkette wird nicht geschlossen.', startLine);
      for (let k = source.indexOf('\n', i); k !== -1 && k < end; k = source.indexOf('\n', k + 1)) line += 1;
      i = end;
      yield { type: 'string', value, line: startLine };
      continue;
    }
    if (isDigit(c) || (c === '-' && isDigit(source[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < source.length && isDigit(source[j])) j += 1;
      if (j < source.length && (isWordPart(source[j]) || source[j] === '.')) {
        fail(`Ungültige Zahl „${source.slice(i, j + 1)}“; erlaubt sind nur ganze Zahlen.`);
      }
      yield { type: 'number', text: source.slice(i, j), line };
      i = j;
      continue;
    }
    if (isWordStart(c)) {
      let j = i + 1;
      while (j < source.length && isWordPart(source[j])) j += 1;
      yield { type: 'word', text: source.slice(i, j), quoted: false, line };
      i = j;
      continue;
    }
    if (c === '`') {
      // Only names of our own kind: no escaped backticks, spaces or dots inside.
      const end = source.indexOf('`', i + 1);
      const text = end === -1 ? '' : source.slice(i + 1, end);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(text)) fail('Ungültiger Bezeichner in `…`.');
      yield { type: 'word', text, quoted: true, line };
      i = end + 1;
      continue;
    }
    if (c === '(' || c === ')' || c === ',' || c === ';' || c === '=') {
      yield { type: 'punct', text: c, line };
      i += 1;
      continue;
    }
    if (c === '|' && source[i + 1] === '|') {
      yield { type: 'punct', text: '||', line };
      i += 2;
      continue;
    }
    if (c === '"') fail('Bezeichner in Anführungszeichen sind nicht erlaubt.');
    fail(`Unerwartetes Zeichen ${describe(String.fromCodePoint(source.codePointAt(i) ?? 0))}.`);
  }
}

/** From just after the opening quote; `end` is just after the closing one, -1 when there is none. */
function readStandardString(source: string, start: number): { value: string; end: number } {
  let value = '';
  let j = start;
  for (;;) {
    const quote = source.indexOf("'", j);
    if (quote === -1) return { value, end: -1 };
    value += source.slice(j, quote);
    if (source[quote + 1] !== "'") return { value, end: quote + 1 };
    value += "'";
    j = quote + 2;
  }
}

function readMysqlString(source: string, start: number): { value: string; end: number } {
  let value = '';
  let j = start;
  const special = /['\\]/g;
  for (;;) {
    special.lastIndex = j;
    const found = special.exec(source);
    if (!found) return { value, end: -1 };
    const at = found.index;
    value += source.slice(j, at);
    if (found[0] === '\\') {
      if (at + 1 >= source.length) return { value, end: -1 };
      const escaped = String.fromCodePoint(source.codePointAt(at + 1) ?? 0);
      value += MYSQL_ESCAPES[escaped] ?? escaped;
      j = at + 1 + escaped.length;
      continue;
    }
    if (source[at + 1] !== "'") return { value, end: at + 1 };
    value += "'";
    j = at + 2;
  }
}
