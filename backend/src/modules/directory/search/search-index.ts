import { compareGerman } from '@event-kompass/shared-types';
import { foldForSearch } from '../../../common/text/search-normalize';
import {
  allowedTypos,
  BASE_VOCABULARY,
  compoundHead,
  MIN_OPEN_PART_LENGTH,
  indexWords,
  MAX_TYPO_WORD_LENGTH,
  MIN_PART_LENGTH,
  queryWords,
  splitCompound,
  stem,
} from './german-analysis';
import { TypoTrie } from './typo-trie';

/** What the index knows about a provider: the searchable text and the tie-breakers. */
export interface SearchDocument {
  id: number;
  name: string;
  categories: string[];
  description: string;
  place?: string;
  rating: number | null;
  verifiedReviews: number;
  /** Share (%) of inquiries answered within 48 h; missing or null ranks after every known share. */
  responseRate?: number | null;
}

/** A suggestion while typing; `id` is the provider's for providers, else `null`. */
export interface SearchSuggestion {
  text: string;
  type: 'category' | 'place' | 'provider';
  id: number | null;
}

export interface SearchOptions {
  limit: number;
  offset?: number;
  /** Which provider ids may be shown (category, rating, price, PLZ radius — decided elsewhere). */
  filter?: (id: number) => boolean;
}

export interface SearchResult {
  /** The page of provider ids, best first. */
  ids: number[];
  /** How many providers match the query and the filter in all. */
  total: number;
}

/**
 * Where a word matched, best first. A provider's tier is its best (field, kind) over the query's
 * words: name before category before description/place; within a field the exact word before
 * a word form or compound part, before a word beginning, before a typo.
 */
const FIELD = { name: 0, category: 1, text: 2 } as const;
const KIND = { exact: 0, stem: 1, prefix: 2, typo: 3 } as const;
const KINDS_PER_FIELD = 4;
const NO_MATCH = 255;

/** Posting list of one term: the slots holding it and the best field it occurs in there. */
class Postings {
  slots = new Int32Array(4);
  fields = new Uint8Array(4);
  length = 0;

  add(slot: number, field: number): void {
    if (this.length === this.slots.length) {
      const slots = new Int32Array(this.length * 2);
      slots.set(this.slots);
      this.slots = slots;
      const fields = new Uint8Array(this.length * 2);
      fields.set(this.fields);
      this.fields = fields;
    }
    this.slots[this.length] = slot;
    this.fields[this.length] = field;
    this.length++;
  }
}

/**
 * One query word's matches: a code (field × kind, `NO_MATCH` if none) per slot, and the slots
 * touched, so later steps visit only matching providers instead of the whole index.
 */
class WordMatches {
  codes: Uint8Array;
  touched: Int32Array;
  count = 0;

  constructor(size: number) {
    this.codes = new Uint8Array(size).fill(NO_MATCH);
    this.touched = new Int32Array(size);
  }

  reset(size: number): void {
    if (this.codes.length < size) {
      this.codes = new Uint8Array(size).fill(NO_MATCH);
      this.touched = new Int32Array(size);
    } else {
      // Only touched slots were written, so clearing them is cheaper than clearing all.
      for (let i = 0; i < this.count; i++) this.codes[this.touched[i]] = NO_MATCH;
    }
    this.count = 0;
  }

  mark(slot: number, code: number): void {
    const old = this.codes[slot];
    if (old === NO_MATCH) this.touched[this.count++] = slot;
    if (code < old) this.codes[slot] = code;
  }

  /** Marks a posting list; with `within`, only slots already matched there (fewer writes). */
  markAll(postings: Postings, kind: number, within?: Uint8Array): void {
    const { slots, fields, length } = postings;
    for (let i = 0; i < length; i++) {
      const slot = slots[i];
      if (within === undefined || within[slot] !== NO_MATCH) {
        this.mark(slot, fields[i] * KINDS_PER_FIELD + kind);
      }
    }
  }
}

/** Query words' typo and prefix expansions are cached; the cache is dropped when the vocabulary grows. */
const EXPANSION_CACHE_SIZE = 5000;
/** Enough for the whole vocabulary of 100 000 providers plus the queries' own words. */
const MAX_CACHED_SPLITS = 200_000;

