import * as german from './german-analysis';

describe('German analysis', () => {
  it('stems plurals and word forms onto one stem', () => {
    expect(german.stem('fotografen')).toBe(german.stem('fotograf'));
    expect(german.stem('hochzeiten')).toBe(german.stem('hochzeit'));
    expect(german.stem('djs')).toBe(german.stem('dj'));
    expect(german.stem('2024')).toBe('2024');
  });

  it('indexes folded words without filler words, hyphenated words also joined', () => {
    expect(german.indexWords('Live-Musik für Straßenfeste')).toEqual([
      'live',
      'musik',
      'strassenfeste',
      'livemusik',
    ]);
    expect(german.indexWords('')).toEqual([]);
  });

  it('keeps at most 8 query words and drops filler words', () => {
    expect(german.queryWords('Fotograf für die Hochzeit')).toEqual(['fotograf', 'hochzeit']);
    expect(german.queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('splits compounds into two known parts, with or without a linking element', () => {
    const known = new Set(['hochzeit', 'fotograf', 'blume', 'schmuck', 'tag', 'licht']);
    const isKnown = (part: string) => known.has(part);
    expect(german.splitCompound('hochzeitsfotograf', isKnown)).toEqual(['hochzeit', 'fotograf']);
    expect(german.splitCompound('blumenschmuck', isKnown)).toEqual(['blume', 'schmuck']);
    expect(german.splitCompound('tageslicht', isKnown)).toEqual(['tag', 'licht']);
    expect(german.splitCompound('hochzeitsplanung', isKnown)).toBeNull();
  });

  it('forgives no typo below 5 letters, one from 5, two from 9, none in numbers', () => {
    expect(['tanz', 'fotos', 'hochzeit', 'tontechnik', 'abc12345'].map(german.allowedTypos)).toEqual([
      0, 1, 1, 2, 0,
    ]);
  });

  it('counts edits, an adjacent swap as one, and stops early past the limit', () => {
    expect(german.editDistanceWithin('fotobox', 'fotobox', 1)).toBe(0);
    expect(german.editDistanceWithin('fotbox', 'fotobox', 1)).toBe(1);
    expect(german.editDistanceWithin('ftoobox', 'fotobox', 1)).toBe(1);
    expect(german.editDistanceWithin('fotoboxen', 'fotobox', 1)).toBe(2);
    expect(german.editDistanceWithin('catering', 'hochzeit', 2)).toBe(3);
  });
});
