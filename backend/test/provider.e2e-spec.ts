import type {
  AdminProvider,
  Category,
  ExpiringProvider,
  PublicProvider,
  RenewProviderResponse,
} from '@event-kompass/shared-types';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { addDays, addMonths, AGB_VERSION, berlinToday, germanDate } from '@event-kompass/shared-types';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { addCategory, addInquiry, addProvider, countQueries, freshIp } from './support/provider-fixtures';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { expectRateLimited } from './support/rate-limits';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const APPLICATION_OK =
  'Vielen Dank für Ihre Bewerbung! Wir prüfen Ihre Angaben und schalten Ihren Eintrag nach der Prüfung frei. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.';
const NO_CATEGORY = 'Bitte wählen Sie mindestens eine Kategorie aus oder schlagen Sie eine neue vor.';
const NOT_FOUND = { msg: 'Anbieter nicht gefunden.' };

describe(`providers (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let dj: Category;
  let catering: Category;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_EMAIL: 'betrieb@event-kompass.example' });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
    user = await registerUser(t);
    const categories = (await t.http<Category[]>('GET', '/api/categories')).body;
    dj = categories.find((category) => category.name === 'DJ')!;
    catering = categories.find((category) => category.name === 'Catering')!;
  });
  afterAll(async () => {
    await t.close();
  });

  const validApplication = () => ({
    firmenname: 'DJ Größenwahn',
    email: 'Booking@Groessenwahn.de',
    handynummer: '0171 1234567',
    website_url: 'https://groessenwahn.example',
    instagram_url: 'https://instagram.com/groessenwahn',
    beschreibung: 'Wir legen auf.',
    kategorie_ids: [dj.id],
  });

  describe('POST /api/providers/register', () => {
    it('stores a pending application and queues the applicant’s and the operator’s mail with it', async () => {
      const response = await t.http('POST', '/api/providers/register', {
        headers: freshIp(),
        body: { ...validApplication(), kategorie_ids: [dj.id, catering.id, dj.id] },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ msg: APPLICATION_OK });

      const [row] = await t.dataSource.query(
        'SELECT id, email, ist_freigeschaltet, eintrag_gueltig_bis, search_name FROM providers WHERE firmenname = ?',
        ['DJ Größenwahn'],
      );
      expect(Number(row.ist_freigeschaltet)).toBe(0);
      expect(row.eintrag_gueltig_bis).toBeNull();
      expect(row.email).toBe('booking@groessenwahn.de');
      expect(row.search_name).toBe('dj grossenwahn');
      const links = await t.dataSource.query(
        'SELECT category_id FROM provider_categories WHERE provider_id = ? ORDER BY category_id',
        [row.id],
      );
      expect(links.map((link: { category_id: number }) => Number(link.category_id))).toEqual(
        [dj.id, catering.id].sort((a, b) => a - b),
      );

      const mails = await t.dataSource.query(
        'SELECT cause_key, recipient, reply_to, subject, body_text FROM mail_outbox WHERE cause_key LIKE ? ORDER BY cause_key',
        [`provider-application:${row.id}:%`],
      );
      expect(
        mails.map((mail: { cause_key: string; recipient: string }) => [mail.cause_key, mail.recipient]),
      ).toEqual([
        [`provider-application:${row.id}:applicant`, 'booking@groessenwahn.de'],
        [`provider-application:${row.id}:operator`, 'betrieb@event-kompass.example'],
      ]);
      expect(mails[1].reply_to).toBe('booking@groessenwahn.de');
      expect(mails[1].body_text).toContain('DJ Größenwahn');

      // Pending: not public, but in the admin list.
      expect((await t.http('GET', `/api/providers/${row.id}`)).status).toBe(404);
      const all = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token });
      expect(all.body.find((provider) => provider.id === Number(row.id))).toMatchObject({
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
        kategorien: expect.arrayContaining([expect.objectContaining({ id: dj.id, name: 'DJ' })]),
      });
    });

    it('accepts a new category suggestion instead of a ticked category and keeps it for the admin', async () => {
      const response = await t.http('POST', '/api/providers/register', {
        headers: freshIp(),
        body: {
          firmenname: 'Feuerzauber',
          email: 'feuer@beispiel.de',
          beschreibung: 'Feuershows',
          kategorie_ids: [],
          neue_kategorie_vorschlag: '  Feuershow  ',
        },
      });
      expect(response.status).toBe(201);
      const all = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token });
      expect(all.body.find((provider) => provider.firmenname === 'Feuerzauber')).toMatchObject({
        neue_kategorie_vorschlag: 'Feuershow',
        kategorien: [],
        handynummer: null,
        website_url: null,
        instagram_url: null,
      });
    });

    it.each([
      ['no category and no suggestion', { kategorie_ids: [] }, NO_CATEGORY],
      ['categories missing entirely', { kategorie_ids: undefined }, NO_CATEGORY],
      ['a blank suggestion only', { kategorie_ids: [], neue_kategorie_vorschlag: '   ' }, NO_CATEGORY],
      ['no company name', { firmenname: '' }, 'Bitte füllen Sie das Feld „Firmenname“ aus.'],
      ['a blank company name', { firmenname: '   ' }, 'Bitte füllen Sie das Feld „Firmenname“ aus.'],
      ['no e-mail', { email: undefined }, 'Bitte füllen Sie das Feld „E-Mail“ aus.'],
      ['a malformed e-mail', { email: 'kein-mail' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
      ['no description', { beschreibung: undefined }, 'Bitte füllen Sie das Feld „Beschreibung“ aus.'],
      [
        'a website without http',
        { website_url: 'javascript:alert(1)' },
        'Das Feld „Website“ muss eine Adresse sein, die mit http:// oder https:// beginnt.',
      ],
      [
        'an Instagram address without http',
        { instagram_url: 'instagram.com/x' },
        'Das Feld „Instagram“ muss eine Adresse sein, die mit http:// oder https:// beginnt.',
      ],
      [
        'category ids as text',
        { kategorie_ids: ['1'] },
        'Das Feld „Kategorien“ muss eine Liste gültiger IDs sein.',
      ],
      [
        'a category id that is no list',
        { kategorie_ids: 3 },
        'Das Feld „Kategorien“ muss eine Liste gültiger IDs sein.',
      ],
      [
        'an unknown category',
        { kategorie_ids: [999999] },
        'Mindestens eine der gewählten Kategorien existiert nicht.',
      ],
      ['an unknown field', { ist_freigeschaltet: true }, 'Das Feld „ist_freigeschaltet“ ist nicht erlaubt.'],
      [
        'an over-long phone number',
        { handynummer: '1'.repeat(41) },
        'Das Feld „Handynummer“ darf höchstens 40 Zeichen lang sein.',
      ],
      [
        'AGB declined',
        { agb_akzeptiert: false },
        'Bitte akzeptieren Sie die AGB, um sich als Anbieter zu bewerben.',
      ],
    ])('refuses %s with 400 and writes nothing', async (_case, change, msg) => {
      const before = await t.dataSource.query('SELECT COUNT(*) AS n FROM providers');
      const body: Record<string, unknown> = { ...validApplication(), ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await t.http('POST', '/api/providers/register', { headers: freshIp(), body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg });
      const after = await t.dataSource.query('SELECT COUNT(*) AS n FROM providers');
      expect(Number(after[0].n)).toBe(Number(before[0].n));
    });

    it('stores the accepted AGB version and time; without the field (older clients) none', async () => {
      const before = Date.now();
      const accepted = await t.http('POST', '/api/providers/register', {
        headers: freshIp(),
        body: { ...validApplication(), firmenname: 'AGB akzeptiert', agb_akzeptiert: true },
      });
      expect(accepted.status).toBe(201);
      const silent = await t.http('POST', '/api/providers/register', {
        headers: freshIp(),
        body: { ...validApplication(), firmenname: 'AGB nicht gefragt' },
      });
      expect(silent.status).toBe(201);
      const rows = await t.dataSource
        .getRepository(ProviderEntity)
        .findBy([{ firmenname: 'AGB akzeptiert' }, { firmenname: 'AGB nicht gefragt' }]);
      const byName = new Map(rows.map((row) => [row.firmenname, row]));
      expect(byName.get('AGB akzeptiert')?.agbVersion).toBe(AGB_VERSION);
      const at = byName.get('AGB akzeptiert')?.agbAkzeptiertAm?.getTime() ?? 0;
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
      expect(byName.get('AGB nicht gefragt')).toMatchObject({ agbVersion: null, agbAkzeptiertAm: null });
    });

    it('limits applications per address with 429 and a German message', async () => {
      const headers = { 'x-forwarded-for': '10.88.0.1' };
      await expectRateLimited(RATE_RULES.applicationsPerIp, 201, (i) =>
        t.http('POST', '/api/providers/register', {
          headers,
          body: { ...validApplication(), firmenname: `Massenbewerbung ${i}` },
        }),
      );
      const other = await t.http('POST', '/api/providers/register', {
        headers: freshIp(),
        body: { ...validApplication(), firmenname: 'Andere Adresse' },
      });
      expect(other.status).toBe(201);
    });
  });

  describe('public provider routes', () => {
    let category: Category;
    let visible: number;
    let noEnd: number;
    let lastDay: number;

    beforeAll(async () => {
      category = await addCategory(t, 'Sichtbarkeit');
      const ids = [category.id];
      visible = (
        await addProvider(t, {
          firmenname: 'B Sichtbar',
          kategorie_ids: ids,
          website_url: 'https://b.example',
        })
      ).id;
      noEnd = (
        await addProvider(t, { firmenname: 'A Unbefristet', kategorie_ids: ids, eintrag_gueltig_bis: null })
      ).id;
      lastDay = (
        await addProvider(t, {
          firmenname: 'C Letzter Tag',
          kategorie_ids: ids,
          eintrag_gueltig_bis: berlinToday(),
        })
      ).id;
      await addProvider(t, {
        firmenname: 'Ausstehend',
        kategorie_ids: ids,
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
      });
      await addProvider(t, {
        firmenname: 'Ausstehend mit Datum',
        kategorie_ids: ids,
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: addDays(berlinToday(), 30),
      });
      await addProvider(t, {
        firmenname: 'Abgelaufen',
        kategorie_ids: ids,
        eintrag_gueltig_bis: addDays(berlinToday(), -1),
      });
    });

    it('lists only activated, current providers of a category, by name, without e-mail or phone', async () => {
      const response = await t.http<PublicProvider[]>('GET', `/api/providers/category/${category.id}`);
      expect(response.status).toBe(200);
      expect(response.body.map((provider) => provider.firmenname)).toEqual([
        'A Unbefristet',
        'B Sichtbar',
        'C Letzter Tag',
      ]);
      for (const provider of response.body) {
        expect(Object.keys(provider).sort()).toEqual(
          [
            'antwortquote',
            'antwortzeit_stunden',
            'average_rating',
            'beschreibung',
            'einsatzradius_km',
            'firmenname',
            'fotos',
            'id',
            'instagram_url',
            'kategorien',
            'ort',
            'plz',
            'preis_ab',
            'review_count',
            'website_url',
          ].sort(),
        );
        expect(response.text).not.toContain('@beispiel.de');
        expect(response.text).not.toContain('0171');
      }
      expect(response.body[1]).toEqual({
        id: visible,
        firmenname: 'B Sichtbar',
        beschreibung: 'Ein Anbieter für Tests.',
        website_url: 'https://b.example',
        instagram_url: null,
        kategorien: [{ id: category.id, name: 'Sichtbarkeit', farbe: '#112233' }],
        average_rating: null,
        review_count: 0,
        plz: null,
        ort: null,
        einsatzradius_km: 50,
        preis_ab: null,
        fotos: [],
        antwortzeit_stunden: null,
        antwortquote: null,
      });
    });

    it('shows a public provider’s detail, also on its last day and without an end date', async () => {
      for (const id of [visible, noEnd, lastDay]) {
        const response = await t.http<PublicProvider>('GET', `/api/providers/${id}`);
        expect(response.status).toBe(200);
        expect(response.body.id).toBe(id);
        expect(response.body).not.toHaveProperty('email');
        expect(response.body).not.toHaveProperty('handynummer');
      }
    });

    it('answers pending, expired, unknown and malformed ids with 404 „Anbieter nicht gefunden.“', async () => {
      const hidden = await t.dataSource.query('SELECT id FROM providers WHERE firmenname IN (?, ?, ?)', [
        'Ausstehend',
        'Ausstehend mit Datum',
        'Abgelaufen',
      ]);
      expect(hidden).toHaveLength(3);
      for (const path of [...hidden.map((row: { id: number }) => row.id), 999999, 'abc', '0', '-1']) {
        const response = await t.http('GET', `/api/providers/${path}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(NOT_FOUND);
      }
    });

    it('answers an unknown category with 404 and an empty category with an empty list', async () => {
      for (const path of ['999999', 'xyz']) {
        const response = await t.http('GET', `/api/providers/category/${path}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ msg: 'Kategorie nicht gefunden.' });
      }
      const empty = await addCategory(t, 'Noch leer');
      const response = await t.http('GET', `/api/providers/category/${empty.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });

    it('carries the average of the stars (one decimal) and the review count', async () => {
      const rated = await addProvider(t, { firmenname: 'Bewertet', kategorie_ids: [category.id] });
      const other = await registerUser(t);
      await addInquiry(t, user.id, rated.id, { reviewStars: 5 });
      await addInquiry(t, other.id, rated.id, { reviewStars: 4 });
      await addInquiry(t, other.id, rated.id, { reviewStars: 4 });
      await addInquiry(t, user.id, rated.id); // unreviewed inquiry: no effect on ratings

      const detail = await t.http<PublicProvider>('GET', `/api/providers/${rated.id}`);
      expect(detail.body).toMatchObject({ average_rating: 4.3, review_count: 3 });
      const list = await t.http<PublicProvider[]>('GET', `/api/providers/category/${category.id}`);
      expect(list.body.find((provider) => provider.id === rated.id)).toMatchObject({
        average_rating: 4.3,
        review_count: 3,
      });
    });

    it('reads a category list in a constant number of statements', async () => {
      const big = await addCategory(t, 'Viele');
      await addProvider(t, { kategorie_ids: [big.id] });
      const small = await countQueries(t, () => t.http('GET', `/api/providers/category/${big.id}`));
      for (let i = 0; i < 30; i++) await addProvider(t, { kategorie_ids: [big.id, category.id] });
      const many = await countQueries(t, () => t.http('GET', `/api/providers/category/${big.id}`));
      expect(many).toBe(small);
      // The catalog's categories (also the existence check), the rows with their category ids, their
      // ratings (one batched look-up in the review module), the taken days (the date filter), the
      // photos (the photo module).
      expect(many).toBeLessThanOrEqual(5);
    });
  });

  describe('admin provider routes', () => {
    it('lists every provider with contact data, counts, ratings, categories and suggestions', async () => {
      const provider = await addProvider(t, {
        firmenname: 'Admin-Sicht',
        email: 'admin-sicht@beispiel.de',
        handynummer: '0170 5550000',
        kategorie_ids: [dj.id],
        neue_kategorie_vorschlag: 'Lasershow',
        plz: '68159',
        preis_ab: 450,
      });
      await addInquiry(t, user.id, provider.id, { reviewStars: 3 });
      await addInquiry(t, user.id, provider.id);

      const response = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      const row = response.body.find((entry) => entry.id === provider.id);
      expect(row).toEqual({
        id: provider.id,
        firmenname: 'Admin-Sicht',
        beschreibung: 'Ein Anbieter für Tests.',
        email: 'admin-sicht@beispiel.de',
        handynummer: '0170 5550000',
        website_url: null,
        instagram_url: null,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: provider.eintragGueltigBis,
        neue_kategorie_vorschlag: 'Lasershow',
        kategorien: [{ id: dj.id, name: 'DJ', farbe: dj.farbe }],
        average_rating: 3,
        review_count: 1,
        anfragen_anzahl: 2,
        erstellt_am: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        plz: '68159',
        ort: 'Mannheim',
        einsatzradius_km: 50,
        preis_ab: 450,
        besitzer: null,
      });
      // Pending applications come first.
      const firstActive = response.body.findIndex((entry) => entry.ist_freigeschaltet);
      expect(response.body.slice(firstActive).every((entry) => entry.ist_freigeschaltet)).toBe(true);
    });

    it('activates a pending provider with a valid-until date and rewrites its categories and search text', async () => {
      const provider = await addProvider(t, {
        firmenname: 'Wartet',
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
        kategorie_ids: [dj.id],
      });
      const until = addMonths(berlinToday(), 6);
      const response = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: 'Wartet nicht mehr',
          beschreibung: 'Jetzt mit Buffet.',
          email: 'neu@beispiel.de',
          handynummer: '',
          website_url: 'https://wartet.example',
          instagram_url: null,
          ist_freigeschaltet: true,
          eintrag_gueltig_bis: until,
          kategorie_ids: [catering.id],
          neue_kategorie_vorschlag: null,
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: provider.id,
        firmenname: 'Wartet nicht mehr',
        email: 'neu@beispiel.de',
        handynummer: null,
        website_url: 'https://wartet.example',
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: until,
        kategorien: [{ id: catering.id, name: 'Catering', farbe: catering.farbe }],
      });
      expect((await t.http('GET', `/api/providers/${provider.id}`)).status).toBe(200);
      const [row] = await t.dataSource.query('SELECT search_name, search_text FROM providers WHERE id = ?', [
        provider.id,
      ]);
      expect(row.search_name).toBe('wartet nicht mehr');
      expect(row.search_text).toContain('catering');
      expect(row.search_text).not.toMatch(/\bdj\b/);
    });

    it('gives the free six months when activating without naming an end date, and keeps omitted fields', async () => {
      const provider = await addProvider(t, {
        firmenname: 'Ohne Datum',
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
        website_url: 'https://bleibt.example',
        neue_kategorie_vorschlag: 'Bleibt',
      });
      const response = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: 'Ohne Datum',
          beschreibung: 'x',
          email: 'ohne@beispiel.de',
          ist_freigeschaltet: true,
          kategorie_ids: [],
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        eintrag_gueltig_bis: addMonths(berlinToday(), 6),
        website_url: 'https://bleibt.example',
        neue_kategorie_vorschlag: 'Bleibt',
        handynummer: '0171 0000000',
      });

      const unlimited = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: 'Ohne Datum',
          beschreibung: 'x',
          email: 'ohne@beispiel.de',
          ist_freigeschaltet: true,
          eintrag_gueltig_bis: null,
          kategorie_ids: [],
        },
      });
      expect(unlimited.body.eintrag_gueltig_bis).toBeNull();
    });

    it('deactivates a provider, which hides it from the public at once', async () => {
      const provider = await addProvider(t, { firmenname: 'Wird pausiert' });
      const response = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: 'Wird pausiert',
          beschreibung: 'x',
          email: 'p@beispiel.de',
          ist_freigeschaltet: false,
          kategorie_ids: [],
        },
      });
      expect(response.body.ist_freigeschaltet).toBe(false);
      expect((await t.http('GET', `/api/providers/${provider.id}`)).status).toBe(404);
    });

    it.each([
      [{ kategorie_ids: [999999] }, 400, 'Mindestens eine der gewählten Kategorien existiert nicht.'],
      [
        { eintrag_gueltig_bis: '2026-02-30' },
        400,
        'Das Feld „Gültig bis“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
      ],
      [
        { eintrag_gueltig_bis: '01.03.2027' },
        400,
        'Das Feld „Gültig bis“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
      ],
      [{ ist_freigeschaltet: 'ja' }, 400, 'Das Feld „Freigeschaltet“ muss wahr oder falsch sein.'],
      [{ firmenname: '' }, 400, 'Bitte füllen Sie das Feld „Firmenname“ aus.'],
      [{ email: 'x' }, 400, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
      [{ kategorie_ids: undefined }, 400, 'Das Feld „Kategorien“ muss eine Liste gültiger IDs sein.'],
    ])('refuses the update %j with a German message and changes nothing', async (change, status, msg) => {
      const provider = await addProvider(t, { firmenname: 'Unverändert', kategorie_ids: [dj.id] });
      const body: Record<string, unknown> = {
        firmenname: 'Geändert',
        beschreibung: 'x',
        email: 'g@beispiel.de',
        ist_freigeschaltet: true,
        kategorie_ids: [catering.id],
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await t.http('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body,
      });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ msg });
      const all = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token });
      expect(all.body.find((entry) => entry.id === provider.id)).toMatchObject({
        firmenname: 'Unverändert',
        kategorien: [expect.objectContaining({ id: dj.id })],
      });
    });

    it('answers an unknown provider with 404 on update and delete', async () => {
      const body = {
        firmenname: 'x',
        beschreibung: 'x',
        email: 'x@beispiel.de',
        ist_freigeschaltet: true,
        kategorie_ids: [],
      };
      const update = await t.http('PUT', '/api/admin/providers/999999', { token: admin.token, body });
      expect(update.status).toBe(404);
      expect(update.body).toEqual(NOT_FOUND);
      const remove = await t.http('DELETE', '/api/admin/providers/999999', { token: admin.token });
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual(NOT_FOUND);
    });

    it('deletes a provider with its inquiries, reviews and category links, leaving every list loadable', async () => {
      const provider = await addProvider(t, {
        firmenname: 'Wird gelöscht',
        kategorie_ids: [dj.id, catering.id],
      });
      await addInquiry(t, user.id, provider.id, { reviewStars: 5 });
      await addInquiry(t, user.id, provider.id);
      const kept = await addProvider(t, { firmenname: 'Bleibt bestehen', kategorie_ids: [dj.id] });
      await addInquiry(t, user.id, kept.id, { reviewStars: 4 });

      const response = await t.http('DELETE', `/api/admin/providers/${provider.id}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ msg: 'Der Anbieter „Wird gelöscht“ wurde gelöscht.' });

      for (const table of ['inquiries', 'reviews']) {
        const rows = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE anbieter_id = ?`, [
          provider.id,
        ]);
        expect(Number(rows[0].n)).toBe(0);
      }
      const links = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM provider_categories WHERE provider_id = ?',
        [provider.id],
      );
      expect(Number(links[0].n)).toBe(0);
      const keptReviews = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM reviews WHERE anbieter_id = ?',
        [kept.id],
      );
      expect(Number(keptReviews[0].n)).toBe(1);

      expect((await t.http('GET', `/api/providers/${provider.id}`)).status).toBe(404);
      expect((await t.http('GET', '/api/admin/providers/all', { token: admin.token })).status).toBe(200);
      expect((await t.http('GET', `/api/providers/category/${dj.id}`)).status).toBe(200);
      expect((await t.http('GET', '/api/search?q=gelöscht')).body).toEqual([]);
      expect((await t.http('GET', '/api/stats')).status).toBe(200);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(200);
      expect(
        (await t.http('DELETE', `/api/admin/providers/${provider.id}`, { token: admin.token })).status,
      ).toBe(404);
    });

    it('lists activated listings ending within the reminder window or already ended, soonest first', async () => {
      const today = berlinToday();
      const ended = await addProvider(t, {
        firmenname: 'Schon abgelaufen',
        eintrag_gueltig_bis: addDays(today, -3),
      });
      const todayEnds = await addProvider(t, { firmenname: 'Endet heute', eintrag_gueltig_bis: today });
      const soon = await addProvider(t, {
        firmenname: 'Endet bald',
        eintrag_gueltig_bis: addDays(today, 30),
      });
      await addProvider(t, { firmenname: 'Endet später', eintrag_gueltig_bis: addDays(today, 31) });
      await addProvider(t, {
        firmenname: 'Ausstehend bald',
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: addDays(today, 5),
      });
      await addProvider(t, { firmenname: 'Ohne Ende', eintrag_gueltig_bis: null });

      const response = await t.http<ExpiringProvider[]>('GET', '/api/admin/expiring-providers', {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      const mine = response.body.filter((entry) => [ended.id, todayEnds.id, soon.id].includes(entry.id));
      expect(mine).toEqual([
        {
          id: ended.id,
          firmenname: 'Schon abgelaufen',
          email: ended.email,
          ist_freigeschaltet: true,
          abgelaufen_am: null,
          eintrag_gueltig_bis: addDays(today, -3),
          tage_verbleibend: -3,
          verlaengerungs_link: `${t.config.publicUrl}/verlaengerung/${ended.id}`,
          // Ended already: a renewal counts a year from today, not from the past end.
          verlaengerung_bis: addMonths(today, 12),
        },
        expect.objectContaining({ id: todayEnds.id, tage_verbleibend: 0 }),
        expect.objectContaining({
          id: soon.id,
          tage_verbleibend: 30,
          verlaengerung_bis: addMonths(addDays(today, 30), 12),
        }),
      ]);
      const names = response.body.map((entry) => entry.firmenname);
      expect(names).not.toContain('Endet später');
      expect(names).not.toContain('Ausstehend bald');
      expect(names).not.toContain('Ohne Ende');
      const dates = response.body.map((entry) => entry.eintrag_gueltig_bis);
      expect(dates).toEqual([...dates].sort());

      // The window follows the setting.
      await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'expiration_reminder_days', wert: '40' },
      });
      const wider = await t.http<ExpiringProvider[]>('GET', '/api/admin/expiring-providers', {
        token: admin.token,
      });
      expect(wider.body.map((entry) => entry.firmenname)).toContain('Endet später');
      await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'expiration_reminder_days', wert: '30' },
      });
    });

    it('renews a listing for a year on the Berlin calendar, from the later of today and its end', async () => {
      const today = berlinToday();
      const ended = await addProvider(t, {
        firmenname: 'Verlängerung abgelaufen',
        eintrag_gueltig_bis: addDays(today, -10),
      });
      await t.dataSource.query('UPDATE providers SET ist_freigeschaltet = 0 WHERE id = ?', [ended.id]);
      const running = await addProvider(t, {
        firmenname: 'Verlängerung läuft',
        eintrag_gueltig_bis: addDays(today, 20),
      });

      const renewed = await t.http<RenewProviderResponse>('POST', `/api/admin/providers/${ended.id}/renew`, {
        token: admin.token,
      });
      expect(renewed.status).toBe(200);
      const until = addMonths(today, 12);
      expect(renewed.body.msg).toBe(
        `Der Eintrag von „Verlängerung abgelaufen“ ist jetzt bis ${germanDate(until)} aktiv.`,
      );
      expect(renewed.body.provider).toMatchObject({
        id: ended.id,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: until,
      });
      expect((await t.http('GET', `/api/providers/${ended.id}`)).status).toBe(200);

      const extended = await t.http<RenewProviderResponse>(
        'POST',
        `/api/admin/providers/${running.id}/renew`,
        {
          token: admin.token,
        },
      );
      expect(extended.body.provider.eintrag_gueltig_bis).toBe(addMonths(addDays(today, 20), 12));
    });

    it('keeps a listing the daily job took offline in the list, marked, until one click renews it', async () => {
      const now = new Date();
      const today = berlinToday(now);
      const lapsed = await addProvider(t, {
        firmenname: 'Abgelaufen offline',
        eintrag_gueltig_bis: addDays(today, -2),
      });
      const byHand = await addProvider(t, {
        firmenname: 'Von Hand offline',
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: addDays(today, -2),
      });
      await t.app.get(ScheduledJobsService).runAll({ now });
      const listed = async () =>
        (await t.http<ExpiringProvider[]>('GET', '/api/admin/expiring-providers', { token: admin.token }))
          .body;

      const before = await listed();
      expect(before.find((entry) => entry.id === lapsed.id)).toMatchObject({
        ist_freigeschaltet: false,
        abgelaufen_am: today,
        tage_verbleibend: -2,
        verlaengerung_bis: addMonths(today, 12),
      });
      // Taken offline by hand, not by expiry: not offered for renewal.
      expect(before.map((entry) => entry.id)).not.toContain(byHand.id);
      expect((await t.http('GET', `/api/providers/${lapsed.id}`)).status).toBe(404);

      const renewed = await t.http<RenewProviderResponse>('POST', `/api/admin/providers/${lapsed.id}/renew`, {
        token: admin.token,
      });
      expect(renewed.body.provider).toMatchObject({
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: addMonths(today, 12),
      });
      expect((await t.http('GET', `/api/providers/${lapsed.id}`)).status).toBe(200);
      expect((await listed()).map((entry) => entry.id)).not.toContain(lapsed.id);
      const [row] = await t.dataSource.query('SELECT abgelaufen_am FROM providers WHERE id = ?', [lapsed.id]);
      expect(row.abgelaufen_am).toBeNull();
    });

    it('refuses renewals of unknown listings and from non-admins', async () => {
      expect(await t.http('POST', '/api/admin/providers/999999/renew', { token: admin.token })).toMatchObject(
        {
          status: 404,
          body: NOT_FOUND,
        },
      );
      expect((await t.http('POST', '/api/admin/providers/1/renew', { token: user.token })).status).toBe(403);
      expect((await t.http('POST', '/api/admin/providers/1/renew')).status).toBe(401);
    });
  });
});

