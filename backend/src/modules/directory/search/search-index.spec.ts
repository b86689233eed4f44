import { SearchDocument, SearchIndex } from './search-index';
import { TypoTrie } from './typo-trie';

/** Providers of the demo's kind (Rhein-Neckar, event services); ids say nothing about rank. */
const CORPUS: SearchDocument[] = [
  {
    id: 1,
    name: 'DJ Soundwelle',
    categories: ['DJ', 'Technik & Licht'],
    description: 'Seit 15 Jahren legen wir auf Hochzeiten und Firmenfeiern auf.',
    place: 'Mannheim',
    rating: 4.8,
    verifiedReviews: 12,
  },
  {
    id: 2,
    name: 'Linsenblick Fotografie',
    categories: ['Fotografie'],
    description: 'Fotograf für Hochzeiten, Taufen und Firmenevents. Natürliche Reportagen.',
    place: 'Heidelberg',
    rating: 4.5,
    verifiedReviews: 8,
  },
  {
    id: 3,
    name: 'Fotobox Rhein-Neckar',
    categories: ['Fotobox'],
    description: 'Unsere Fotobox mit Sofortdruck für Geburtstage und Hochzeiten.',
    place: 'Ludwigshafen',
    rating: 4.9,
    verifiedReviews: 3,
  },
  {
    id: 4,
    name: 'Traumtag Events',
    categories: ['Hochzeitsplanung'],
    description: 'Wir planen Ihre Hochzeit vom ersten Gespräch bis zum letzten Tanz.',
    place: 'Weinheim',
    rating: 4.5,
    verifiedReviews: 20,
  },
  {
    id: 5,
    name: 'Küchenzauber Catering',
    categories: ['Catering'],
    description: 'Fingerfood, Grillbuffet und Menüs für Feiern jeder Größe.',
    place: 'Mannheim',
    rating: null,
    verifiedReviews: 0,
  },
  {
    id: 6,
    name: 'Die Hochzeitsfotografen',
    categories: ['Fotografie'],
    description: 'Zwei Fotografen, ein Tag: Reportage und Porträts.',
    place: 'Schwetzingen',
    rating: 4.2,
    verifiedReviews: 5,
  },
  {
    id: 7,
    name: 'Bühne & Ton Müller',
    categories: ['Technik & Licht'],
    description: 'Tontechnik, Lichttechnik und Bühnen für Konzerte und Straßenfeste. 100% Service_Plus.',
    place: 'Mannheim',
    rating: 4.5,
    verifiedReviews: 8,
  },
  {
    id: 8,
    name: 'Zwei DJs für alle Fälle',
    categories: ['DJ'],
    description: 'Hip-Hop, Schlager und Party-Hits.',
    rating: 3.9,
    verifiedReviews: 2,
  },
];

const index = () => SearchIndex.build(CORPUS);
const find = (query: string, limit = 24) => index().search(query, { limit }).ids;

