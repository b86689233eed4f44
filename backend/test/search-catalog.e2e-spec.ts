import type {
  AdminProvider,
  Category,
  PublicProvider,
  SearchResult,
  SearchSuggestion,
} from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addCategory, addInquiry, addProvider, freshIp } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

/**
 * Issue 12: German matching (word forms, typos, prefixes, compounds), ranking, place, price and
 * rating filters, paging with X-Total-Count, suggestions and the spelling proposal — on each engine.
 */
describe(`search catalog (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let fotografie: number;
  let dj: number;
  let ids: Record<string, number>;

  const get = <T>(path: string) => t.http<T>('GET', path);
  const names = async (query: string): Promise<string[]> => {
    const response = await get<SearchResult[]>(`/api/search?${query}`);
    expect(response.status).toBe(200);
    return response.body.map((hit) => hit.firmenname);
  };
  const q = (text: string): Promise<string[]> => names(`q=${encodeURIComponent(text)}`);

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
    // The default categories exist already; the others are made.
    const existing = (await get<Category[]>('/api/categories')).body;
    const category = async (name: string): Promise<number> =>
      existing.find((c) => c.name === name)?.id ?? (await addCategory(t, name)).id;
    fotografie = await category('Fotografie');
    dj = await category('DJ');
    const planung = await category('Hochzeitsplanung');
    const fotobox = await category('Fotobox');
    const seeds = {
      linse: {
        firmenname: 'Linse & Licht',
        beschreibung: 'Fotograf für Hochzeiten und Familienfeiern.',
        kategorie_ids: [fotografie],
        plz: '69117', // Heidelberg, 19 km from Mannheim
        einsatzradius_km: 30,
        preis_ab: 900,
      },
      knips: {
        firmenname: 'Knipswerk',
        beschreibung: 'Reportagen und Porträts.',
        kategorie_ids: [fotografie],
        plz: '76133', // Karlsruhe, 54 km from Mannheim
        einsatzradius_km: 100,
        preis_ab: 600,
      },
      beat: {
        firmenname: 'Beatfabrik DJs',
        beschreibung: 'Musik für jede Feier.',
        kategorie_ids: [dj],
        plz: '68159', // Mannheim
        einsatzradius_km: 50,
        preis_ab: 450,
      },
      ohnePreis: {
        firmenname: 'Plattenkiste',
        beschreibung: 'DJ ohne Preisangabe.',
        kategorie_ids: [dj],
        plz: '67059', // Ludwigshafen, 2 km from Mannheim
        einsatzradius_km: 10,
      },
      planer: {
        firmenname: 'Ja-Sager',
        beschreibung: 'Wir planen Ihre Feier.',
        kategorie_ids: [planung],
      },
      box: {
        firmenname: 'Blitzkiste',
        beschreibung: 'Fotobox mit Sofortdruck und Requisiten.',
        kategorie_ids: [fotobox],
        plz: '10115', // Berlin
        einsatzradius_km: 500,
        preis_ab: 250,
      },
      deko: { firmenname: 'Schleifenwerk', beschreibung: 'Dekoration für Säle.' },
    };
    ids = {};
    for (const [key, seed] of Object.entries(seeds)) ids[key] = (await addProvider(t, seed)).id;
    // Ratings: Knipswerk 5 stars, Linse & Licht 3.
    const user = await registerUser(t);
    await addInquiry(t, user.id, ids.knips, { reviewStars: 5 });
    await addInquiry(t, user.id, ids.linse, { reviewStars: 3 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('matching', () => {
    it.each([
      ['Fotografen', 'Linse & Licht'],
      ['djs', 'Beatfabrik DJs'],
      ['Hochzeiten', 'Linse & Licht'],
    ])('finds word forms: %j', async (text, expected) => {
      expect(await q(text)).toContain(expected);
    });

    it('matches the last word as a prefix, the others whole', async () => {
      expect(await q('fotog')).toEqual(expect.arrayContaining(['Linse & Licht', 'Knipswerk']));
      // Not last: "fotogr" must be a whole word (it is two edits from "foto" and "fotograf").
      expect(await q('fotogr familienfeiern')).toEqual([]);
      expect(await q('familienfeiern fotogr')).toEqual(['Linse & Licht']);
    });

    it('forgives one typo from 5 letters and two from 9, none in short words', async () => {
      expect(await q('fotbox')).toContain('Blitzkiste');
      expect(await q('hochzet')).toContain('Linse & Licht');
      expect(await q('dkoratoin')).toEqual(['Schleifenwerk']);
      // The typo is in the stem: "fotgrafen" → "fotgraf", one edit from "fotograf".
      expect(await q('fotgrafen')).toContain('Linse & Licht');
      expect(await q('dx')).toEqual([]);
    });

    it('splits compounds both ways', async () => {
      expect(await q('hochzeitsfotograf')).toEqual(['Linse & Licht']);
      expect(await q('Hochzeitsfotografen')).toEqual(['Linse & Licht']);
      expect(await q('hochzeit')).toEqual(expect.arrayContaining(['Ja-Sager', 'Linse & Licht']));
    });

    it('needs every word somewhere and ranks name, category, description, then rating', async () => {
      expect(await q('fotografie')).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(await q('djs')).toEqual(['Beatfabrik DJs', 'Plattenkiste']);
      expect(await q('feier musik')).toEqual(['Beatfabrik DJs']);
      expect(await q('feier nirgendwo')).toEqual([]);
    });

    it('carries place and price, and the distance only when a plz was given', async () => {
      const [hit] = (await get<SearchResult[]>('/api/search?q=beatfabrik')).body;
      expect(hit).toMatchObject({ plz: '68159', ort: 'Mannheim', einsatzradius_km: 50, preis_ab: 450 });
      expect(hit).not.toHaveProperty('entfernung_km');
      const [priced] = (await get<SearchResult[]>('/api/search?q=beatfabrik&preis_max=1000')).body;
      expect(priced).not.toHaveProperty('entfernung_km');
      const [near] = (await get<SearchResult[]>('/api/search?q=beatfabrik&plz=69117')).body;
      expect(near.entfernung_km).toBe(19);
    });
  });

  describe('filters and paging', () => {
    it('keeps providers whose radius reaches the plz, and within umkreis when given', async () => {
      // From Mannheim: Linse (19 km, radius 30) yes, Knips (54 km, radius 100) yes, Beat (0 km) yes,
      // Plattenkiste (2 km, radius 10) yes, Blitzkiste (Berlin 483 km, radius 500) yes.
      expect((await names('q=fotografie&plz=68159')).sort()).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(await names('q=fotografie&plz=68159&umkreis=25')).toEqual(['Linse & Licht']);
      expect(await names('q=fotobox&plz=68159')).toEqual(['Blitzkiste']);
      expect(await names('q=fotobox&plz=68159&umkreis=100')).toEqual([]);
      // Heidelberg to Karlsruhe is 49 km: inside Knipswerk's 100, Linse is at home.
      expect(await names('q=fotografie&plz=10115')).toEqual([]);
    });

    it('filters by price (providers without one are left out), rating and category', async () => {
      expect(await names('q=djs&preis_max=500')).toEqual(['Beatfabrik DJs']);
      expect(await names('q=fotografie&preis_max=600')).toEqual(['Knipswerk']);
      expect(await names('q=fotografie&bewertung_min=4')).toEqual(['Knipswerk']);
      expect(await names('q=fotografie&bewertung_min=3')).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(await names(`q=feier&kategorie=${dj}`)).toEqual(['Beatfabrik DJs']);
      expect(await names('q=feier&kategorie=999999')).toEqual([]);
    });

    it('pages with limit and offset and tells the total in X-Total-Count, also from the cache', async () => {
      for (let i = 0; i < 7; i++) {
        await addProvider(t, { firmenname: `Serienfoto ${i}`, kategorie_ids: [fotografie] });
      }
      const all = await get<SearchResult[]>('/api/search?q=serienfoto');
      expect(all.headers.get('x-total-count')).toBe('7');
      const page = await get<SearchResult[]>('/api/search?q=serienfoto&limit=3&offset=3');
      expect(page.body.map((hit) => hit.firmenname)).toEqual(
        all.body.slice(3, 6).map((hit) => hit.firmenname),
      );
      expect(page.headers.get('x-total-count')).toBe('7');
      const again = await get<SearchResult[]>('/api/search?q=serienfoto&limit=3&offset=3');
      expect(again.headers.get('x-total-count')).toBe('7');
      expect(again.body).toEqual(page.body);
      const beyond = await get<SearchResult[]>('/api/search?q=serienfoto&limit=3&offset=30');
      expect(beyond.body).toEqual([]);
      expect(beyond.headers.get('x-total-count')).toBe('7');
    });

    it('lists a whole category without limit (spec), pages with it, nearest first with a plz', async () => {
      const whole = await get<PublicProvider[]>(`/api/providers/category/${dj}`);
      expect(whole.body.map((provider) => provider.firmenname)).toEqual(['Beatfabrik DJs', 'Plattenkiste']);
      expect(whole.headers.get('x-total-count')).toBe('2');
      const paged = await get<PublicProvider[]>(`/api/providers/category/${dj}?limit=1&offset=1`);
      expect(paged.body.map((provider) => provider.firmenname)).toEqual(['Plattenkiste']);
      expect(paged.headers.get('x-total-count')).toBe('2');
      // From Ludwigshafen: Plattenkiste 0 km, Beatfabrik 2 km.
      const near = await get<PublicProvider[]>(`/api/providers/category/${dj}?plz=67059`);
      expect(near.body.map((provider) => [provider.firmenname, provider.entfernung_km])).toEqual([
        ['Plattenkiste', 0],
        ['Beatfabrik DJs', 2],
      ]);
      const cheap = await get<PublicProvider[]>(`/api/providers/category/${dj}?preis_max=1000`);
      expect(cheap.body.map((provider) => provider.firmenname)).toEqual(['Beatfabrik DJs']);
      expect((await get(`/api/providers/category/999999?limit=5`)).status).toBe(404);
    });

    it.each([
      ['limit=0', 'Der Parameter „limit“ muss eine ganze Zahl von 1 bis 100 sein.'],
      ['limit=101', 'Der Parameter „limit“ muss eine ganze Zahl von 1 bis 100 sein.'],
      ['limit=2.5', 'Der Parameter „limit“ muss eine ganze Zahl von 1 bis 100 sein.'],
      ['offset=-1', 'Der Parameter „offset“ muss eine ganze Zahl ab 0 sein.'],
      ['plz=68159&umkreis=-1', 'Der Umkreis muss eine ganze Zahl von 0 bis 1000 km sein.'],
      ['plz=1234x', 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).'],
      ['plz=00000', 'Diese Postleitzahl kennen wir nicht.'],
      ['preis_max=billig', 'Der Höchstpreis muss eine ganze Zahl in Euro ab 0 sein.'],
      ['bewertung_min=6', 'Die Mindestbewertung muss eine Zahl von 1 bis 5 sein.'],
      ['bewertung_min=0', 'Die Mindestbewertung muss eine Zahl von 1 bis 5 sein.'],
      ['plz=68159&plz=69117', 'Der Parameter „plz“ darf nur einmal angegeben werden.'],
    ])('refuses %s with a German message on both lists', async (params, msg) => {
      for (const path of [`/api/search?q=feier&${params}`, `/api/providers/category/${dj}?${params}`]) {
        const response = await get<{ msg: string }>(path);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ msg });
      }
    });

    it('refuses a bad kategorie on the search', async () => {
      const response = await get<{ msg: string }>('/api/search?q=feier&kategorie=abc');
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe('Die Kategorie muss eine gültige ID sein.');
    });

    it('treats blank parameters as absent and still answers an empty query with []', async () => {
      expect(await names('q=djs&plz=&umkreis=&preis_max=&bewertung_min=&sortierung=')).toEqual([
        'Beatfabrik DJs',
        'Plattenkiste',
      ]);
      // Issue 25: without words and without a plz nothing, whatever else is set.
      for (const query of ['q=', 'q=%20%20', 'q=&plz=', 'q=&preis_max=1000', 'q=&sortierung=preis']) {
        const empty = await get<SearchResult[]>(`/api/search?${query}`);
        expect(empty.body).toEqual([]);
        expect(empty.headers.get('x-total-count')).toBe('0');
      }
    });
  });

  describe('issue 25: empty text with a plz, and sortierung', () => {
    const mannheim = 'Beatfabrik DJs, Plattenkiste, Linse & Licht, Knipswerk, Blitzkiste';

    it('lists everyone whose radius reaches the plz, nearest first, with distances and paging', async () => {
      const response = await get<SearchResult[]>('/api/search?q=&plz=68159');
      expect(response.status).toBe(200);
      expect(response.body.map((hit) => hit.firmenname).join(', ')).toBe(mannheim);
      expect(response.headers.get('x-total-count')).toBe('5');
      expect(response.body[0]).toMatchObject({ kategorie_name: 'DJ', entfernung_km: 0 });
      // The other filters narrow it as in any search.
      expect(await names('q=&plz=68159&umkreis=20&preis_max=1000')).toEqual([
        'Beatfabrik DJs',
        'Linse & Licht',
      ]);
      expect(await names('q=&plz=68159&limit=2&offset=1')).toEqual(['Plattenkiste', 'Linse & Licht']);
      // A plz nobody reaches: an empty list.
      expect(await names('q=&plz=01067&umkreis=5')).toEqual([]);
    });

    it('orders by rating, price and distance; relevanz is the default', async () => {
      expect((await names('q=&plz=68159&sortierung=relevanz')).join(', ')).toBe(mannheim);
      expect((await names('q=&plz=68159&sortierung=entfernung')).join(', ')).toBe(mannheim);
      // Rated first (best first), then the rest by name.
      expect(await names('q=&plz=68159&sortierung=bewertung')).toEqual([
        'Knipswerk',
        'Linse & Licht',
        'Beatfabrik DJs',
        'Blitzkiste',
        'Plattenkiste',
      ]);
      // Cheapest first, no price last.
      expect(await names('q=&plz=68159&sortierung=preis')).toEqual([
        'Blitzkiste',
        'Beatfabrik DJs',
        'Knipswerk',
        'Linse & Licht',
        'Plattenkiste',
      ]);
      // Words and a plz (the suite's other photographers have none).
      expect(await names('q=Hochzeiten+Fotograf&plz=68159&sortierung=preis')).toEqual(['Linse & Licht']);
      expect(await names('q=Fotograf&plz=68159&sortierung=bewertung')).toEqual([
        'Knipswerk',
        'Linse & Licht',
      ]);
      expect(await names('q=Fotograf&plz=68159&sortierung=preis')).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(await names('q=Fotograf&sortierung=entfernung&plz=69117')).toEqual([
        'Linse & Licht',
        'Knipswerk',
      ]);
      // Sorted pages add up to the sorted whole, and the total is every match.
      const page = await get<SearchResult[]>('/api/search?q=&plz=68159&sortierung=preis&limit=2&offset=2');
      expect(page.body.map((hit) => hit.firmenname)).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(page.headers.get('x-total-count')).toBe('5');
    });

    it('sorts a category the same way', async () => {
      const category = async (query: string): Promise<string[]> => {
        const response = await get<PublicProvider[]>(`/api/providers/category/${dj}?${query}`);
        expect(response.status).toBe(200);
        return response.body.map((row) => row.firmenname);
      };
      expect(await category('')).toEqual(['Beatfabrik DJs', 'Plattenkiste']);
      expect(await category('sortierung=preis')).toEqual(['Beatfabrik DJs', 'Plattenkiste']);
      expect(await category('sortierung=entfernung&plz=67059')).toEqual(['Plattenkiste', 'Beatfabrik DJs']);
      const fotos = async (query: string): Promise<string[]> =>
        (await get<PublicProvider[]>(`/api/providers/category/${fotografie}?${query}`)).body.map(
          (r) => r.firmenname,
        );
      expect(await fotos('plz=68159')).toEqual(['Linse & Licht', 'Knipswerk']);
      expect(await fotos('sortierung=relevanz&plz=68159')).toEqual(['Linse & Licht', 'Knipswerk']);
      expect(await fotos('sortierung=bewertung&plz=68159')).toEqual(['Knipswerk', 'Linse & Licht']);
      expect(await fotos('sortierung=preis&plz=68159&limit=1')).toEqual(['Knipswerk']);
    });

    it('refuses an unknown order, a repeated one and entfernung without a plz with a German msg', async () => {
      for (const path of [
        '/api/search?q=dj&sortierung=name',
        `/api/providers/category/${dj}?sortierung=PREIS`,
        '/api/search?q=dj&sortierung=preis&sortierung=bewertung',
      ]) {
        const response = await get<{ msg: string }>(path);
        expect(response.status).toBe(400);
        expect(response.body.msg).toMatch(/Sortierung|sortierung/);
      }
      for (const path of [
        '/api/search?q=dj&sortierung=entfernung',
        `/api/providers/category/${dj}?sortierung=entfernung`,
      ]) {
        const response = await get<{ msg: string }>(path);
        expect(response.status).toBe(400);
        expect(response.body.msg).toBe('Für die Sortierung nach Entfernung geben Sie bitte eine PLZ an.');
      }
    });
  });

  it('sends a search answer compressed as the client accepts, decoding to the same JSON', async () => {
    for (let i = 0; i < 12; i++) {
      await addProvider(t, {
        firmenname: `Kompressionstest ${i}`,
        beschreibung: 'Eine lange Beschreibung, damit die Antwort größer als ein Kilobyte wird. '.repeat(3),
      });
    }
    const plain = await get<SearchResult[]>('/api/search?q=kompressionstest&limit=20');
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${t.baseUrl}/api/search?q=kompressionstest&limit=20&offset=0`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('x-total-count')).toBe('12');
      // fetch decodes the body it received compressed.
      expect(await response.json()).toEqual(plain.body);
    }
  });

  describe('suggestions and spelling', () => {
    it('suggests categories, places and providers as one types, at most 8', async () => {
      const response = await get<SearchSuggestion[]>('/api/search/suggest?q=fot');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(
        expect.arrayContaining([
          { text: 'Fotografie', typ: 'kategorie', id: fotografie },
          { text: 'Fotobox', typ: 'kategorie', id: expect.any(Number) },
        ]),
      );
      const places = (await get<SearchSuggestion[]>('/api/search/suggest?q=heid')).body;
      expect(places).toContainEqual({ text: 'Heidelberg', typ: 'ort', id: null });
      const providers = (await get<SearchSuggestion[]>('/api/search/suggest?q=knips')).body;
      expect(providers).toContainEqual({ text: 'Knipswerk', typ: 'anbieter', id: ids.knips });
      expect((await get<SearchSuggestion[]>('/api/search/suggest?q=s')).body.length).toBeLessThanOrEqual(8);
      expect((await get<SearchSuggestion[]>('/api/search/suggest?q=')).body).toEqual([]);
      expect((await get<SearchSuggestion[]>('/api/search/suggest')).body).toEqual([]);
    });

    it('proposes the nearest spelling when nothing is found', async () => {
      const response = await get<SearchResult[]>('/api/search?q=schlefnwrek');
      expect(response.body).toEqual([]);
      const proposal = response.headers.get('x-suggested-query');
      expect(proposal && decodeURIComponent(proposal)).toBe('schleifenwerk');
      const found = await get<SearchResult[]>('/api/search?q=schleifenwerk');
      expect(found.body.map((hit) => hit.firmenname)).toEqual(['Schleifenwerk']);
      expect((await get('/api/search?q=djs')).headers.get('x-suggested-query')).toBeNull();
    });
  });

  describe('writes', () => {
    const application = (extra: Record<string, unknown>) => ({
      firmenname: `Ortsfest ${Math.random().toString(36).slice(2, 8)}`,
      email: `ort-${Math.random().toString(36).slice(2, 8)}@beispiel.de`,
      beschreibung: 'Mit Ort.',
      kategorie_ids: [dj],
      ...extra,
    });
    const adminRow = async (firmenname: string): Promise<AdminProvider | undefined> =>
      (await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token })).body.find(
        (provider) => provider.firmenname === firmenname,
      );

    it('takes plz, radius and price in the application and derives the place', async () => {
      const body = application({ plz: ' 68159 ', einsatzradius_km: 80, preis_ab: 300 });
      const response = await t.http('POST', '/api/providers/register', { headers: freshIp(), body });
      expect(response.status).toBe(201);
      expect(await adminRow(body.firmenname)).toMatchObject({
        plz: '68159',
        ort: 'Mannheim',
        einsatzradius_km: 80,
        preis_ab: 300,
      });
      const without = application({});
      expect(
        (await t.http('POST', '/api/providers/register', { headers: freshIp(), body: without })).status,
      ).toBe(201);
      expect(await adminRow(without.firmenname)).toMatchObject({
        plz: null,
        ort: null,
        einsatzradius_km: 50,
        preis_ab: null,
      });
    });

    it.each([
      [{ plz: '6815' }, 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).'],
      [{ plz: '00000' }, 'Diese Postleitzahl kennen wir nicht.'],
      [{ plz: 68159 }, 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).'],
      [{ einsatzradius_km: 501 }, 'Das Feld „Einsatzradius“ muss eine ganze Zahl von 0 bis 500 km sein.'],
      [{ einsatzradius_km: 2.5 }, 'Das Feld „Einsatzradius“ muss eine ganze Zahl von 0 bis 500 km sein.'],
      [{ preis_ab: -1 }, 'Das Feld „Preis ab“ muss eine ganze Zahl von 0 bis 1000000 Euro sein.'],
      [{ ort: 'Hamburg' }, expect.stringContaining('ort')],
    ])('refuses the application %j with a German message and stores nothing', async (extra, msg) => {
      const body = application(extra);
      const response = await t.http<{ msg: string }>('POST', '/api/providers/register', {
        headers: freshIp(),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.msg).toEqual(msg);
      expect(await adminRow(body.firmenname)).toBeUndefined();
    });

    it('lets the admin set, keep and clear place and price; the search sees it at once', async () => {
      const provider = await addProvider(t, { firmenname: 'Umzugsfest', kategorie_ids: [dj] });
      const base = {
        firmenname: 'Umzugsfest',
        beschreibung: 'Ein Anbieter für Tests.',
        email: 'umzug@beispiel.de',
        ist_freigeschaltet: true,
        kategorie_ids: [dj],
      };
      const put = (body: Record<string, unknown>) =>
        t.http<AdminProvider & { msg?: string }>('PUT', `/api/admin/providers/${provider.id}`, {
          token: admin.token,
          body: { ...base, ...body },
        });
      expect(await names('q=umzugsfest&plz=69117')).toEqual([]);
      const set = await put({ plz: '69117', einsatzradius_km: 20, preis_ab: 700 });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        plz: '69117',
        ort: 'Heidelberg',
        einsatzradius_km: 20,
        preis_ab: 700,
      });
      expect(await names('q=umzugsfest&plz=69117')).toEqual(['Umzugsfest']);

      expect((await put({})).body).toMatchObject({ plz: '69117', ort: 'Heidelberg', preis_ab: 700 });
      const refused = await put({ plz: '99999' });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('Diese Postleitzahl kennen wir nicht.');
      expect(await adminRow('Umzugsfest')).toMatchObject({ plz: '69117', ort: 'Heidelberg' });

      const cleared = await put({ plz: null, einsatzradius_km: null, preis_ab: null });
      expect(cleared.body).toMatchObject({ plz: null, ort: null, einsatzradius_km: 50, preis_ab: null });
      expect(await names('q=umzugsfest&plz=69117')).toEqual([]);

      await put({ ist_freigeschaltet: false });
      expect(await q('umzugsfest')).toEqual([]);
      await t.http('DELETE', `/api/admin/providers/${provider.id}`, { token: admin.token });
      expect(await q('umzugsfest')).toEqual([]);
    });
  });
});
