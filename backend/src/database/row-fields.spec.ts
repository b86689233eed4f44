import { pick, snakeCase, snakeCased } from './row-fields';

describe('row fields', () => {
  it('names a property in snake_case the way the columns are named', () => {
    expect(snakeCase('erstelltAm')).toBe('erstellt_am');
    expect(snakeCase('verlaengertBis')).toBe('verlaengert_bis');
    expect(snakeCase('id')).toBe('id');
  });

  it('picks the listed properties in their order and no others', () => {
    const row = { b: 2, a: 1, c: 3 };
    const picked = pick(row, ['a', 'b']);
    expect(picked).toEqual({ a: 1, b: 2 });
    expect(Object.keys(picked)).toEqual(['a', 'b']);
  });

  it('renames to snake_case and writes points in time as ISO text, null staying null', () => {
    const row = {
      zielId: 7,
      erstelltAm: new Date('2026-03-01T10:00:00.000Z'),
      entschiedenAm: null as Date | null,
    };
    const payload = snakeCased(row, ['zielId', 'erstelltAm', 'entschiedenAm']);
    expect(JSON.stringify(payload)).toBe(
      '{"ziel_id":7,"erstellt_am":"2026-03-01T10:00:00.000Z","entschieden_am":null}',
    );
  });
});