/**
 * The in-memory provider search: posting lists over folded words and their German stems,
 * with compounds split into known parts, prefix matching for the last query word and typo
 * tolerance. Providers are kept in a fixed rank order (rating, verified reviews, response rate, name, id), so
 * the best of a tier are the lowest ranks and a page needs no full sort of all matches.
 */
export class SearchIndex {
  private ids: number[] = [];
  private docs: (SearchDocument | undefined)[] = [];
  private alive = new Uint8Array(0);
  private slotOf = new Map<number, number>();
  private deadSlots = 0;

  /** Live slots in rank order, and each slot's position in it. */
  private order: number[] = [];
  private rankOf = new Int32Array(0);

  private surface = new Map<string, Postings>();
  private stems = new Map<string, Postings>();
  /** Words the compound splitter may use as parts. */
  private known = new Set<string>(BASE_VOCABULARY);
  /** Compound splits by word; they depend on `known`, so the cache is dropped when it grows. */
  private splits = new Map<string, string[] | null>();

  private sortedTerms: string[] | null = null;
  private trie: TypoTrie | null = null;
  private expansions = new Map<string, string[]>();

  /** Category labels by folded form, with how many live providers carry them (for suggest). */
  private categoryLabels = new LabelCounts();
  private placeLabels = new LabelCounts();

  private scratch: WordMatches[] = [];

  static build(docs: readonly SearchDocument[]): SearchIndex {
    const index = new SearchIndex();
    index.load(docs);
    return index;
  }

  get size(): number {
    return this.order.length;
  }

  /**
   * Builds what the first searches would otherwise build on demand (the sorted vocabulary for
   * word beginnings, the typo tables): about 100 ms with 100 000 providers, better spent while
   * the catalog refreshes than in the middle of a visitor's search.
   */
  prepare(): void {
    this.sortedTerms ??= [...this.surface.keys()].sort();
    this.typoTrie();
  }

  /** Adds a provider or replaces the one with the same id. */
  upsert(doc: SearchDocument): void {
    this.detach(doc.id);
    for (const word of this.wordsOf(doc)) this.learn(word);
    const slot = this.attach(doc);
    const at = this.rankPosition(doc);
    this.order.splice(at, 0, slot);
    this.renumberFrom(at);
  }

  /** Takes a provider out of the results; unknown ids are ignored. */
  remove(id: number): void {
    if (this.detach(id) && this.deadSlots > Math.max(1024, this.order.length)) {
      // Dead slots stay in the posting lists until a rebuild; rebuild once they outnumber the living.
      this.load(this.docs.filter((doc): doc is SearchDocument => doc !== undefined));
    }
  }

  search(query: string, options: SearchOptions): SearchResult {
    const terms = queryWords(query);
    if (terms.length === 0) return { ids: [], total: 0 };
    const words = terms.map((term, i) => this.expand(term, i === terms.length - 1));
    if (words.some((word) => word.cost === 0)) return { ids: [], total: 0 };
    // Start from the rarest word: every other word only confirms its candidates.
    words.sort((a, b) => a.cost - b.cost);
    const first = this.markWord(words[0], 0);
    // A common word is looked up per candidate (binary search in its sorted posting lists)
    // when that is cheaper than walking all its postings.
    const marked: WordMatches[] = [];
    const probed: WordExpansion[] = [];
    words.slice(1).forEach((word, i) => {
      const probeCost = first.count * word.listCount * PROBE_COST;
      if (probeCost < word.cost) probed.push(word);
      else marked.push(this.markWord(word, i + 1, first.codes));
    });
    const offset = Math.max(0, options.offset ?? 0);
    const top = new TopRanked(offset + Math.max(0, options.limit));
    let total = 0;
    // A marked word recorded only the first word's candidates, so the fewest of them are all that
    // can match: for two common words a few hundred slots to visit instead of ten thousand.
    const driver = marked.reduce((fewest, word) => (word.count < fewest.count ? word : fewest), first);
    candidates: for (let i = 0; i < driver.count; i++) {
      const slot = driver.touched[i];
      if (this.alive[slot] === 0) continue;
      let tier = first.codes[slot];
      for (const other of marked) {
        const code = other.codes[slot];
        if (code === NO_MATCH) continue candidates;
        if (code < tier) tier = code;
      }
      for (const word of probed) {
        const code = probeWord(word, slot);
        if (code === NO_MATCH) continue candidates;
        if (code < tier) tier = code;
      }
      if (options.filter && !options.filter(this.ids[slot])) continue;
      total++;
      top.offer(tier * 0x1000000 + this.rankOf[slot], slot);
    }
    return { ids: top.sorted(offset).map((slot) => this.ids[slot]), total };
  }

