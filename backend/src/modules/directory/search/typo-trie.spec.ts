import fc from 'fast-check';
import { editDistanceWithin } from './german-analysis';
import { TypoTrie } from './typo-trie';

const letters = fc.constantFrom(...'abdehilnorstuz');
const word = fc.array(letters, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));

describe('TypoTrie', () => {
  it('finds exactly the words a full comparison finds, for one to three edits', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 60 }),
        word,
        fc.integer({ min: 1, max: 3 }),
        (vocabulary, query, k) => {
          const expected = vocabulary
            .map((w) => ({ word: w, distance: editDistanceWithin(query, w, k) }))
            .filter((hit) => hit.distance <= k)
            .sort((a, b) => a.word.localeCompare(b.word));
          const found = new TypoTrie(vocabulary)
            .within(query, k)
            .sort((a, b) => a.word.localeCompare(b.word));
          // Two typos take the deletion tables only from 9 letters on; below, the walk answers.
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts a swap of neighbours as one edit', () => {
    const trie = new TypoTrie(['hochzeit', 'fotobox', 'dekoration']);
    expect(trie.within('hcohzeit', 1)).toEqual([{ word: 'hochzeit', distance: 1 }]);
    expect(trie.within('fotbox', 1)).toEqual([{ word: 'fotobox', distance: 1 }]);
    expect(trie.within('dkoratoin', 2)).toEqual([{ word: 'dekoration', distance: 2 }]);
  });
});
