import { editDistanceWithin } from './german-analysis';

/** A vocabulary word within the asked distance of a query word. */
export interface NearWord {
  word: string;
  distance: number;
}

/**
 * The vocabulary as a trie, searched for words within k edits of a query word (optimal string
 * alignment: insertions, deletions, substitutions and swaps of neighbours count one each). The
 * walk carries one row of the edit-distance table per trie level and leaves a branch as soon as
 * no cell of its row is within k — so it visits a small part of the vocabulary instead of
 * comparing the query with every word of similar length. One and two typos, asked for with
 * every search, go through deletion tables instead (below); the walk serves the wider
 * "Meinten Sie" look-ups.
 */
export class TypoTrie {
  /**
   * The trie as parallel arrays (node 0 is the root): first child, next sibling, the node's
   * character and the index of the word ending there (-1: none). Far smaller than an object
   * per node, which matters with 100 000 providers' vocabulary.
   */
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  private readonly charOf: Uint16Array;
  private readonly wordAt: Int32Array;
  private readonly words: string[] = [];
  private longest = 0;
  /**
   * One typo, the common case, is looked up faster: every word under itself and under each
   * form with one letter deleted. Two words one edit apart share such a form (a swap of
   * neighbours too), so a query's own deletions find all candidates in a few binary searches.
   */
  private readonly byDeletion: KeyTable;
  /**
   * Two typos (queries of 9+ letters) the same way, one level deeper: words of 7+ letters
   * under each form with two letters left out.
   */
  private readonly byTwoDeletions: KeyTable;

  constructor(words: Iterable<string>) {
    const firstChild = [-1];
    const nextSibling = [-1];
    const charOf = [0];
    const wordAt = [-1];
    const oneKeys: number[] = [];
    const twoKeys: number[] = [];
    for (const word of words) {
      let node = 0;
      for (let i = 0; i < word.length; i++) {
        const code = word.charCodeAt(i);
        let child = firstChild[node];
        while (child !== -1 && charOf[child] !== code) child = nextSibling[child];
        if (child === -1) {
          child = charOf.length;
          firstChild.push(-1);
          nextSibling.push(firstChild[node]);
          charOf.push(code);
          wordAt.push(-1);
          firstChild[node] = child;
        }
        node = child;
      }
      if (wordAt[node] !== -1) continue;
      const index = this.words.length;
      wordAt[node] = index;
      this.words.push(word);
      if (word.length > this.longest) this.longest = word.length;
      forEachDeletion(word, 1, (hash) => oneKeys.push(entryOf(hash, index)));
      if (word.length >= TWO_DELETIONS_FROM) {
        forEachTwoDeletion(word, (hash) => twoKeys.push(entryOf(hash, index)));
      }
    }
    this.byDeletion = Float64Array.from(oneKeys).sort();
    this.byTwoDeletions = Float64Array.from(twoKeys).sort();
    this.firstChild = Int32Array.from(firstChild);
    this.nextSibling = Int32Array.from(nextSibling);
    this.charOf = Uint16Array.from(charOf);
    this.wordAt = Int32Array.from(wordAt);
  }

  /** Every word within `maxDistance` edits of `query`, with its distance. */
  within(query: string, maxDistance: number): NearWord[] {
    if (maxDistance === 1) return this.withinOne(query);
    if (maxDistance === 2 && query.length >= TWO_DELETIONS_FROM + 2) return this.withinTwo(query);
    return this.walk(query, maxDistance);
  }

  /** Words of 7+ letters within two edits of a query of 9+ letters. */
  private withinTwo(query: string): NearWord[] {
    const seen = new Set<number>();
    const found: NearWord[] = [];
    const check = (index: number): void => {
      if (seen.has(index)) return;
      seen.add(index);
      const word = this.words[index];
      const distance = editDistanceWithin(query, word, 2);
      if (distance <= 2) found.push({ word, distance });
    };
    // A word within two edits shares a form with at most two letters left out on each side.
    forEachDeletion(query, 2, (hash) => {
      lookUp(this.byDeletion, hash, check);
      lookUp(this.byTwoDeletions, hash, check);
    });
    return found;
  }

