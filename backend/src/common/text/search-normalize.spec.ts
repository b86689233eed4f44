import { containsPattern, foldForSearch, searchTerms } from './search-normalize';

describe('foldForSearch', () => {
  it.each([
    ['Müller', 'muller'],
    ['Mueller', 'muller'],
    ['MULLER', 'muller'],
    ['Straße', 'strasse'],
    ['Café Größenwahn', 'cafe grossenwahn'],
    ['Öl & Übermut', 'ol & ubermut'],
    ['  viel   Raum ', 'viel raum'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe('searchTerms', () => {
  it('splits into folded words and caps their number', () => {
    expect(searchTerms(' DJ  Hochzeit ')).toEqual(['dj', 'hochzeit']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('100%_x')).toBe('%100\\%\\_x%');
  });
});
