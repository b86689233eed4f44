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

  it('forgives no typo in a word longer than a German compound gets (its look-up would be costly)', () => {
    expect(german.allowedTypos('veranstaltungstechnikverleih')).toBe(2);
    expect(german.allowedTypos('x'.repeat(german.MAX_TYPO_WORD_LENGTH))).toBe(2);
    expect(german.allowedTypos('x'.repeat(german.MAX_TYPO_WORD_LENGTH + 1))).toBe(0);
  });

  it('prices a query by its words, their length and the typos they forgive', () => {
    expect(german.queryCost('')).toBe(1);
    expect(german.queryCost('DJ')).toBe(3);
    expect(german.queryCost('Hochzeit Fotograf Mannheim')).toBe(13);
    expect(german.queryCost('a'.repeat(200))).toBe(22);
    // Only the 8 words searched count, however long the text.
    expect(german.queryCost(Array(40).fill('x'.repeat(25)).join(' '))).toBe(65);
  });

  it('counts edits, an adjacent swap as one, and stops early past the limit', () => {
    expect(german.editDistanceWithin('fotobox', 'fotobox', 1)).toBe(0);
    expect(german.editDistanceWithin('fotbox', 'fotobox', 1)).toBe(1);
    expect(german.editDistanceWithin('ftoobox', 'fotobox', 1)).toBe(1);
    expect(german.editDistanceWithin('fotoboxen', 'fotobox', 1)).toBe(2);
    expect(german.editDistanceWithin('catering', 'hochzeit', 2)).toBe(3);
  });
});