describe('SearchIndex matching', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(index().search('', { limit: 24 })).toEqual({ ids: [], total: 0 });
    expect(index().search('   ,; ', { limit: 24 })).toEqual({ ids: [], total: 0 });
  });

  it('requires every query word to match somewhere (name, category, description or place)', () => {
    expect(find('fotobox mannheim')).toEqual([]);
    expect(find('fotobox ludwigshafen')).toEqual([3]);
    expect(find('technik mannheim').sort()).toEqual([1, 7]);
  });

  it('folds case, umlauts, ß and accents like the stored search columns', () => {
    expect(find('KUECHENZAUBER')).toEqual([5]);
    expect(find('kuchenzauber')).toEqual([5]);
    expect(find('strassenfeste')).toEqual([7]);
    expect(find('muller')).toEqual([7]);
  });

  it('treats % and _ as literal characters, not wildcards', () => {
    expect(find('%')).toEqual([7]);
    expect(find('_')).toEqual([7]);
    expect(find('service_minus')).toEqual([]);
    expect(find('100%')).toEqual([7]);
  });

  it('matches German word forms through the stem: Fotografen ↔ Fotograf, Hochzeiten ↔ Hochzeit, DJs ↔ DJ', () => {
    expect(find('fotografen')).toEqual(expect.arrayContaining([2, 6]));
    expect(find('fotograf')).toEqual(expect.arrayContaining([2, 6]));
    expect(find('hochzeit')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(find('djs').sort()).toEqual([1, 8]);
    expect(find('dj').sort()).toEqual([1, 8]);
  });

  it('suggests a provider once even when several words of its name start with the text', () => {
    const index = SearchIndex.build([
      {
        id: 1,
        name: 'Knipsbox Fotobox-Verleih',
        categories: [],
        description: '',
        rating: null,
        verifiedReviews: 0,
      },
    ]);
    expect(index.suggest('fot').filter((s) => s.type === 'provider')).toEqual([
      { text: 'Knipsbox Fotobox-Verleih', type: 'provider', id: 1 },
    ]);
  });

  it('takes a known head of a compound with an unknown rest as a word form', () => {
    const index = SearchIndex.build([
      ...CORPUS,
      {
        id: 99,
        name: 'Lichtblick',
        categories: ['Fotografie'],
        description: 'Natürliche Hochzeitsreportagen und Paarshootings.',
        rating: null,
        verifiedReviews: 0,
      },
    ]);
    const ids = (q: string) => index.search(q, { limit: 50 }).ids;
    expect(ids('hochzeitsfotograf')).toContain(99);
    expect(ids('hochzeit')).toContain(99);
  });

  it('matches the last word also as a word beginning', () => {
    expect(find('fotog')).toEqual(expect.arrayContaining([2, 6]));
    expect(find('linsenbl')).toEqual([2]);
    expect(find('hochzeit ludwigsh')).toEqual([3]);
  });

  it('does not treat earlier words as word beginnings', () => {
    // Six letters: two edits away from "foto" and "fotograf", so no typo either.
    expect(find('fotogr heidelberg')).toEqual([]);
  });

  it('forgives one typo from 5 letters', () => {
    expect(find('fotbox')).toContain(3);
    expect(find('hochzet')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(find('catring')).toEqual([5]);
  });

  it('forgives no typo below 5 letters', () => {
    expect(find('tanx')).toEqual([]);
  });

  it('forgives two typos from 9 letters, but only one below', () => {
    expect(find('ludwigshaven')).toEqual([3]);
    expect(find('schwetzingn')).toEqual([6]);
    expect(find('schwetsingn')).toEqual([6]);
    expect(find('hochzxyt')).toEqual([]);
  });

  it('looks up no near spellings for a word too long to be German, so a 200-letter word is cheap', () => {
    const lookUps = jest.spyOn(TypoTrie.prototype, 'within');
    try {
      const search = index();
      const word = 'hochzeit'.repeat(25);
      expect(search.search(word, { limit: 24 }).total).toBe(0);
      expect(search.correct(word)).toBeNull();
      expect(lookUps).not.toHaveBeenCalled();
      // A long compound still gets its near spellings looked up.
      search.search('hochzeitsfotografenschwetzingn', { limit: 24 });
      expect(lookUps).toHaveBeenCalled();
    } finally {
      lookUps.mockRestore();
    }
  });

  it('splits a query compound into known parts, with linking -s-', () => {
    // "Fotograf für Hochzeiten" holds both parts; "Die Hochzeitsfotografen" the compound itself.
    expect(find('hochzeitsfotograf')).toEqual(expect.arrayContaining([2, 6]));
    expect(find('hochzeitsfotograf')).not.toContain(3);
  });

  it('does not split a query word that providers use as it is', () => {
    const split = SearchIndex.build([
      {
        id: 1,
        name: 'Hoch hinaus',
        categories: [],
        description: 'Zeit für Kletterkurse',
        rating: null,
        verifiedReviews: 0,
      },
      { id: 2, name: 'Hochzeit & Co', categories: [], description: '', rating: null, verifiedReviews: 0 },
    ]);
    expect(split.search('hochzeit', { limit: 5 }).ids).toEqual([2]);
  });

  it('finds a compound in a provider by one of its parts', () => {
    expect(find('hochzeit')).toContain(4);
    expect(find('planung')).toEqual([4]);
    expect(find('hochzeitsfotografen')).toContain(6);
  });

  it('drops filler words from the query', () => {
    expect(find('fotograf für hochzeiten')).toEqual(expect.arrayContaining([2, 6]));
    expect(find('und')).toEqual([]);
  });
});

