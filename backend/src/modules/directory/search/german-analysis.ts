import { foldForSearch } from '../../../common/text/search-normalize';
import { snowballGerman } from './german-stemmer';

/**
 * Filler words that carry no meaning for finding a provider. They are neither indexed nor
 * required in a query, so "Fotograf für Hochzeiten" does not demand the word "für".
 */
const STOPWORDS = new Set(
  (
    'aber als am an auch auf aus bei bin bis da das dass dem den der des die du ein eine einem ' +
    'einen einer eines er es fur hat ich ihr ihre im in ist mit nach oder sie sind so uber um ' +
    'und uns von vom vor wie wir zu zum zur'
  ).split(' '),
);

/** Letters before which a final -s is a plural ending the Snowball stemmer leaves alone (DJs). */
const PLURAL_S_AFTER = /[^aeiouys]s$/;

/**
 * Words of the trade, known to the compound splitter before any provider has been indexed,
 * so "Hochzeitsplanung" splits even if no provider writes "Planung" on its own.
 */
export const BASE_VOCABULARY: readonly string[] = [
  'hochzeit',
  'geburtstag',
  'firma',
  'firmen',
  'feier',
  'fest',
  'party',
  'foto',
  'fotograf',
  'fotografie',
  'video',
  'film',
  'musik',
  'band',
  'planung',
  'planer',
  'technik',
  'licht',
  'ton',
  'catering',
  'buffet',
  'torte',
  'kuchen',
  'blumen',
  'deko',
  'dekoration',
  'location',
  'saal',
  'garten',
  'kinder',
  'sommer',
  'winter',
  'weihnacht',
  'box',
  'sanger',
  'redner',
  'trau',
  'zauber',
];

/** The minimum length of a compound part; shorter pieces ("er", "en") split almost anything. */
export const MIN_PART_LENGTH = 3;

/** Folded words of a text: lower case, umlauts and accents folded, split at anything else. */
export function words(text: string): string[] {
  return splitFolded(foldForSearch(text));
}

/**
 * Runs of letters and digits, and each of a few symbols on its own: "100%" and "Under_score"
 * are names people search for literally (the spec's `%` and `_` rule).
 */
const TOKEN = /[a-z0-9]+|[%_\\&+#@§€$]/g;

function splitFolded(folded: string): string[] {
  return folded.match(TOKEN) ?? [];
}

/** Words worth indexing; a hyphenated word also counts joined ("Live-Musik" → "livemusik"). */
export function indexWords(text: string): string[] {
  if (text.length === 0) return [];
  const folded = foldForSearch(text);
  const result = splitFolded(folded).filter((word) => !STOPWORDS.has(word));
  if (folded.includes('-')) {
    for (const hyphenated of folded.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []) {
      result.push(hyphenated.replace(/-/g, ''));
    }
  }
  return result;
}

/**
 * The query's words: folded, filler words dropped (unless nothing else is left), at most 8 so
 * a pasted paragraph stays cheap.
 */
export function queryWords(query: string): string[] {
  const all = words(query);
  const meaningful = all.filter((word) => !STOPWORDS.has(word));
  return meaningful.slice(0, 8);
}

/**
 * What a search for `query` may cost, in work units of the per-client budget (one unit ≈ a
 * plain list read): each word one, one more per 10 letters (stemming, compound splits), and two
 * per typo it forgives (the near-spelling look-ups are the expensive part). Typing "Hochzeit
 * Fotograf Mannheim" costs 13, eight 25-letter words 65, one 200-letter word 22.
 */
export function queryCost(query: string): number {
  return queryWords(query).reduce(
    (cost, word) => cost + 1 + Math.ceil(word.length / 10) + 2 * allowedTypos(word),
    1,
  );
}

/** The word's stem: German Snowball, plus the English-style plural -s (DJs → dj, Tipps → tipp). */
export function stem(word: string): string {
  let result = stems.get(word);
  if (result !== undefined) return result;
  result = /^[0-9]+$/.test(word) ? word : snowballGerman(word);
  if (result.length > 2 && PLURAL_S_AFTER.test(result)) result = result.slice(0, -1);
  // The vocabulary is small next to the word count, so most words are stemmed once.
  if (stems.size >= MAX_CACHED_STEMS) stems.clear();
  stems.set(word, result);
  return result;
}
const stems = new Map<string, string>();
const MAX_CACHED_STEMS = 100_000;

/** Linking elements between compound parts: Hochzeit-s-planung, Blume-n-schmuck, Tag-es-licht. */
const LINKS = ['', 's', 'es', 'n', 'en'];

/**
 * Splits a compound into two parts that are both known (`isKnown` says which words are), the
 * head longest first, allowing a linking element after the head. `null` when no split exists.
 */
export function splitCompound(word: string, isKnown: (part: string) => boolean): [string, string] | null {
  for (let cut = word.length - MIN_PART_LENGTH; cut >= MIN_PART_LENGTH; cut--) {
    const head = word.slice(0, cut);
    if (!isKnown(head)) continue;
    for (const link of LINKS) {
      if (!word.startsWith(link, cut)) continue;
      const tail = word.slice(cut + link.length);
      if (tail.length >= MIN_PART_LENGTH && isKnown(tail)) return [head, tail];
    }
  }
  return null;
}

/** Parts around an unknown rest are longer, so "Tonne" does not start with "Ton". */
export const MIN_OPEN_PART_LENGTH = 4;

/**
 * The longest known head (4+ letters) of a compound whose rest nobody else uses, at least 4
 * letters long ("Hochzeits|reportagen" → "hochzeit"): for indexing, so the head becomes a word
 * form of the provider even when the compound cannot be split into two known words.
 */
export function compoundHead(word: string, isKnown: (part: string) => boolean): string | null {
  for (let cut = word.length - MIN_OPEN_PART_LENGTH; cut >= MIN_OPEN_PART_LENGTH; cut--) {
    const head = word.slice(0, cut);
    if (isKnown(head)) return head;
  }
  return null;
}

/**
 * The longest word that forgives typos. Looking up near spellings grows with the square of the
 * word's length (every form with two letters left out): 0.1 ms for a 30-letter compound, a
 * quarter of a second for a 200-letter word — one client repeating that slowed every page.
 * German's long compounds ("Veranstaltungstechnikverleih", 28) stay within it.
 */
export const MAX_TYPO_WORD_LENGTH = 32;

/** How many typos a query word forgives: one from 5 letters, two from 9 (digits forgive none). */
export function allowedTypos(word: string): number {
  if (/[0-9]/.test(word) || word.length > MAX_TYPO_WORD_LENGTH) return 0;
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/**
 * Damerau–Levenshtein distance (adjacent swaps count once) with an early exit: returns
 * `max + 1` as soon as the distance must exceed `max`. Typed rows are reused between calls.
 */
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [0, 1, 2].map(() => new Int32Array(width * 2));
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[width - 1], max + 1);
}
