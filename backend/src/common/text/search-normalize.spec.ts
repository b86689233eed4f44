import { foldForSearch } from './search-normalize';

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
