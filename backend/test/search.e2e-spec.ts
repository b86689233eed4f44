import type { SearchResult } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { addCategory, addInquiry, addProvider } from './support/provider-fixtures';
import { registerUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`search (${ENGINE})`, () => {
  let t: TestApp;

  const search = async (q: string): Promise<SearchResult[]> => {
    const response = await t.http<SearchResult[]>('GET', `/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const names = async (q: string): Promise<string[]> => (await search(q)).map((hit) => hit.firmenname);

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    const fest = await addCategory(t, 'Festzelte');
    const kaffee = await addCategory(t, 'Kaffeebar');
    await addProvider(t, {
      firmenname: 'Bäckerei Müller',
      beschreibung: 'Torten und Brot.',
      kategorie_ids: [kaffee.id],
    });
    await addProvider(t, {
      firmenname: 'Zelte Mueller',
      beschreibung: 'Zeltverleih.',
      kategorie_ids: [fest.id],
    });
    await addProvider(t, { firmenname: 'Muller Sound', beschreibung: 'Beschallung.' });
    await addProvider(t, { firmenname: 'Festsaal an der Straße', beschreibung: 'Großer Saal.' });
    await addProvider(t, {
      firmenname: 'Café Größenwahn',
      beschreibung: 'Kaffee und Kuchen.',
      kategorie_ids: [kaffee.id, fest.id],
    });
    await addProvider(t, { firmenname: '100% Party', beschreibung: 'Stimmung garantiert.' });
    await addProvider(t, { firmenname: '100 Prozent Spaß', beschreibung: 'Mit Rabatt von 100x.' });
    await addProvider(t, { firmenname: 'Under_score Events', beschreibung: 'Technik.' });
    await addProvider(t, { firmenname: 'Underscore-Freie Events', beschreibung: 'Licht.' });
    await addProvider(t, { firmenname: 'Back\\slash Band', beschreibung: 'Musik.' });
    // Name match ranks before description-only matches.
    await addProvider(t, { firmenname: 'Alpha Verleih', beschreibung: 'Wir verleihen auch Fotoboxen.' });
    await addProvider(t, { firmenname: 'Zeta Fotobox', beschreibung: 'Sofortdruck.' });
    // Never found: pending, expired.
    await addProvider(t, {
      firmenname: 'Müller Ausstehend',
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: null,
    });
    await addProvider(t, {
      firmenname: 'Müller Abgelaufen',
      eintrag_gueltig_bis: addDays(berlinToday(), -1),
    });
    await addProvider(t, {
      firmenname: 'Müller Letzter Tag',
      eintrag_gueltig_bis: berlinToday(),
      email: 'geheim@beispiel.de',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['Müller', 'mueller', 'MULLER', 'Muller'])(
    'finds Müller, Mueller and Muller alike for %j, only public ones',
    async (q) => {
      expect((await names(q)).sort()).toEqual(
        ['Bäckerei Müller', 'Muller Sound', 'Müller Letzter Tag', 'Zelte Mueller'].sort(),
      );
    },
  );

  it.each([
    ['strasse', 'Festsaal an der Straße'],
    ['STRASSE', 'Festsaal an der Straße'],
    ['Straße', 'Festsaal an der Straße'],
    ['cafe', 'Café Größenwahn'],
    ['Café grössenwahn', 'Café Größenwahn'],
    ['groessenwahn', 'Café Größenwahn'],
    ['baeckerei', 'Bäckerei Müller'],
  ])('matches %j to %j', async (q, expected) => {
    expect(await names(q)).toEqual([expected]);
  });

  it('searches descriptions and category names, every word must match', async () => {
    expect(await names('zeltverleih')).toEqual(['Zelte Mueller']);
    expect((await names('festzelte')).sort()).toEqual(['Café Größenwahn', 'Zelte Mueller']);
    expect(await names('kaffeebar torten')).toEqual(['Bäckerei Müller']);
    expect(await names('kaffeebar nichtvorhanden')).toEqual([]);
  });

  it('carries the category names joined with commas, ratings, and never e-mail or phone', async () => {
    const [hit] = await search('größenwahn');
    expect(hit.kategorie_name).toBe('Festzelte, Kaffeebar');
    expect(hit.kategorien.map((category) => category.name)).toEqual(['Festzelte', 'Kaffeebar']);
    expect(hit).toMatchObject({ average_rating: null, review_count: 0 });
    expect(hit).not.toHaveProperty('email');
    expect(hit).not.toHaveProperty('handynummer');
    const [noCategory] = await search('muller sound');
    expect(noCategory.kategorie_name).toBe('');
    const raw = await t.http('GET', '/api/search?q=letzter');
    expect(raw.text).not.toContain('geheim@beispiel.de');
    expect(raw.text).not.toContain('0171');
  });

  it('shows ratings in results', async () => {
    const provider = await addProvider(t, { firmenname: 'Bewertete Band' });
    const user = await registerUser(t);
    await addInquiry(t, user.id, provider.id, { reviewStars: 5 });
    await addInquiry(t, user.id, provider.id, { reviewStars: 2 });
    const [hit] = await search('bewertete');
    expect(hit).toMatchObject({ average_rating: 3.5, review_count: 2 });
  });

  it('takes % and _ literally, and a backslash too', async () => {
    expect(await names('100%')).toEqual(['100% Party']);
    expect(await names('%')).toEqual(['100% Party']);
    expect(await names('under_score')).toEqual(['Under_score Events']);
    expect(await names('_')).toEqual(['Under_score Events']);
    expect(await names('back\\slash')).toEqual(['Back\\slash Band']);
  });

  it('ranks providers whose name matches before those matching only elsewhere', async () => {
    expect(await names('fotobox')).toEqual(['Zeta Fotobox', 'Alpha Verleih']);
  });

  it.each(['', '   ', '\t', ',;'])('answers the blank query %j with an empty list', async (q) => {
    expect(await search(q)).toEqual([]);
  });

  it('answers a missing or repeated q with an empty list', async () => {
    expect((await t.http('GET', '/api/search')).body).toEqual([]);
    const repeated = await t.http('GET', '/api/search?q=muller&q=sound');
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual([]);
  });

  it('caps the results at 50, name matches first', async () => {
    for (let i = 0; i < 55; i++) {
      await addProvider(t, {
        firmenname: `Serienanbieter ${String(i).padStart(2, '0')}`,
        beschreibung: 'Serie.',
      });
    }
    await addProvider(t, { firmenname: 'AAA Nur Beschreibung', beschreibung: 'Auch ein Serienanbieter.' });
    const hits = await names('serienanbieter');
    expect(hits).toHaveLength(50);
    expect(hits[0]).toBe('Serienanbieter 00');
    expect(hits).not.toContain('AAA Nur Beschreibung');
  });
});
