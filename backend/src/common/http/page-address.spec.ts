import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it.each([
    ['/provider/6', '/provider/6'],
    ['/provider/6?fbclid=IwAR0abc', '/provider/6'],
    ['/category/2?utm_source=news&utm_medium=mail&seite=2', '/category/2?seite=2'],
    ['/search?q=dj&gclid=xyz&plz=68159', '/search?q=dj&plz=68159'],
    ['/search?q=utm_source', '/search?q=utm_source'],
    ['/search?q=dj&UTM_Campaign=Herbst', '/search?q=dj'],
    // The API's parameters are its own business (validated there).
    ['/api/search?q=dj&utm_source=x', '/api/search?q=dj&utm_source=x'],
  ])('%s → %s', (url, expected) => {
    expect(pageAddress(url)).toBe(expected);
  });
});