  /**
   * "Meinten Sie …?": the query with each word that matches nothing replaced by the nearest
   * indexed word (fewest edits, then the most common, then alphabetical). Null when every word
   * matches something or no unknown word has a near neighbour.
   */
  correct(query: string): string | null {
    const terms = queryWords(query);
    let changed = false;
    const corrected = terms.map((term, i) => {
      if (this.expand(term, i === terms.length - 1).cost > 0) return term;
      const nearest = this.nearestTerm(term);
      if (nearest === null) return term;
      changed = true;
      return nearest;
    });
    return changed ? corrected.join(' ') : null;
  }

  /**
   * Up to `limit` suggestions while typing, each with a word starting with `prefix`:
   * categories (most providers first), then places, then provider names in rank order.
   */
  suggest(prefix: string, limit = 8): SearchSuggestion[] {
    const folded = foldForSearch(prefix);
    if (folded.length === 0 || limit <= 0) return [];
    const startsWord = (text: string) => (' ' + foldForSearch(text)).includes(' ' + folded);
    const result: SearchSuggestion[] = [
      ...this.categoryLabels
        .matching(startsWord)
        .map((text) => ({ text, type: 'category' as const, id: null })),
      ...this.placeLabels.matching(startsWord).map((text) => ({ text, type: 'place' as const, id: null })),
    ].slice(0, limit);
    const lastWord = folded.split(' ').pop() ?? '';
    const top = new TopRanked(limit * 2);
    // A name may hold several words with the prefix ("Fotobox-Verleih": fotobox, fotoboxverleih).
    const offered = new Set<number>();
    for (const term of this.prefixTerms(lastWord)) {
      const postings = this.surface.get(term) as Postings;
      for (let i = 0; i < postings.length; i++) {
        const slot = postings.slots[i];
        if (postings.fields[i] === FIELD.name && this.alive[slot] === 1 && !offered.has(slot)) {
          offered.add(slot);
          top.offer(this.rankOf[slot], slot);
        }
      }
    }
    for (const slot of top.sorted(0)) {
      const text = this.docs[slot]?.name ?? '';
      if (result.length < limit && startsWord(text)) {
        result.push({ text, type: 'provider', id: this.ids[slot] });
      }
    }
    return result;
  }

  private load(docs: readonly SearchDocument[]): void {
    this.ids = [];
    this.docs = [];
    this.alive = new Uint8Array(docs.length);
    this.rankOf = new Int32Array(docs.length);
    this.slotOf.clear();
    this.deadSlots = 0;
    this.surface.clear();
    this.stems.clear();
    this.known = new Set(BASE_VOCABULARY);
    this.splits.clear();
    this.categoryLabels = new LabelCounts();
    this.placeLabels = new LabelCounts();
    this.invalidateVocabulary();
    const unique = new Map(docs.map((doc) => [doc.id, doc]));
    // Learn the whole vocabulary first, so compounds split the same whatever the order.
    for (const doc of unique.values()) for (const word of this.wordsOf(doc)) this.learn(word);
    for (const doc of unique.values()) this.attach(doc);
    this.order = [...this.slotOf.values()].sort((a, b) =>
      compareRank(this.docs[a] as SearchDocument, this.docs[b] as SearchDocument),
    );
    this.renumberFrom(0);
  }

  private wordsOf(doc: SearchDocument): string[] {
    return [doc.name, ...doc.categories, doc.description, doc.place ?? ''].flatMap(indexWords);
  }

