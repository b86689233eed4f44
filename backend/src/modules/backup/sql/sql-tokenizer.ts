import { InvalidBackup } from './backup-sql.errors';

/**
 * Splits a backup file into tokens. It knows only what the export writes: bare words,
 * standard SQL strings ('' for a quote, everything else literal), integers, `( ) , ;` and
 * whole-line `-- ` comments. Everything an engine or its client would read differently
 * (block and executable `/*!` comments, `#` comments, quoted identifiers, backslash commands) is
 * refused here, so what this tokenizer sees is exactly what gets executed.
 */
export type Token =
  | { type: 'word'; text: string; line: number }
  | { type: 'string'; value: string; line: number }
  | { type: 'number'; text: string; line: number }
  | { type: 'punct'; text: '(' | ')' | ',' | ';'; line: number }
  | { type: 'comment'; text: string; line: number };

const isWordStart = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isWordPart = (c: string): boolean => isWordStart(c) || isDigit(c);

function describe(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f
    ? `Steuerzeichen U+${code.toString(16).toUpperCase().padStart(4, '0')}`
    : `„${char}“`;
}

/** Yields tokens one by one, so a refused statement is reported before anything later in the file. */
export function* tokenize(source: string): Generator<Token> {
  let i = 0;
  let line = 1;
  let lineHasContent = false;
  const fail = (message: string, at = line): never => {
    throw new InvalidBackup(`Zeile ${at}: ${message}`);
  };

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
      let value = '';
      let j = i + 1;
      for (;;) {
        const next = source.indexOf("'", j);
        if (next === -1) fail('Die Zeichenkette wird nicht geschlossen.', startLine);
        const chunk = source.slice(j, next);
        value += chunk;
        for (const ch of chunk) if (ch === '\n') line += 1;
        if (source[next + 1] === "'") {
          value += "'";
          j = next + 2;
          continue;
        }
        i = next + 1;
        break;
      }
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
      yield { type: 'word', text: source.slice(i, j), line };
      i = j;
      continue;
    }
    if (c === '(' || c === ')' || c === ',' || c === ';') {
      yield { type: 'punct', text: c, line };
      i += 1;
      continue;
    }
    if (c === '`' || c === '"') fail('Bezeichner in Anführungszeichen sind nicht erlaubt.');
    fail(`Unerwartetes Zeichen ${describe(String.fromCodePoint(source.codePointAt(i) ?? 0))}.`);
  }
}