describe(`admin provider list with 1 000 providers (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function insertProviders(count: number, categoryIds: number[], userId: number): Promise<void> {
    const now = new Date().toISOString().slice(0, 23).replace('T', ' ');
    const until = addDays(berlinToday(), 100);
    for (let start = 0; start < count; start += 200) {
      const size = Math.min(200, count - start);
      const values: unknown[] = [];
      for (let i = 0; i < size; i++) {
        const name = `Massenanbieter ${start + i}`;
        values.push(
          name,
          'Beschreibung',
          `m${start + i}@beispiel.de`,
          1,
          until,
          name.toLowerCase(),
          name.toLowerCase(),
          now,
        );
      }
      await t.dataSource.query(
        `INSERT INTO providers (firmenname, beschreibung, email, ist_freigeschaltet, eintrag_gueltig_bis, search_name, search_text, erstellt_am)
         VALUES ${Array.from({ length: size }, () => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        values,
      );
    }
    const ids: Array<{ id: number }> = await t.dataSource.query(
      'SELECT id FROM providers WHERE id NOT IN (SELECT provider_id FROM provider_categories) ORDER BY id',
    );
    const links = ids.flatMap(({ id }, index) =>
      categoryIds.slice(0, 1 + (index % 2)).map((category) => [id, category]),
    );
    for (let start = 0; start < links.length; start += 300) {
      const chunk = links.slice(start, start + 300);
      await t.dataSource.query(
        `INSERT INTO provider_categories (provider_id, category_id) VALUES ${chunk.map(() => '(?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
    // Inquiries and reviews for every tenth provider.
    for (const { id } of ids.filter((_, index) => index % 10 === 0)) {
      await addInquiry(t, userId, Number(id), { reviewStars: 4 });
    }
  }

  it('answers in a constant number of statements, however many providers there are', async () => {
    const categories = (await t.http<Category[]>('GET', '/api/categories')).body.map(
      (category) => category.id,
    );
    const user = await registerUser(t);
    await insertProviders(10, categories, user.id);
    const few = await countQueries(t, () =>
      t.http('GET', '/api/admin/providers/all', { token: admin.token }),
    );

    await insertProviders(990, categories, user.id);
    let response: { status: number; body: AdminProvider[] } | undefined;
    const many = await countQueries(t, async () => {
      response = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token });
    });
    expect(response!.status).toBe(200);
    expect(response!.body).toHaveLength(1000);
    expect(many).toBe(few);
    // The admin check, the rows, their categories, their ratings, their inquiry counts, their
    // named owners and the accounts by e-mail (each from its owner, batched).
    expect(many).toBeLessThanOrEqual(7);
    const reviewed = response!.body.filter((provider) => provider.review_count > 0);
    expect(reviewed.length).toBeGreaterThan(90);
    expect(reviewed.every((provider) => provider.average_rating === 4 && provider.anfragen_anzahl >= 1)).toBe(
      true,
    );
    expect(response!.body.every((provider) => provider.kategorien.length >= 1)).toBe(true);
  });
});