  private learn(word: string): void {
    if (word.length < MIN_PART_LENGTH || /[0-9]/.test(word)) return;
    if (this.known.has(word)) return;
    this.known.add(word);
    this.splits.clear();
  }

  /** Puts a provider into a fresh slot and its words into the posting lists. */
  private attach(doc: SearchDocument): number {
    const slot = this.ids.length;
    this.ids.push(doc.id);
    this.docs.push(doc);
    if (this.alive.length <= slot) {
      const alive = new Uint8Array(Math.max(16, slot * 2));
      alive.set(this.alive);
      this.alive = alive;
      const rankOf = new Int32Array(alive.length);
      rankOf.set(this.rankOf);
      this.rankOf = rankOf;
    }
    this.alive[slot] = 1;
    this.slotOf.set(doc.id, slot);

    const surfaceFields = new Map<string, number>();
    const stemFields = new Map<string, number>();
    const note = (map: Map<string, number>, term: string, field: number) => {
      const old = map.get(term);
      if (old === undefined || field < old) map.set(term, field);
    };
    const fields: [number, string[]][] = [
      [FIELD.name, [doc.name]],
      [FIELD.category, doc.categories],
      [FIELD.text, [doc.description, doc.place ?? '']],
    ];
    for (const [field, texts] of fields) {
      for (const word of texts.flatMap(indexWords)) {
        note(surfaceFields, word, field);
        note(stemFields, stem(word), field);
        const parts = word.length >= 2 * MIN_PART_LENGTH ? this.split(word) : null;
        // A compound's parts count as word forms: "hochzeit" finds "Hochzeitsplanung", and a
        // known head does so even before an unknown rest ("Hochzeitsreportagen").
        for (const part of parts ?? []) note(stemFields, stem(part), field);
        if (!parts && word.length >= 2 * MIN_OPEN_PART_LENGTH) {
          const head = compoundHead(word, (part) => part !== word && this.known.has(part));
          if (head) note(stemFields, stem(head), field);
        }
      }
    }
    this.post(this.surface, surfaceFields, slot);
    this.post(this.stems, stemFields, slot);
    for (const category of doc.categories) this.categoryLabels.add(category, 1);
    if (doc.place) this.placeLabels.add(doc.place, 1);
    return slot;
  }

  /** Adds the slot to each term's posting list; a new term changes the vocabulary. */
  private post(lists: Map<string, Postings>, fields: Map<string, number>, slot: number): void {
    for (const [term, field] of fields) {
      let postings = lists.get(term);
      if (!postings) {
        postings = new Postings();
        lists.set(term, postings);
        this.invalidateVocabulary();
      }
      postings.add(slot, field);
    }
  }

