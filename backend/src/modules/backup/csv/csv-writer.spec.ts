import { parse } from 'csv-parse/sync';
import { CSV_BOM, csvCell, csvChunks, csvRow } from './csv-writer';

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

async function* batchesOf<T>(...batches: T[][]): AsyncGenerator<T[]> {
  for (const batch of batches) yield batch;
}

describe('csv writer', () => {
  it('leaves plain text and numbers as they are and writes null as an empty cell', () => {
    expect(csvCell('Müller & Söhne')).toBe('Müller & Söhne');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes separators, quotes and line breaks the RFC 4180 way', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('sagt "Hallo"')).toBe('"sagt ""Hallo"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=SUMME(A1:A2)', '+49 171 1234567', '-1', '@cmd', '\tTab', '\rCR'])(
    'puts an apostrophe in front of the formula-like cell %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it('does not touch numbers, even negative ones', () => {
    expect(csvCell(-5)).toBe('-5');
  });

  it('ends every row with CRLF and joins cells with a semicolon', () => {
    expect(csvRow(['a', 1, null, 'b;c'])).toBe('a;1;;"b;c"\r\n');
  });

  it.each([' =1+1', '  @SUM(A1)'])('neutralises a formula behind leading blanks %j', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('keeps every cell whole in a spreadsheet that splits at commas (finding 6)', () => {
    const row = csvRow(['Anna,=HYPERLINK("http://böse")', 'Berlin, Mitte', 7]);
    expect(row).toBe('"Anna,=HYPERLINK(""http://böse"")";"Berlin, Mitte";7\r\n');
    // Read as a comma-locale program reads it: no cell begins with a formula.
    const asCommaLocale: string[][] = parse(row, { delimiter: ',', relax_quotes: true });
    for (const cell of asCommaLocale.flat()) expect(cell.trimStart()).not.toMatch(/^[=+@-]/);
    // And as the `;` file it is, the values come back.
    expect(parse(row, { delimiter: ';' })).toEqual([
      ['Anna,=HYPERLINK("http://böse")', 'Berlin, Mitte', '7'],
    ]);
  });

  it('writes the BOM and header first, then the batches, and parses back to the same values', async () => {
    const rows = [
      { id: 1, name: 'Café "Zum Hirsch"; Inh. Weiß' },
      { id: 2, name: 'Zwei\nZeilen' },
      { id: 3, name: '=HYPERLINK("http://böse")' },
    ];
    const text = await collect(
      csvChunks(['ID', 'Name'], batchesOf(rows.slice(0, 2), [], rows.slice(2)), (row) => [row.id, row.name]),
    );
    expect(text.startsWith(CSV_BOM + 'ID;Name\r\n')).toBe(true);
    const parsed: string[][] = parse(text, { bom: true, delimiter: ';', record_delimiter: '\r\n' });
    expect(parsed).toEqual([
      ['ID', 'Name'],
      ['1', 'Café "Zum Hirsch"; Inh. Weiß'],
      ['2', 'Zwei\nZeilen'],
      ['3', `'=HYPERLINK("http://böse")`],
    ]);
  });
});