  private withinOne(query: string): NearWord[] {
    const seen = new Set<number>();
    const found: NearWord[] = [];
    forEachDeletion(query, 1, (hash) =>
      lookUp(this.byDeletion, hash, (index) => {
        if (seen.has(index)) return;
        seen.add(index);
        const word = this.words[index];
        if (word === query) found.push({ word, distance: 0 });
        else if (withinOneEdit(query, word)) found.push({ word, distance: 1 });
      }),
    );
    return found;
  }

  private walk(query: string, maxDistance: number): NearWord[] {
    const width = query.length + 1;
    const depth = Math.min(this.longest, query.length + maxDistance) + 1;
    // rows[d] is the table row after d characters of the trie path; row 0 is the empty prefix.
    const rows: Int32Array[] = Array.from({ length: depth + 1 }, () => new Int32Array(width));
    for (let j = 0; j < width; j++) rows[0][j] = j;
    const found: NearWord[] = [];
    const path = new Int32Array(depth + 1);

    const { firstChild, nextSibling, charOf, wordAt, words } = this;
    const visit = (node: number, level: number): void => {
      for (let child = firstChild[node]; child !== -1; child = nextSibling[child]) {
        const code = charOf[child];
        const row = rows[level];
        const previous = rows[level - 1];
        const beforePrevious = level >= 2 ? rows[level - 2] : null;
        path[level] = code;
        row[0] = level;
        let rowMin = level;
        for (let j = 1; j < width; j++) {
          const queryCode = query.charCodeAt(j - 1);
          const cost = queryCode === code ? 0 : 1;
          let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
          if (
            beforePrevious !== null &&
            j > 1 &&
            queryCode === path[level - 1] &&
            query.charCodeAt(j - 2) === code
          ) {
            value = Math.min(value, beforePrevious[j - 2] + 1);
          }
          row[j] = value;
          if (value < rowMin) rowMin = value;
        }
        if (wordAt[child] !== -1 && row[width - 1] <= maxDistance) {
          found.push({ word: words[wordAt[child]], distance: row[width - 1] });
        }
        // A swap reaches back only one level, and a row's minimum grows by at most one per
        // level, so a row with nothing within reach ends the branch.
        if (rowMin <= maxDistance && level < depth) visit(child, level + 1);
      }
    };
    visit(0, 1);
    return found;
  }
}

/** Words from this length are also kept under their two-letter deletions. */
const TWO_DELETIONS_FROM = 7;

/**
 * The look-up tables hold one number per (form, word): a 32-bit hash of the form with letters
 * left out, times 2^21, plus the word's index; sorted, so a form's words are a binary search
 * away. A hash collision only brings a wrong candidate, which the edit distance then refuses.
 */
type KeyTable = Float64Array;
const WORD_SLOTS = 2 ** 21;

function entryOf(hash: number, index: number): number {
  return hash * WORD_SLOTS + index;
}

/** Calls `use` with each word index stored under `hash`. */
function lookUp(table: KeyTable, hash: number, use: (index: number) => void): void {
  const first = hash * WORD_SLOTS;
  let low = 0;
  let high = table.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (table[middle] < first) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < table.length && table[i] < first + WORD_SLOTS; i++) use(table[i] - first);
}

/** FNV-1a of the word without the letters at `skipA` and `skipB` (-1: none), without building it. */
function hashWithout(word: string, skipA: number, skipB: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    if (i === skipA || i === skipB) continue;
    hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  }
  return hash >>> 0;
}

/** The hashes of the word and of its forms with up to `deletions` (1 or 2) letters left out. */
function forEachDeletion(word: string, deletions: 1 | 2, use: (hash: number) => void): void {
  use(hashWithout(word, -1, -1));
  for (let i = 0; i < word.length; i++) use(hashWithout(word, i, -1));
  if (deletions === 2) forEachTwoDeletion(word, use);
}

/** The hashes of the word's forms with exactly two letters left out. */
function forEachTwoDeletion(word: string, use: (hash: number) => void): void {
  for (let i = 0; i < word.length; i++) {
    for (let j = i + 1; j < word.length; j++) use(hashWithout(word, i, j));
  }
}

/** Whether two different words are one insertion, deletion, substitution or neighbour swap apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What differs after the common start and end: one letter more or less, one other letter,
  // or two neighbours swapped.
  if (restA + restB <= 1) return true;
  if (restA === 1 && restB === 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}