  /** Marks a provider's slot dead and drops it from the rank order; false if it was not there. */
  private detach(id: number): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    const doc = this.docs[slot] as SearchDocument;
    const at = this.rankOf[slot];
    this.order.splice(at, 1);
    this.renumberFrom(at);
    this.alive[slot] = 0;
    this.docs[slot] = undefined;
    this.slotOf.delete(id);
    this.deadSlots++;
    for (const category of doc.categories) this.categoryLabels.add(category, -1);
    if (doc.place) this.placeLabels.add(doc.place, -1);
    return true;
  }

  private renumberFrom(position: number): void {
    for (let i = position; i < this.order.length; i++) this.rankOf[this.order[i]] = i;
  }

  /** Where a provider belongs in the rank order. */
  private rankPosition(doc: SearchDocument): number {
    const { order, docs } = this;
    return lowerBound(order.length, (i) => compareRank(docs[order[i]] as SearchDocument, doc) < 0);
  }

  private split(word: string): string[] | null {
    let parts = this.splits.get(word);
    if (parts === undefined) {
      parts = splitCompound(word, (part) => this.known.has(part));
      if (this.splits.size >= MAX_CACHED_SPLITS) this.splits.clear();
      this.splits.set(word, parts);
    }
    return parts;
  }

  private invalidateVocabulary(): void {
    this.sortedTerms = null;
    this.trie = null;
    this.expansions.clear();
  }

  private scratchFor(position: number): WordMatches {
    const size = this.ids.length;
    let matches = this.scratch[position];
    if (!matches) this.scratch[position] = matches = new WordMatches(size);
    else matches.reset(size);
    return matches;
  }

  /**
   * Everything one query word matches: the word itself, its stem (also as a compound part), a
   * word beginning if it is the last word, a near spelling if nothing else knows the word, and
   * its compound parts together ("hochzeitsfotograf" = "hochzeit" and "fotograf").
   */
  private expand(word: string, isLast: boolean): WordExpansion {
    const exact = this.surface.get(word);
    const lists = this.wordLists(word, isLast);
    // A word someone uses as it is is not split: "hochzeit" must not become "hoch" + "zeit".
    const split = !exact && word.length >= 2 * MIN_PART_LENGTH ? this.split(word) : null;
    // The last word's last part may be a word beginning too: "hochzeitsfotograf" → "Fotografie".
    const parts = split?.map((part, i) => [
      ...this.partForms(part),
      ...(isLast && i === split.length - 1 ? this.beginningLists(part) : []),
    ]);
    const compound =
      parts && parts.every((forms) => forms.length > 0)
        ? parts
        : !exact && word.length >= 2 * MIN_OPEN_PART_LENGTH
          ? this.openParts(word, isLast)
          : null;
    const size = (list: TermList[]) => list.reduce((sum, { postings }) => sum + postings.length, 0);
    return {
      lists,
      parts: compound,
      cost: size(lists) + (compound ? size(compound[0]) + size(compound[1]) : 0),
      listCount: lists.length + (compound ? compound[0].length + compound[1].length : 0),
    };
  }

  /** A word's own matches: exact, word form, word beginning (last word), near spelling. */
  private wordLists(word: string, isLast: boolean): TermList[] {
    const lists: TermList[] = [];
    const exact = this.surface.get(word);
    const stemmed = this.stems.get(stem(word));
    if (exact) lists.push({ postings: exact, kind: KIND.exact });
    if (stemmed) lists.push({ postings: stemmed, kind: KIND.stem });
    if (isLast) lists.push(...this.beginningLists(word));
    if (!exact && !stemmed) {
      // A near spelling brings its word forms along: "hochzet" → "hochzeit" → "Hochzeiten".
      // Stems are near spellings too: "hochzet" meets the stem of "Hochzeiten" even where
      // nobody writes "Hochzeit" itself.
      const near = new Set<Postings>();
      // The stem's near spellings too: "fotgrafen" → "fotgraf" → "fotograf".
      const wordStem = stem(word);
      const nearTerms =
        wordStem === word ? this.nearTerms(word) : [...this.nearTerms(word), ...this.nearTerms(wordStem)];
      for (const term of nearTerms) {
        for (const postings of [this.stems.get(stem(term)), this.stems.get(term)]) {
          if (postings) near.add(postings);
        }
      }
      for (const postings of near) lists.push({ postings, kind: KIND.typo });
    }
    return lists;
  }

  /** A compound part's postings, the word itself and its stem, both counting as a word form. */
  private partForms(part: string): TermList[] {
    return [this.surface.get(part), this.stems.get(stem(part))].flatMap((postings) =>
      postings ? [{ postings, kind: KIND.stem }] : [],
    );
  }

  /** The postings of the other indexed words that begin with `prefix`. */
  private beginningLists(prefix: string): TermList[] {
    return this.prefixTerms(prefix)
      .filter((term) => term !== prefix)
      .map((term) => ({ postings: this.surface.get(term) as Postings, kind: KIND.prefix }));
  }

  /**
   * A compound of a known head and a rest that is not a known word but matches as one
   * ("hochzeits|fotografen": the rest is a word form of "Fotograf"): both must match. The
   * longest head first, then the longest linking element.
   */
  private openParts(word: string, isLast: boolean): TermList[][] | null {
    for (let cut = word.length - MIN_OPEN_PART_LENGTH; cut >= MIN_OPEN_PART_LENGTH; cut--) {
      const head = word.slice(0, cut);
      if (!this.known.has(head)) continue;
      const headForms = this.partForms(head);
      if (headForms.length === 0) continue;
      for (const link of OPEN_LINKS) {
        if (!word.startsWith(link, cut)) continue;
        const rest = word.slice(cut + link.length);
        if (rest.length < MIN_OPEN_PART_LENGTH) continue;
        // The rest counts at most as a word form: the compound itself was not typed as is.
        const restLists = this.wordLists(rest, isLast).map(({ postings, kind }) => ({
          postings,
          kind: Math.max(kind, KIND.stem),
        }));
        if (restLists.length > 0) return [headForms, restLists];
      }
    }
    return null;
  }

  /**
   * Walks all of a word's postings into scratch buffers (`position` keeps words apart); with
   * `within` (the first word's codes) it only records the first word's candidates.
   */
  private markWord(word: WordExpansion, position: number, within?: Uint8Array): WordMatches {
    const matches = this.scratchFor(position * 3);
    for (const { postings, kind } of word.lists) matches.markAll(postings, kind, within);
    if (word.parts) {
      const [head, tail] = word.parts.map((forms, i) => {
        const partMatches = this.scratchFor(position * 3 + 1 + i);
        for (const { postings, kind } of forms) partMatches.markAll(postings, kind, within);
        return partMatches;
      });
      for (let i = 0; i < head.count; i++) {
        const slot = head.touched[i];
        const tailCode = tail.codes[slot];
        if (tailCode !== NO_MATCH) matches.mark(slot, Math.max(head.codes[slot], tailCode));
      }
    }
    return matches;
  }

  /** Indexed words that begin with `prefix` (a binary search in the sorted vocabulary). */
  private prefixTerms(prefix: string): string[] {
    if (prefix.length === 0) return [];
    const cacheKey = '^' + prefix;
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached;
    const terms = (this.sortedTerms ??= [...this.surface.keys()].sort());
    const low = lowerBound(terms.length, (i) => terms[i] < prefix);
    const result: string[] = [];
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i++) result.push(terms[i]);
    return this.remember(cacheKey, result);
  }

  /** Indexed words and stems within the typos the word forgives (none for short words and numbers). */
  private nearTerms(word: string): string[] {
    const typos = allowedTypos(word);
    if (typos === 0) return [];
    const cached = this.expansions.get(word);
    if (cached) return cached;
    const near = this.typoTrie().within(word, typos);
    return this.remember(
      word,
      near.map((hit) => hit.word),
    );
  }

  /** The closest indexed word within a wider distance than typos forgive (2, from 8 letters 3). */
  private nearestTerm(word: string): string | null {
    if (word.length < 4 || word.length > MAX_TYPO_WORD_LENGTH || /[0-9]/.test(word)) return null;
    const cacheKey = '~' + word;
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached[0] ?? null;
    let best: string | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    let bestCount = 0;
    for (const { word: term, distance } of this.typoTrie().within(word, word.length >= 8 ? 3 : 2)) {
      // Only words as people write them are proposed, not stems.
      const postings = this.surface.get(term);
      if (!postings) continue;
      const count = postings.length;
      if (
        distance < bestDistance ||
        (distance === bestDistance && (count > bestCount || (count === bestCount && term < (best ?? ''))))
      ) {
        best = term;
        bestDistance = distance;
        bestCount = count;
      }
    }
    this.remember(cacheKey, best === null ? [] : [best]);
    return best;
  }

  /** Indexed words and stems without digits, as a trie for typo look-ups (built on demand). */
  private typoTrie(): TypoTrie {
    this.trie ??= new TypoTrie(
      [...new Set([...this.surface.keys(), ...this.stems.keys()])].filter((term) => !/[0-9]/.test(term)),
    );
    return this.trie;
  }

  private remember(key: string, terms: string[]): string[] {
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.clear();
    this.expansions.set(key, terms);
    return terms;
  }
}

