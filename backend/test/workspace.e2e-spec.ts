import {
  addDays,
  type AdminProvider,
  berlinToday,
  germanDate,
  type Inquiry,
  type InquiryMessage,
  type ListingInquiry,
  type OwnListing,
  type ProviderAvailability,
  type ProviderReviews,
  type PublicProvider,
} from '@event-kompass/shared-types';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { confirmEmail, createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, freshIp, setOwner } from './support/provider-fixtures';
import { expectRateLimited } from './support/rate-limits';
import { collectRoutes } from './support/routes';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

/**
 * The provider's workspace: owning a listing, editing it, the inbox with status, the thread
 * between customer and provider, taken days with the lists' date filter, and review replies.
 */
describe(`provider workspace (${ENGINE})`, () => {
  let t: TestApp;
  const today = berlinToday();

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is one module: every route under /api/profile/provider is answered by the workspace', () => {
    const routes = collectRoutes(t).filter(
      (route) => route.path === '/api/profile/provider' || route.path.startsWith('/api/profile/provider/'),
    );
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => route.module !== 'WorkspaceModule').map((r) => r.handler)).toEqual([]);
  });

  async function ownListings(user: TestUser): Promise<OwnListing[]> {
    const response = await t.http<OwnListing[]>('GET', '/api/profile/provider', { token: user.token });
    expect(response.status).toBe(200);
    return response.body;
  }

  async function outbox(causeKey: string) {
    const rows = await t.dataSource.query(
      'SELECT recipient, subject, body_text FROM mail_outbox WHERE cause_key = ?',
      [causeKey],
    );
    return rows[0] as { recipient: string; subject: string; body_text: string } | undefined;
  }

  describe('owning a listing', () => {
    it('gives a listing applied for while logged in to that account, with status "Ausstehend"', async () => {
      const user = await registerUser(t);
      const response = await t.http('POST', '/api/providers/register', {
        token: user.token,
        headers: freshIp(),
        body: {
          firmenname: 'Fotostudio Eigen',
          email: `studio-${Date.now()}@beispiel.de`,
          beschreibung: 'Hochzeitsfotos.',
          neue_kategorie_vorschlag: 'Fotografie',
        },
      });
      expect(response.status).toBe(201);
      const [listing] = await ownListings(user);
      expect(listing).toMatchObject({
        firmenname: 'Fotostudio Eigen',
        zustand: 'ausstehend',
        zustand_text: 'Ausstehend',
        verlaengerungs_link: null,
        neue_anfragen: 0,
        anfragen_gesamt: 0,
      });
    });

    it('still accepts an application with an invalid token, as nobody’s', async () => {
      const response = await t.http('POST', '/api/providers/register', {
        token: 'kein.gültiges.token',
        headers: freshIp(),
        body: {
          firmenname: 'Ohne Konto',
          email: `ohne-${Date.now()}@beispiel.de`,
          beschreibung: 'Musik.',
          neue_kategorie_vorschlag: 'Musik',
        },
      });
      expect(response.status).toBe(201);
      const [row] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM provider_owners o JOIN providers p ON p.id = o.provider_id WHERE p.firmenname = ?',
        ['Ohne Konto'],
      );
      expect(Number(row.n)).toBe(0);
    });

    it('gives a listing without a named owner to the account that confirmed its e-mail address, also one made later', async () => {
      const email = `spaeter-${Date.now()}@beispiel.de`;
      const provider = await addProvider(t, { email: email.toUpperCase(), firmenname: 'DJ Später' });
      const user = await registerUser(t, { email });
      expect(await ownListings(user)).toEqual([]);
      await confirmEmail(t, user);
      const listings = await ownListings(user);
      expect(listings.map((listing) => listing.id)).toEqual([provider.id]);
      expect(listings[0].zustand).toBe('aktiv');
      expect(listings[0].zustand_text).toBe(`Aktiv bis ${germanDate(addDays(today, 365))}`);
      expect(listings[0].verlaengerungs_link).toMatch(new RegExp(`/verlaengerung/${provider.id}$`));
    });

    it('shows an ended listing as "Abgelaufen" with the renewal link', async () => {
      const user = await registerUser(t);
      const provider = await addProvider(t, {
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: addDays(today, -3),
      });
      await setOwner(t, provider.id, user.id);
      const [listing] = await ownListings(user);
      expect(listing).toMatchObject({ zustand: 'abgelaufen', zustand_text: 'Abgelaufen' });
      expect(listing.verlaengerungs_link).toContain(`/verlaengerung/${provider.id}`);
    });

    it('lets the admin see and change the owner; a named owner wins over the e-mail address', async () => {
      const admin = await createAdmin(t);
      const email = `mail-owner-${Date.now()}@beispiel.de`;
      const byMail = await registerUser(t, { email, vorname: 'Mira', nachname: 'Mail' });
      await confirmEmail(t, byMail);
      const named = await registerUser(t, { vorname: 'Nora', nachname: 'Name' });
      const provider = await addProvider(t, { email });
      const list = async () =>
        (await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token })).body.find(
          (row) => row.id === provider.id,
        );
      expect((await list())?.besitzer).toEqual({
        user_id: byMail.id,
        name: 'Mira Mail',
        email,
        ausdruecklich: false,
      });

      const body = {
        firmenname: provider.firmenname,
        beschreibung: provider.beschreibung,
        email,
        ist_freigeschaltet: true,
        kategorie_ids: [],
        neue_kategorie_vorschlag: 'Sonstiges',
      };
      const unknown = await t.http('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: { ...body, besitzer_email: 'niemand@beispiel.de' },
      });
      expect([unknown.status, unknown.body]).toEqual([
        400,
        { msg: 'Es gibt kein Konto mit der E-Mail-Adresse „niemand@beispiel.de“.' },
      ]);
      expect((await list())?.besitzer?.user_id).toBe(byMail.id);

      const changed = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: { ...body, besitzer_email: named.email.toUpperCase() },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.besitzer).toMatchObject({ user_id: named.id, ausdruecklich: true });
      expect((await ownListings(named)).map((listing) => listing.id)).toEqual([provider.id]);
      expect(await ownListings(byMail)).toEqual([]);

      const cleared = await t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: { ...body, besitzer_email: null },
      });
      expect(cleared.body.besitzer).toMatchObject({ user_id: byMail.id, ausdruecklich: false });
    });
  });

  describe('editing the own listing', () => {
    let owner: TestUser;
    let providerId: number;

    beforeAll(async () => {
      owner = await registerUser(t);
      providerId = (await addProvider(t, { firmenname: 'Band Eigenklang', kategorien: ['Bands'] })).id;
      await setOwner(t, providerId, owner.id);
    });

    it('saves description, contact, place and price; the public and the search see it at once', async () => {
      const response = await t.http<OwnListing>('PUT', `/api/profile/provider/${providerId}`, {
        token: owner.token,
        body: {
          beschreibung: 'Livemusik mit Saxofon für Hochzeiten.',
          website_url: 'https://eigenklang.example',
          plz: '68159',
          einsatzradius_km: 80,
          preis_ab: 900,
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        beschreibung: 'Livemusik mit Saxofon für Hochzeiten.',
        website_url: 'https://eigenklang.example',
        plz: '68159',
        ort: 'Mannheim',
        einsatzradius_km: 80,
        preis_ab: 900,
        handynummer: '0171 0000000',
      });
      const publicView = await t.http<PublicProvider>('GET', `/api/providers/${providerId}`);
      expect(publicView.body).toMatchObject({ preis_ab: 900, ort: 'Mannheim' });
      const search = await t.http<PublicProvider[]>('GET', '/api/search?q=saxofon');
      expect(search.body.map((row) => row.id)).toContain(providerId);
    });

    it.each([
      ['firmenname', 'Neuer Name'],
      ['email', 'neu@beispiel.de'],
      ['kategorie_ids', [1]],
      ['ist_freigeschaltet', true],
      ['eintrag_gueltig_bis', '2099-12-31'],
    ])('refuses %s (admins only) and changes nothing', async (field, value) => {
      const [before] = await t.dataSource.query('SELECT * FROM providers WHERE id = ?', [providerId]);
      const response = await t.http<{ msg: string }>('PUT', `/api/profile/provider/${providerId}`, {
        token: owner.token,
        body: { beschreibung: 'Geändert', [field]: value },
      });
      expect(response.status).toBe(400);
      expect(response.body.msg).toMatch(
        /^Firmenname, E-Mail-Adresse, Kategorien, Freischaltung und Laufzeit ändert nur die Redaktion/,
      );
      const [after] = await t.dataSource.query('SELECT * FROM providers WHERE id = ?', [providerId]);
      expect(after).toEqual(before);
    });

    it.each([
      [{ plz: '1234x' }, 400],
      [{ einsatzradius_km: 501 }, 400],
      [{ preis_ab: -1 }, 400],
      [{ beschreibung: '' }, 400],
      [{ website_url: 'javascript:alert(1)' }, 400],
    ])('refuses %j with a German message', async (body, status) => {
      const response = await t.http<{ msg: string }>('PUT', `/api/profile/provider/${providerId}`, {
        token: owner.token,
        body,
      });
      expect(response.status).toBe(status);
      expect(response.body.msg).toMatch(/^[A-ZÄÖÜ„]/);
    });
  });

  describe('inbox, status and thread', () => {
    let owner: TestUser;
    let customer: TestUser;
    let stranger: TestUser;
    let providerId: number;
    let inquiryId: number;

    beforeAll(async () => {
      owner = await registerUser(t, { vorname: 'Paula', nachname: 'Anbieterin' });
      customer = await registerUser(t, { vorname: 'Karl', nachname: 'Kunde' });
      stranger = await registerUser(t);
      const provider = await addProvider(t, { firmenname: 'Catering Gut' });
      providerId = provider.id;
      await setOwner(t, providerId, owner.id);
      const created = await t.http<{ id: number }>('POST', '/api/inquiries', {
        token: customer.token,
        body: { anbieter_id: providerId, event_datum: addDays(today, 40), nachricht: 'Buffet für 80 Gäste?' },
      });
      inquiryId = created.body.id;
      await addInquiry(t, customer.id, providerId, { eventDate: addDays(today, 50) });
    });

    it('lists the inquiries to the listing, newest first, with the customer, and counts the new ones', async () => {
      const inbox = await t.http<ListingInquiry[]>('GET', `/api/profile/provider/${providerId}/inquiries`, {
        token: owner.token,
      });
      expect(inbox.status).toBe(200);
      expect(inbox.body).toHaveLength(2);
      expect(inbox.body.find((row) => row.id === inquiryId)).toMatchObject({
        kunde_name: 'Karl Kunde',
        kunde_email: customer.email,
        nachricht: 'Buffet für 80 Gäste?',
        status: 'neu',
        nachrichten_anzahl: 0,
      });
      const [listing] = await ownListings(owner);
      expect([listing.neue_anfragen, listing.anfragen_gesamt]).toEqual([2, 2]);
    });

    it('carries a thread both ways, mails each message to the other side and moves "neu" on', async () => {
      const fromOwner = await t.http<InquiryMessage>('POST', `/api/inquiries/${inquiryId}/messages`, {
        token: owner.token,
        body: { text: 'Gerne! Vegetarisch auch?' },
      });
      expect(fromOwner.status).toBe(201);
      expect(fromOwner.body).toMatchObject({ von_anbieter: true, absender: 'Catering Gut' });
      const toCustomer = await outbox(`inquiry-message:${fromOwner.body.id}`);
      expect(toCustomer?.recipient).toBe(customer.email);
      expect(toCustomer?.subject).toBe('Neue Nachricht von Catering Gut zu Ihrer Anfrage');
      expect(toCustomer?.body_text).toContain('Gerne! Vegetarisch auch?');

      const fromCustomer = await t.http<InquiryMessage>('POST', `/api/inquiries/${inquiryId}/messages`, {
        token: customer.token,
        body: { text: 'Ja, zur Hälfte.' },
      });
      expect(fromCustomer.body).toMatchObject({ von_anbieter: false, absender: 'Karl Kunde' });
      const [provider] = await t.dataSource.query('SELECT email FROM providers WHERE id = ?', [providerId]);
      expect((await outbox(`inquiry-message:${fromCustomer.body.id}`))?.recipient).toBe(provider.email);

      for (const user of [owner, customer]) {
        const thread = await t.http<InquiryMessage[]>('GET', `/api/inquiries/${inquiryId}/messages`, {
          token: user.token,
        });
        expect(thread.body.map((message) => message.text)).toEqual([
          'Gerne! Vegetarisch auch?',
          'Ja, zur Hälfte.',
        ]);
      }
      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: customer.token });
      expect(own.body.find((row) => row.id === inquiryId)).toMatchObject({
        status: 'in_bearbeitung',
        nachrichten_anzahl: 2,
      });
    });

    it('refuses an empty or too long message and keeps the thread as it was', async () => {
      for (const text of ['', '   ', 'x'.repeat(5001)]) {
        const response = await t.http<{ msg: string }>('POST', `/api/inquiries/${inquiryId}/messages`, {
          token: customer.token,
          body: { text },
        });
        expect(response.status).toBe(400);
        expect(response.body.msg).toContain('Nachricht');
      }
      const [row] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM inquiry_messages WHERE inquiry_id = ?',
        [inquiryId],
      );
      expect(Number(row.n)).toBe(2);
    });

    it('lets only the owner set a status, and only one of the five', async () => {
      for (const status of ['angebot', 'gebucht', 'abgesagt', 'in_bearbeitung', 'neu']) {
        const response = await t.http('PUT', `/api/profile/provider/${providerId}/inquiries/${inquiryId}`, {
          token: owner.token,
          body: { status },
        });
        expect([response.status, response.body]).toEqual([
          200,
          { msg: 'Der Status der Anfrage wurde gespeichert.' },
        ]);
      }
      const bad = await t.http('PUT', `/api/profile/provider/${providerId}/inquiries/${inquiryId}`, {
        token: owner.token,
        body: { status: 'erledigt' },
      });
      expect([bad.status, bad.body]).toEqual([400, { msg: 'Das Feld „Status“ hat einen unbekannten Wert.' }]);
      for (const user of [customer, stranger]) {
        const foreign = await t.http('PUT', `/api/profile/provider/${providerId}/inquiries/${inquiryId}`, {
          token: user.token,
          body: { status: 'gebucht' },
        });
        expect(foreign.status).toBe(404);
      }
      const [row] = await t.dataSource.query('SELECT status FROM inquiries WHERE id = ?', [inquiryId]);
      expect(row.status).toBe('neu');
    });

    it('takes the day when the owner marks an inquiry "gebucht" by hand, as an accepted quote does', async () => {
      const day = addDays(today, 77);
      const { inquiryId: booked } = await addInquiry(t, customer.id, providerId, { eventDate: day });
      const takenDays = async () =>
        (await t.http<ProviderAvailability>('GET', `/api/providers/${providerId}/availability`)).body.belegt;
      expect(await takenDays()).not.toContain(day);
      for (const status of ['in_bearbeitung', 'angebot'])
        await t.http('PUT', `/api/profile/provider/${providerId}/inquiries/${booked}`, {
          token: owner.token,
          body: { status },
        });
      expect(await takenDays()).not.toContain(day);
      const marked = await t.http('PUT', `/api/profile/provider/${providerId}/inquiries/${booked}`, {
        token: owner.token,
        body: { status: 'gebucht' },
      });
      expect(marked.status).toBe(200);
      expect(await takenDays()).toContain(day);
    });

    it('limits messages per user', async () => {
      const chatty = await registerUser(t);
      const { inquiryId: own } = await addInquiry(t, chatty.id, providerId);
      await expectRateLimited(RATE_RULES.messagesPerUser, 201, (i) =>
        t.http('POST', `/api/inquiries/${own}/messages`, { token: chatty.token, body: { text: `Nr. ${i}` } }),
      );
      const [row] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM inquiry_messages WHERE inquiry_id = ?',
        [own],
      );
      expect(Number(row.n)).toBe(RATE_RULES.messagesPerUser.limit);
    });
  });

  describe('taken days and the date filter', () => {
    let owner: TestUser;
    let providerId: number;
    const taken = addDays(today, 21);

    beforeAll(async () => {
      owner = await registerUser(t);
      providerId = (await addProvider(t, { firmenname: 'Fotobox Kalender', kategorien: ['Fotoboxen'] })).id;
      await setOwner(t, providerId, owner.id);
    });

    it('stores the taken days, shows them to everyone, and leaves the provider out of lists for that day', async () => {
      const response = await t.http<ProviderAvailability>(
        'PUT',
        `/api/profile/provider/${providerId}/availability`,
        {
          token: owner.token,
          body: { belegt: [taken, addDays(today, 5), taken] },
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.belegt).toEqual([addDays(today, 5), taken]);
      const publicDays = await t.http<ProviderAvailability>(
        'GET',
        `/api/providers/${providerId}/availability`,
      );
      expect(publicDays.body.belegt).toEqual([addDays(today, 5), taken]);

      const ids = async (path: string) =>
        (await t.http<PublicProvider[]>('GET', path)).body.map((row) => row.id);
      const [category] = await t.dataSource.query(
        'SELECT category_id FROM provider_categories WHERE provider_id = ?',
        [providerId],
      );
      expect(await ids(`/api/search?q=kalender&datum=${taken}`)).not.toContain(providerId);
      expect(await ids(`/api/search?q=kalender&datum=${addDays(today, 22)}`)).toContain(providerId);
      expect(await ids(`/api/providers/category/${category.category_id}?datum=${taken}`)).not.toContain(
        providerId,
      );
      expect(await ids(`/api/providers/category/${category.category_id}`)).toContain(providerId);
    });

    it('replaces the days on the next save', async () => {
      await t.http('PUT', `/api/profile/provider/${providerId}/availability`, {
        token: owner.token,
        body: { belegt: [] },
      });
      const publicDays = await t.http<ProviderAvailability>(
        'GET',
        `/api/providers/${providerId}/availability`,
      );
      expect(publicDays.body.belegt).toEqual([]);
    });

    it.each([
      [{ belegt: [addDays(today, -1)] }, 'Belegte Tage können nur für heute oder später eingetragen werden.'],
      [{ belegt: ['2027-02-30'] }, 'Das Feld „Belegte Tage“ muss eine Liste von Daten (JJJJ-MM-TT) sein.'],
      [{ belegt: 'morgen' }, 'Das Feld „Belegte Tage“ muss eine Liste von Daten (JJJJ-MM-TT) sein.'],
      [
        { belegt: Array.from({ length: 367 }, (_, i) => addDays(today, i)) },
        'Das Feld „Belegte Tage“ darf höchstens 366 Daten enthalten.',
      ],
    ])('refuses case %# and keeps the days', async (body, msg) => {
      await t.http('PUT', `/api/profile/provider/${providerId}/availability`, {
        token: owner.token,
        body: { belegt: [taken] },
      });
      const response = await t.http('PUT', `/api/profile/provider/${providerId}/availability`, {
        token: owner.token,
        body,
      });
      expect([response.status, response.body]).toEqual([400, { msg }]);
      const own = await t.http<ProviderAvailability>(
        'GET',
        `/api/profile/provider/${providerId}/availability`,
        {
          token: owner.token,
        },
      );
      expect(own.body.belegt).toEqual([taken]);
    });

    it('refuses a malformed date filter', async () => {
      const response = await t.http('GET', '/api/search?q=foto&datum=morgen');
      expect([response.status, response.body]).toEqual([
        400,
        { msg: 'Der Parameter „datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.' },
      ]);
    });
  });

  describe('replies to reviews', () => {
    it('publishes one reply of the owner under the review', async () => {
      const owner = await registerUser(t);
      const customer = await registerUser(t);
      const provider = await addProvider(t);
      await setOwner(t, provider.id, owner.id);
      const { reviewId } = await addInquiry(t, customer.id, provider.id, { reviewStars: 4 });
      const first = await t.http('POST', `/api/reviews/${reviewId}/antwort`, {
        token: owner.token,
        body: { text: 'Danke für die schöne Feier!' },
      });
      expect([first.status, first.body]).toEqual([201, { msg: 'Ihre Antwort wurde veröffentlicht.' }]);
      const second = await t.http('POST', `/api/reviews/${reviewId}/antwort`, {
        token: owner.token,
        body: { text: 'Nochmal!' },
      });
      expect([second.status, second.body]).toEqual([
        409,
        { msg: 'Auf diese Bewertung haben Sie bereits geantwortet.' },
      ]);
      const reviews = await t.http<ProviderReviews>('GET', `/api/reviews/${provider.id}`, {
        token: customer.token,
      });
      expect(reviews.body.reviews[0]).toMatchObject({
        antwort_text: 'Danke für die schöne Feier!',
        antwort_am: expect.any(String),
      });
    });
  });
});
