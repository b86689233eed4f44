/**
 * CSV for German Excel: `;` between cells, CRLF between rows, RFC 4180 quoting (of commas too,
 * for comma-locale spreadsheets), and a leading `'` on text that a spreadsheet would otherwise
 * run as a formula.
 */

export type CsvCell = string | number | null | undefined;

/** Excel reads the file as UTF-8 only with this mark in front. */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/** A formula start, also behind leading blanks (some spreadsheets trim them first). */
const FORMULA_START = /^\s*[=+\-@]|^[\t\r\n]/;
/**
 * Commas are quoted too: a spreadsheet set to a comma locale splits unquoted cells at them, and
 * `Anna,=HYPERLINK(…)` would turn into a cell that starts with a formula.
 */
const NEEDS_QUOTES = /[";,\r\n]/;

/** One cell: numbers as they are, text neutralised against formulas and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row including its line end. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/**
 * The whole file as text chunks: the BOM with the header row, then one chunk per batch of
 * rows, so a large export never sits in memory at once.
 */
export async function* csvChunks<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  toCells: (row: T) => readonly CsvCell[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(header);
  for await (const batch of batches) {
    if (batch.length > 0) yield batch.map((row) => csvRow(toCells(row))).join('');
  }
}