/** Labels (categories, places) by folded form, with how many live providers carry them. */
class LabelCounts {
  private entries = new Map<string, { label: string; count: number }>();

  add(label: string, change: number): void {
    const key = foldForSearch(label);
    const entry = this.entries.get(key) ?? { label, count: 0 };
    entry.count += change;
    if (entry.count > 0) this.entries.set(key, entry);
    else this.entries.delete(key);
  }

  /** Labels that pass `test`, most providers first, then in German order. */
  matching(test: (label: string) => boolean): string[] {
    return [...this.entries.values()]
      .filter((entry) => test(entry.label))
      .sort((a, b) => b.count - a.count || compareGerman(a.label, b.label))
      .map((entry) => entry.label);
  }
}

/** One posting list a query word reaches, and how (exact, stem, prefix, typo). */
interface TermList {
  postings: Postings;
  kind: number;
}

/** A query word's posting lists, its compound parts (both must match), and their size. */
interface WordExpansion {
  lists: TermList[];
  parts: TermList[][] | null;
  /** Postings walked when marking the word. */
  cost: number;
  /** Posting lists searched when probing one candidate. */
  listCount: number;
}

/** Linking elements between a head and an open rest, the longest first. */
const OPEN_LINKS = ['es', 'en', 's', 'n', ''];

