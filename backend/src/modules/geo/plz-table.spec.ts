import { parsePlzTable, placeEntriesOf, rowDistanceKm } from './plz-table';

// The build script is CommonJS outside src/; jest loads it like the table loader's fallback does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const builder = require('../../../scripts/build-plz-table.cjs') as { buildPlzTable: () => string };

const FIXTURE = [
  '# comment lines are skipped',
  '68159\t49.4891\t8.4669\t\t307960\tMannheim',
  '69117\t49.4077\t8.6908\t\t143345\tHeidelberg',
  '54298\t49.8500\t6.5667\t\t1500\tWelschbillig|Aach',
  '78267\t47.8424\t8.8538\t\t2200\tAach',
  '01774\t50.7656\t13.7533\ta\t0\tKlingenberg',
  '',
].join('\n');

describe('PLZ table', () => {
  it('parses codes, coordinates, the approximate flag and the places', () => {
    const table = parsePlzTable(FIXTURE);
    expect(table.codes).toEqual(['68159', '69117', '54298', '78267', '01774']);
    expect(table.rowByNumber[68159]).toBe(0);
    expect(table.rowByNumber[1774]).toBe(4);
    expect(table.rowByNumber[99999]).toBe(-1);
    expect([...table.approximate]).toEqual([0, 0, 0, 0, 1]);
    expect(table.places[2]).toEqual(['Welschbillig', 'Aach']);
    expect([...table.population]).toEqual([307960, 143345, 1500, 2200, 0]);
    expect(Math.round(rowDistanceKm(table, 0, 1))).toBe(19);
  });

  it('keeps same-named places far apart as separate suggestion targets, sorted by folded name', () => {
    const entries = placeEntriesOf(parsePlzTable(FIXTURE));
    expect(entries.map((entry) => `${entry.folded} ${entry.plz} ${entry.population}`)).toEqual([
      'aach 54298 0', // a secondary place of its code: its size is unknown
      'aach 78267 2200',
      'heidelberg 69117 143345',
      'klingenberg 01774 0',
      'mannheim 68159 307960',
      'welschbillig 54298 1500',
    ]);
  });

  it('is built from the packages with the attribution the ODbL asks for', () => {
    const text = builder.buildPlzTable();
    expect(text).toContain('© OpenStreetMap contributors');
    const table = parsePlzTable(text);
    expect(table.codes.length).toBe(8168);
    expect(table.codes).toEqual([...table.codes].sort());
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
  });
});
