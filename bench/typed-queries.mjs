/**
 * Searches as people type them into the search field, for bench/run.mjs and
 * bench/search-index.mjs: two or three words from the vocabulary of the benchmark data
 * (seed-large.mjs), mostly lower case, some in another form (plural, "djs", "fotografen"), the
 * last one often cut short while typing, words of five letters or more sometimes with one typo,
 * umlauts sometimes written without dots. Most queries name a trade with an occasion or a place
 * ("fotograf hochzeiten mannheim"), the rest are words thrown together — so there are millions of
 * different queries and an answer cache rarely sees one twice.
 */
import { CATEGORIES, EVENTS, KINDS, NAMES, WORDS, seededRandom } from './seed-large.mjs';

const words = (texts) =>
  [...new Set(texts.flatMap((text) => text.split(/[\s&/–-]+/)))].filter((word) => word.length >= 2);

/** Lower case, as most people type; now and then without umlauts ("muller", "mueller"). */
function typed(word, random) {
  const lower = random() < 0.8 ? word.toLowerCase() : word;
  if (random() >= 0.1) return lower;
  const plain = random() < 0.5;
  return lower.replace(/[äöüß]/gi, (ch) => {
    const base = { ä: 'a', ö: 'o', ü: 'u', ß: 's', Ä: 'A', Ö: 'O', Ü: 'U' }[ch];
    return plain || ch === 'ß' ? base + (ch === 'ß' ? 's' : '') : `${base}e`;
  });
}

/** One typo: a letter left out, two swapped, one replaced or one too many. */
function typo(word, random) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letter = 'aeiourstnlh'[Math.floor(random() * 11)];
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 2:
      return word.slice(0, at) + letter + word.slice(at + 1);
    default:
      return word.slice(0, at) + letter + word.slice(at);
  }
}

/**
 * A source of typed queries. `places`: place names that occur in the data (the caller draws them
 * from the postal-code table); `seed` makes a run repeatable.
 */
export function typedQueries({ places, seed = 7 }) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const trades = words([...CATEGORIES, ...KINDS, ...WORDS]);
  const occasions = EVENTS.flatMap((event) => [event.sg, event.pl]);
  const placeWords = words(places);
  const everything = [...trades, ...occasions, ...NAMES, ...placeWords];
  const maybePlace = () => (random() < 0.5 ? [pick(placeWords)] : []);
  const compose = [
    () => [pick(trades), pick(occasions), ...maybePlace()],
    () => [pick(trades), pick(occasions), pick(placeWords)],
    () => [pick(trades), pick(placeWords)],
    () => [pick(NAMES), pick(KINDS), ...maybePlace()],
    () => [pick(occasions), pick(trades), ...maybePlace()],
    () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(everything)),
  ];
  return () => {
    const chosen = pick(compose)().flatMap((text) => text.split(/[\s-]+/));
    return chosen
      .map((word, index) => {
        let form = typed(word, random);
        const last = index === chosen.length - 1;
        if (last && form.length > 3 && random() < 0.4)
          return form.slice(0, 3 + Math.floor(random() * (form.length - 3)));
        const roll = random();
        if (roll < 0.15) form += pick(['en', 'n', 's', 'e']);
        else if (roll < 0.35 && form.length >= 5) form = typo(form, random);
        return form;
      })
      .join(' ');
  };
}