/** A binary search costs about this many posting steps (log2 of a large list, branchy). */
const PROBE_COST = 24;

/** The word's best code at one slot (`NO_MATCH` if none), by binary search in its lists. */
function probeWord(word: WordExpansion, slot: number): number {
  let best = probeLists(word.lists, slot);
  if (word.parts) {
    const head = probeLists(word.parts[0], slot);
    const tail = head === NO_MATCH ? NO_MATCH : probeLists(word.parts[1], slot);
    if (tail !== NO_MATCH) best = Math.min(best, Math.max(head, tail));
  }
  return best;
}

function probeLists(lists: TermList[], slot: number): number {
  let best = NO_MATCH;
  for (const { postings, kind } of lists) {
    // Slots are handed out in increasing order, so every posting list is sorted by slot.
    const { slots } = postings;
    const low = lowerBound(postings.length, (i) => slots[i] < slot);
    if (low < postings.length && slots[low] === slot) {
      const code = postings.fields[low] * KINDS_PER_FIELD + kind;
      if (code < best) best = code;
    }
  }
  return best;
}

/** The first index in `[0, length)` that is not `before` (binary search over a sorted range). */
function lowerBound(length: number, before: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The fixed order within a tier: better rating, more verified reviews, higher response rate
 * (docs/search-ranking.md), name (German), id.
 */
function compareRank(a: SearchDocument, b: SearchDocument): number {
  return (
    (b.rating ?? -1) - (a.rating ?? -1) ||
    b.verifiedReviews - a.verifiedReviews ||
    (b.responseRate ?? -1) - (a.responseRate ?? -1) ||
    compareGerman(a.name, b.name) ||
    a.id - b.id
  );
}

/**
 * Keeps the `capacity` smallest keys seen (a max-heap), so a page of 24 out of 20 000 matches
 * costs one comparison per match instead of a sort of all of them.
 */
class TopRanked {
  private keys: number[] = [];
  private values: number[] = [];

  constructor(private readonly capacity: number) {}

  offer(key: number, value: number): void {
    const { keys, values } = this;
    if (keys.length < this.capacity) {
      keys.push(key);
      values.push(value);
      this.siftUp(keys.length - 1);
    } else if (this.capacity > 0 && key < keys[0]) {
      keys[0] = key;
      values[0] = value;
      this.siftDown(0);
    }
  }

  /** The kept values by ascending key, the first `skip` left out. */
  sorted(skip: number): number[] {
    return this.keys
      .map((key, i) => [key, this.values[i]])
      .sort((a, b) => a[0] - b[0])
      .slice(skip)
      .map(([, value]) => value);
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] >= this.keys[i]) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const n = this.keys.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < n && this.keys[left] > this.keys[largest]) largest = left;
      if (right < n && this.keys[right] > this.keys[largest]) largest = right;
      if (largest === i) return;
      this.swap(i, largest);
      i = largest;
    }
  }

  private swap(i: number, j: number): void {
    [this.keys[i], this.keys[j]] = [this.keys[j], this.keys[i]];
    [this.values[i], this.values[j]] = [this.values[j], this.values[i]];
  }
}