describe('SearchIndex ranking', () => {
  it('ranks name matches before category before description matches', () => {
    // "fotobox": name (3) first; a description-only match would come after.
    expect(find('fotografie')).toEqual([2, 6]);
    expect(find('technik')).toEqual([1, 7]);
  });

  it('breaks ties by rating, then verified reviews, then name (German), then id', () => {
    const tie = (id: number, name: string, rating: number | null, reviews: number) => ({
      id,
      name,
      categories: ['Zauberei'],
      description: '',
      rating,
      verifiedReviews: reviews,
    });
    const tied = SearchIndex.build([
      tie(1, 'Zauberer Bert', 4, 2),
      tie(2, 'Zauberer Anna', 4, 2),
      tie(3, 'Zauberer Ärmel', 4, 2),
      tie(4, 'Zauberer Anna', 4, 2),
      tie(5, 'Zauberer Otto', 4, 9),
      tie(6, 'Zauberer Zeus', 5, 0),
      tie(7, 'Zauberer Null', null, 50),
    ]);
    expect(tied.search('zauberei', { limit: 10 }).ids).toEqual([6, 5, 2, 4, 3, 1, 7]);
  });

  it('puts the exact word before a word form, before a word beginning', () => {
    const doc = (id: number, name: string, rating: number) => ({
      id,
      name,
      categories: [],
      description: '',
      rating,
      verifiedReviews: 0,
    });
    const kinds = SearchIndex.build([
      doc(1, 'Fotoboxy Flair', 5),
      doc(2, 'Fotoboxen Brand', 4),
      doc(3, 'Fotobox Kaiser', 3),
    ]);
    expect(kinds.search('fotobox', { limit: 5 }).ids).toEqual([3, 2, 1]);
  });

  it('assumes a typo only for a word nobody uses, and ranks typo matches last', () => {
    const doc = (id: number, name: string, description: string) => ({
      id,
      name,
      categories: [],
      description,
      rating: null,
      verifiedReviews: 0,
    });
    const typos = SearchIndex.build([
      doc(1, 'Torten Lotte', 'Hochzeitstorten'),
      doc(2, 'Torben Tortenbäcker', ''),
    ]);
    // "torben" is a known word, so it is not read as a typo of "torten".
    expect(typos.search('torben', { limit: 5 }).ids).toEqual([2]);
    // "torzen" is nobody's word: both "torten" and "torben" are one typo away.
    expect(typos.search('torzen', { limit: 5 }).ids.sort()).toEqual([1, 2]);
  });

  it('pages with limit and offset over an exact total', () => {
    const all = index().search('hochzeit', { limit: 24 });
    const page = index().search('hochzeit', { limit: 2, offset: 1 });
    expect(page.total).toBe(all.total);
    expect(page.ids).toEqual(all.ids.slice(1, 3));
    expect(index().search('hochzeit', { limit: 0 })).toEqual({ ids: [], total: all.total });
  });

  it('applies the filter before paging and counts only what passes', () => {
    const result = index().search('hochzeit', { limit: 1, filter: (id) => id % 2 === 0 });
    expect(result.total).toBe(
      index()
        .search('hochzeit', { limit: 24 })
        .ids.filter((id) => id % 2 === 0).length,
    );
    expect(result.ids).toHaveLength(1);
    expect(result.ids[0] % 2).toBe(0);
  });
});

describe('SearchIndex changes', () => {
  it('finds an upserted provider and forgets the old text of a replaced one', () => {
    const search = index();
    search.upsert({ ...CORPUS[4], description: 'Jetzt auch Cocktails und Eiswagen.' });
    expect(search.search('eiswagen', { limit: 5 }).ids).toEqual([5]);
    expect(search.search('grillbuffet', { limit: 5 }).ids).toEqual([]);
    search.upsert({
      id: 99,
      name: 'Eiswagen Lotte',
      categories: [],
      description: '',
      rating: 5,
      verifiedReviews: 1,
    });
    expect(search.search('eiswagen', { limit: 5 }).ids).toEqual([99, 5]);
  });

  it('drops a removed provider from results and totals', () => {
    const search = index();
    search.remove(6);
    search.remove(12345);
    expect(search.search('fotograf', { limit: 5 }).ids).toEqual([2]);
    expect(search.size).toBe(CORPUS.length - 1);
  });
});

describe('SearchIndex.suggest', () => {
  it('suggests categories first, then places, then provider names, by word beginning', () => {
    const texts = (prefix: string, limit?: number) =>
      index()
        .suggest(prefix, limit)
        .map((s) => s.text);
    expect(index().suggest('foto')).toEqual([
      { text: 'Fotografie', type: 'category', id: null },
      { text: 'Fotobox', type: 'category', id: null },
      { text: 'Fotobox Rhein-Neckar', type: 'provider', id: 3 },
      { text: 'Linsenblick Fotografie', type: 'provider', id: 2 },
    ]);
    expect(texts('hoch')).toEqual(['Hochzeitsplanung', 'Die Hochzeitsfotografen']);
    expect(texts('mann')).toEqual(['Mannheim']);
    expect(texts('foto', 1)).toEqual(['Fotografie']);
    expect(texts('')).toEqual([]);
  });

  it('forgets the categories and places of removed providers', () => {
    const search = index();
    search.remove(3);
    expect(search.suggest('ludwigs')).toEqual([]);
    expect(search.suggest('fotobox')).toEqual([]);
  });
});
