import type { Category, SearchResult, SiteInfo, Stats } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { DEFAULT_CATEGORIES } from '../src/seeds/default-categories';
import { addCategory, addProvider } from './support/provider-fixtures';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`catalog (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp({
      OPERATOR_NAME: 'Muster Events GmbH',
      OPERATOR_PHONE: '+49 621 1234567',
      OPERATOR_LEGAL_FORM: 'GmbH',
      OPERATOR_REGISTER: 'Amtsgericht Mannheim, HRB 123456',
      OPERATOR_VAT_ID: 'DE123456789',
      PUBLIC_URL: 'https://event-kompass.example',
    });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
    user = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/categories', () => {
    it('lists the default categories of a fresh database, ordered by name, with colours', async () => {
      const response = await t.http<Category[]>('GET', '/api/categories');
      expect(response.status).toBe(200);
      const names = response.body.map((category) => category.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
      expect(names).toEqual(expect.arrayContaining(DEFAULT_CATEGORIES.map((category) => category.name)));
      for (const category of response.body) {
        expect(category).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          description: expect.any(String),
          farbe: expect.stringMatching(/^#[0-9a-f]{6}$/),
        });
      }
    });

    it('sorts umlauts the German way on both engines', async () => {
      await addCategory(t, 'Übernachtung');
      await addCategory(t, 'Ölgemälde');
      const names = (await t.http<Category[]>('GET', '/api/categories')).body.map(
        (category) => category.name,
      );
      // A binary (or SQLite NOCASE) order would put both umlauts after every other letter.
      expect(names[names.indexOf('Ölgemälde') + 1]).toBe('Technik & Licht');
      expect(names.at(-1)).toBe('Übernachtung');
    });
  });

  describe('GET /api/stats', () => {
    it('counts only public providers and all users, and follows the homepage setting', async () => {
      const before = (await t.http<Stats>('GET', '/api/stats')).body;
      await addProvider(t); // public
      await addProvider(t, { eintrag_gueltig_bis: null }); // public, no end
      await addProvider(t, { eintrag_gueltig_bis: berlinToday() }); // public until tonight
      await addProvider(t, { ist_freigeschaltet: false, eintrag_gueltig_bis: null }); // pending
      await addProvider(t, { eintrag_gueltig_bis: addDays(berlinToday(), -1) }); // expired
      await registerUser(t);

      const after = await t.http<Stats>('GET', '/api/stats');
      expect(after.status).toBe(200);
      expect(after.body).toEqual({
        show_stats: true,
        provider_count: before.provider_count + 3,
        user_count: before.user_count + 1,
      });

      await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'show_stats_on_homepage', wert: 'false' },
      });
      expect((await t.http<Stats>('GET', '/api/stats')).body.show_stats).toBe(false);
      await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'show_stats_on_homepage', wert: 'true' },
      });
    });
  });

  describe('POST /api/admin/categories', () => {
    it('creates a category with the default colour and answers 201 with it', async () => {
      const response = await t.http<Category>('POST', '/api/admin/categories', {
        token: admin.token,
        body: { name: '  Kinderbetreuung ', description: 'Betreuung und Programm für Kinder.' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Kinderbetreuung',
        description: 'Betreuung und Programm für Kinder.',
        farbe: '#48bb78',
      });
      const list = (await t.http<Category[]>('GET', '/api/categories')).body;
      expect(list).toContainEqual(response.body);
    });

    it('takes a given colour and treats a blank description as none', async () => {
      const response = await t.http<Category>('POST', '/api/admin/categories', {
        token: admin.token,
        body: { name: 'Feuerwerk', description: '   ', farbe: '#AA00ff' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ name: 'Feuerwerk', description: null, farbe: '#aa00ff' });
    });

    it.each([
      [{ description: 'x' }, 'Bitte füllen Sie das Feld „Name“ aus.'],
      [{ name: '   ' }, 'Bitte füllen Sie das Feld „Name“ aus.'],
      [{ name: 'X'.repeat(101) }, 'Das Feld „Name“ darf höchstens 100 Zeichen lang sein.'],
      [{ name: 'Rot', farbe: 'red' }, 'Das Feld „Farbe“ muss eine Farbe im Format #rrggbb sein.'],
      [{ name: 'Rot', farbe: '#12345' }, 'Das Feld „Farbe“ muss eine Farbe im Format #rrggbb sein.'],
      [{ name: 'Rot', id: 5 }, 'Das Feld „id“ ist nicht erlaubt.'],
    ])('refuses %j with 400 and a German message', async (body, msg) => {
      const response = await t.http('POST', '/api/admin/categories', { token: admin.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg });
    });

    it.each(['dj', 'DJ', ' Dj ', 'ÜBERNACHTUNG'])(
      'refuses the existing name %j in other letter case with 409',
      async (name) => {
        const response = await t.http('POST', '/api/admin/categories', {
          token: admin.token,
          body: { name },
        });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ msg: 'Eine Kategorie mit diesem Namen gibt es bereits.' });
      },
    );
  });

  describe('PUT /api/admin/categories/{id}', () => {
    it('renames and re-describes, keeping the colour unless one is given', async () => {
      const category = await addCategory(t, 'Zelte', '#334455');
      const response = await t.http<Category>('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: 'Zelte & Pavillons', description: 'Zeltverleih' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: category.id,
        name: 'Zelte & Pavillons',
        description: 'Zeltverleih',
        farbe: '#334455',
      });
      const recoloured = await t.http<Category>('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: 'Zelte & Pavillons', farbe: '#000000' },
      });
      expect(recoloured.body).toMatchObject({ description: 'Zeltverleih', farbe: '#000000' });
    });

    it('lets a category change only the letter case of its own name', async () => {
      const category = await addCategory(t, 'getränke');
      const response = await t.http<Category>('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: 'Getränke' },
      });
      expect(response.status).toBe(200);
      expect(response.body.name).toBe('Getränke');
    });

    it('makes a renamed category findable under its new name only', async () => {
      const category = await addCategory(t, 'Bootsfahrten');
      await addProvider(t, { firmenname: 'Kapitän Klaas', kategorie_ids: [category.id] });
      const search = (q: string) => t.http<SearchResult[]>('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect((await search('bootsfahrten')).body.map((hit) => hit.firmenname)).toEqual(['Kapitän Klaas']);

      await t.http('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: 'Schiffsausflüge' },
      });
      expect((await search('bootsfahrten')).body).toEqual([]);
      const hits = (await search('schiffsausfluge')).body;
      expect(hits.map((hit) => [hit.firmenname, hit.kategorie_name])).toEqual([
        ['Kapitän Klaas', 'Schiffsausflüge'],
      ]);
    });

    it('answers an unknown id with 404 and a duplicate name with 409', async () => {
      const unknown = await t.http('PUT', '/api/admin/categories/999999', {
        token: admin.token,
        body: { name: 'Egal' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ msg: 'Kategorie nicht gefunden.' });

      const category = await addCategory(t, 'Heißluftballon');
      const taken = await t.http('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: 'catering' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ msg: 'Eine Kategorie mit diesem Namen gibt es bereits.' });
    });

    it('refuses an empty name with 400', async () => {
      const category = await addCategory(t, 'Leerlauf');
      const response = await t.http('PUT', `/api/admin/categories/${category.id}`, {
        token: admin.token,
        body: { name: '' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg: 'Bitte füllen Sie das Feld „Name“ aus.' });
    });
  });

  describe('DELETE /api/admin/categories/{id}', () => {
    it('refuses while a provider (even a pending one) is assigned, then deletes once it is free', async () => {
      const category = await addCategory(t, 'Kutschfahrten');
      const provider = await addProvider(t, {
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
        kategorie_ids: [category.id],
      });

      const refused = await t.http<{ msg: string }>('DELETE', `/api/admin/categories/${category.id}`, {
        token: admin.token,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toMatch(
        /^Diese Kategorie kann nicht gelöscht werden, solange ihr Anbieter zugeordnet sind/,
      );
      expect((await t.http<Category[]>('GET', '/api/categories')).body.map((c) => c.id)).toContain(
        category.id,
      );

      await t.http('DELETE', `/api/admin/providers/${provider.id}`, { token: admin.token });
      const deleted = await t.http('DELETE', `/api/admin/categories/${category.id}`, { token: admin.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ msg: 'Die Kategorie „Kutschfahrten“ wurde gelöscht.' });
      expect((await t.http<Category[]>('GET', '/api/categories')).body.map((c) => c.id)).not.toContain(
        category.id,
      );
    });

    it('answers an unknown or malformed id with 404', async () => {
      for (const id of ['999999', 'abc', '0']) {
        const response = await t.http('DELETE', `/api/admin/categories/${id}`, { token: admin.token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ msg: 'Kategorie nicht gefunden.' });
      }
    });
  });

  describe('admin routes', () => {
    const adminRoutes: Array<[string, string, unknown]> = [
      ['POST', '/api/admin/categories', { name: 'Neu' }],
      ['PUT', '/api/admin/categories/1', { name: 'Neu' }],
      ['DELETE', '/api/admin/categories/1', undefined],
      ['GET', '/api/admin/providers/all', undefined],
      ['PUT', '/api/admin/providers/1', { firmenname: 'x' }],
      ['DELETE', '/api/admin/providers/1', undefined],
      ['GET', '/api/admin/expiring-providers', undefined],
    ];

    it.each(adminRoutes)('%s %s answers 401 without a token', async (method, path, body) => {
      const response = await t.http(method, path, { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ msg: 'Bitte melden Sie sich an.' });
    });

    it.each(adminRoutes)('%s %s answers 403 to a plain user', async (method, path, body) => {
      const response = await t.http(method, path, { body, token: user.token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ msg: 'Für diese Aktion sind Administratorrechte erforderlich.' });
    });
  });

  describe('GET /api/site', () => {
    it('answers the operator data from configuration to anyone', async () => {
      const response = await t.http<SiteInfo>('GET', '/api/site');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        operator_name: 'Muster Events GmbH',
        operator_address: t.config.operatorAddress,
        operator_email: t.config.operatorEmail,
        operator_phone: '+49 621 1234567',
        operator_legal_form: 'GmbH',
        operator_representative: null,
        operator_register: 'Amtsgericht Mannheim, HRB 123456',
        operator_vat_id: 'DE123456789',
        public_url: 'https://event-kompass.example',
      });
    });
  });
});
