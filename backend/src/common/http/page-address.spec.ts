import { publicAddress } from './page-address';

const LIST = ['q', 'plz', 'limit', 'offset'];

describe('publicAddress', () => {
  it.each([
    ['/provider/6', {}, [], '/provider/6'],
    ['/provider/6?fbclid=IwAR0abc', { fbclid: 'IwAR0abc' }, [], '/provider/6'],
    ['/provider/6?z=4711', { z: '4711' }, [], '/provider/6'],
    [
      '/category/2?utm_source=news&plz=68159',
      { utm_source: 'news', plz: '68159' },
      LIST,
      '/category/2?plz=68159',
    ],
    ['/api/search?q=dj&z=1', { q: 'dj', z: '1' }, LIST, '/api/search?q=dj'],
    // The route's order, so the same question in another order is the same entry.
    [
      '/api/search?offset=24&limit=24&q=dj',
      { offset: '24', limit: '24', q: 'dj' },
      LIST,
      '/api/search?q=dj&limit=24&offset=24',
    ],
    // As parsed: an encoded name is the parameter it names, a repeated one stays repeated.
    ['/api/search?%71=dj', { q: 'dj' }, LIST, '/api/search?q=dj'],
    ['/api/search?q=a&q=b', { q: ['a', 'b'] }, LIST, '/api/search?q=a&q=b'],
    ['/search?q=DJ%20M%C3%BCller', { q: 'DJ Müller' }, LIST, '/search?q=DJ+M%C3%BCller'],
    ['/search?q=', { q: '' }, LIST, '/search?q='],
    ['/search?', {}, LIST, '/search'],
  ])('%s → %s', (url, query, known, expected) => {
    expect(publicAddress(url, query, known)).toBe(expected);
  });
});
