import fc from 'fast-check';
import { SearchDocument, SearchIndex } from './search-index';

const WORDS = [
  'Hochzeit',
  'Hochzeiten',
  'Fotograf',
  'Fotobox',
  'DJ',
  'DJs',
  'Catering',
  'Mannheim',
  'Torte',
  'Gala',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((ws) => ws.join(' '));
const document = (id: number) =>
  fc.record<SearchDocument>({
    id: fc.constant(id),
    name: text,
    categories: fc.array(fc.constantFrom('DJ', 'Fotografie', 'Hochzeitsplanung'), { maxLength: 2 }),
    description: text,
    place: fc.option(fc.constantFrom('Mannheim', 'Heidelberg'), { nil: undefined }),
    rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    verifiedReviews: fc.nat(20),
  });
const corpus = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 25 })
  .chain((ids) => fc.tuple(...ids.map(document)));
const query = fc
  .array(fc.constantFrom(...WORDS, 'hochzet', 'foto', 'fotog', 'djs', 'mann'), { minLength: 1, maxLength: 3 })
  .map((ws) => ws.join(' '));

describe('SearchIndex properties', () => {
  it('returns only indexed ids, each once, with a total that counts every match', () => {
    fc.assert(
      fc.property(corpus, query, (docs, q) => {
        const result = SearchIndex.build(docs).search(q, { limit: 1000 });
        const ids = new Set(docs.map((d) => d.id));
        expect(result.ids.every((id) => ids.has(id))).toBe(true);
        expect(new Set(result.ids).size).toBe(result.ids.length);
        expect(result.total).toBe(result.ids.length);
      }),
    );
  });

  it('gives the same results whether built at once or by upserts, and pages consistently', () => {
    fc.assert(
      fc.property(corpus, query, fc.nat(5), (docs, q, offset) => {
        const built = SearchIndex.build(docs);
        const grown = SearchIndex.build([]);
        for (const doc of [...docs].reverse()) grown.upsert(doc);
        const all = built.search(q, { limit: 1000 });
        expect(grown.search(q, { limit: 1000 })).toEqual(all);
        expect(built.search(q, { limit: 3, offset }).ids).toEqual(all.ids.slice(offset, offset + 3));
      }),
    );
  });

  // Removal hides a provider at once; the words it brought stay in the vocabulary (typos,
  // compound parts) until the next rebuild, so the reference is the same index filtered.
  it('after removing providers, answers as the same index with them filtered out', () => {
    fc.assert(
      fc.property(corpus, query, fc.array(fc.integer({ min: 1, max: 60 })), (docs, q, gone) => {
        const index = SearchIndex.build(docs);
        const reference = SearchIndex.build(docs).search(q, {
          limit: 1000,
          filter: (id) => !gone.includes(id),
        });
        for (const id of gone) index.remove(id);
        expect(index.search(q, { limit: 1000 })).toEqual(reference);
      }),
    );
  });

  it('removing and adding back a provider gives the same answers as never removing it', () => {
    fc.assert(
      fc.property(corpus, query, fc.nat(24), (docs, q, pick) => {
        fc.pre(docs.length > 0);
        const index = SearchIndex.build(docs);
        const doc = docs[pick % docs.length];
        index.remove(doc.id);
        index.upsert(doc);
        expect(index.search(q, { limit: 1000 })).toEqual(SearchIndex.build(docs).search(q, { limit: 1000 }));
      }),
    );
  });

  it('filtering equals searching and then dropping what the filter refuses', () => {
    fc.assert(
      fc.property(corpus, query, (docs, q) => {
        const index = SearchIndex.build(docs);
        const even = (id: number) => id % 2 === 0;
        const filtered = index.search(q, { limit: 1000, filter: even });
        expect(filtered.ids).toEqual(index.search(q, { limit: 1000 }).ids.filter(even));
        expect(filtered.total).toBe(filtered.ids.length);
      }),
    );
  });
});
