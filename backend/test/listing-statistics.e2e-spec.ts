import { type ListingStatistics, type PublicProvider, responseTimeText } from '@event-kompass/shared-types';
import { berlinMonth } from '../src/modules/statistics';
import { InquiryEntity, ResponseFiguresService } from '../src/modules/inquiry';
import { registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, setOwner } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const GOOGLEBOT = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const HOUR = 3_600_000;

/**
 * Issue 25: what a listing brings (views, search hits, inquiries, quotes, bookings per month) and
 * how fast its provider answers (antwortzeit_stunden, antwortquote on public rows and in the ranking).
 */
describe(`listing statistics (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // No timer: the statistics route writes this process's buffer itself.
    t = await startTestApp({ STATS_FLUSH_MS: '0' });
    await checkEveryAnswer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function ownedListing(name: string): Promise<{ owner: TestUser; id: number }> {
    const owner = await registerUser(t);
    const provider = await addProvider(t, { firmenname: name, beschreibung: 'Fotos und mehr.' });
    await setOwner(t, provider.id, owner.id);
    return { owner, id: provider.id };
  }

  async function statistik(owner: TestUser, id: number): Promise<ListingStatistics> {
    // The view is counted once the answer has left; give the hook its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await t.http<ListingStatistics>('GET', `/api/profile/provider/${id}/statistik`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  const thisMonth = (stats: ListingStatistics) => stats.monate[stats.monate.length - 1];

  it('answers twelve months, the current one last, all zero for a new listing', async () => {
    const { owner, id } = await ownedListing('Statistik Leer');
    const stats = await statistik(owner, id);
    expect(stats.monate).toHaveLength(12);
    expect(thisMonth(stats)).toEqual({
      monat: berlinMonth(),
      aufrufe: 0,
      suchtreffer: 0,
      anfragen: 0,
      angebote: 0,
      buchungen: 0,
    });
    expect(stats.monate[0].monat < stats.monate[11].monat).toBe(true);
    expect(stats).toMatchObject({ antwortzeit_stunden: null, antwortquote: null });
  });

  it('counts page views from browsers (API and cache hits), not from bots nor the owner', async () => {
    const { owner, id } = await ownedListing('Statistik Aufrufe');
    const visitor = await registerUser(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.http('GET', `/api/providers/${id}`, { headers: BROWSER })).status).toBe(200);
    }
    expect(
      (await t.http('GET', `/api/providers/${id}`, { headers: BROWSER, token: visitor.token })).status,
    ).toBe(200);
    expect((await t.http('GET', `/api/providers/${id}`, { headers: GOOGLEBOT })).status).toBe(200);
    expect(
      (await t.http('GET', `/api/providers/${id}`, { headers: BROWSER, token: owner.token })).status,
    ).toBe(200);
    expect((await t.http('GET', `/api/providers/${id}`, {})).status).toBe(200);
    expect(thisMonth(await statistik(owner, id)).aufrufe).toBe(4);
  });

  it('counts each appearance on a search or category result page, also from the cache', async () => {
    const { owner, id } = await ownedListing('Zauberhafte Ballonkunst Statistik');
    for (let i = 0; i < 2; i += 1) {
      const response = await t.http<PublicProvider[]>('GET', '/api/search?q=ballonkunst', {
        headers: BROWSER,
      });
      expect(response.body.map((row) => row.id)).toContain(id);
      expect(response.headers.get('x-ek-result-ids')).toBeNull();
    }
    await t.http('GET', '/api/search?q=ballonkunst', { headers: GOOGLEBOT });
    expect(thisMonth(await statistik(owner, id)).suchtreffer).toBe(2);
  });

  it('counts inquiries, and quotes and bookings from status changes', async () => {
    const { owner, id } = await ownedListing('Statistik Anfragen');
    const customer = await registerUser(t);
    const first = await addInquiry(t, customer.id, id);
    await addInquiry(t, customer.id, id);
    const put = (status: string) =>
      t.http('PUT', `/api/profile/provider/${id}/inquiries/${first.inquiryId}`, {
        token: owner.token,
        body: { status },
      });
    expect((await put('angebot')).status).toBe(200);
    expect((await put('angebot')).status).toBe(200); // no change, not counted again
    expect((await put('gebucht')).status).toBe(200);
    expect(thisMonth(await statistik(owner, id))).toMatchObject({ anfragen: 2, angebote: 1, buchungen: 1 });
  });

  it('answers 404 to strangers and to nobody', async () => {
    const { id } = await ownedListing('Statistik Fremd');
    const stranger = await registerUser(t);
    const response = await t.http<{ msg: string }>('GET', `/api/profile/provider/${id}/statistik`, {
      token: stranger.token,
    });
    expect(response.status).toBe(404);
    expect(response.body.msg).toMatch(/nicht gefunden/);
    expect((await t.http('GET', `/api/profile/provider/${id}/statistik`)).status).toBe(401);
  });

  describe('response figures', () => {
    async function inquiryAnsweredAfter(
      providerId: number,
      customerId: number,
      hours: number | null,
    ): Promise<void> {
      const { inquiryId } = await addInquiry(t, customerId, providerId);
      const sent = new Date(Date.now() - 100 * HOUR);
      await t.dataSource
        .createQueryBuilder()
        .update(InquiryEntity)
        .set({
          gesendetAm: sent,
          ersteAntwortAm: hours === null ? null : new Date(sent.getTime() + hours * HOUR),
        })
        .where('id = :id', { id: inquiryId })
        .execute();
    }

    it('are null below three inquiries and appear on public rows after an answer', async () => {
      const { owner, id } = await ownedListing('Schnell Antwortend');
      const customer = await registerUser(t);
      await inquiryAnsweredAfter(id, customer.id, 1.5);
      await inquiryAnsweredAfter(id, customer.id, 60);
      const before = await t.http<PublicProvider>('GET', `/api/providers/${id}`);
      expect(before.body).toMatchObject({ antwortzeit_stunden: null, antwortquote: null });

      // The third inquiry is answered now through the thread: the figures follow at once.
      const { inquiryId } = await addInquiry(t, customer.id, id);
      const posted = await t.http('POST', `/api/inquiries/${inquiryId}/messages`, {
        token: owner.token,
        body: { text: 'Gern, der Tag ist frei.' },
      });
      expect(posted.status).toBe(201);
      const after = await t.http<PublicProvider>('GET', `/api/providers/${id}`);
      expect(after.body).toMatchObject({ antwortzeit_stunden: 2, antwortquote: 67 });
      expect(responseTimeText(after.body.antwortzeit_stunden ?? 0)).toBe(
        'Antwortet meist innerhalb von 2 Stunden',
      );
      const search = await t.http<PublicProvider[]>('GET', '/api/search?q=schnell');
      expect(search.body.find((row) => row.id === id)).toMatchObject({ antwortquote: 67 });
      expect(await statistik(owner, id)).toMatchObject({ antwortzeit_stunden: 2, antwortquote: 67 });
    });

    it('rank a provider who answers above an equal one who does not', async () => {
      const fast = await addProvider(t, { firmenname: 'Zitronenfalter Musik B' });
      const slow = await addProvider(t, { firmenname: 'Zitronenfalter Musik A' });
      const customer = await registerUser(t);
      for (let i = 0; i < 3; i += 1) {
        await inquiryAnsweredAfter(fast.id, customer.id, 2);
        await inquiryAnsweredAfter(slow.id, customer.id, null);
      }
      expect(await t.app.get(ResponseFiguresService).refresh()).toBeGreaterThanOrEqual(2);
      const search = await t.http<PublicProvider[]>('GET', '/api/search?q=zitronenfalter');
      expect(search.body.map((row) => row.id)).toEqual([fast.id, slow.id]);
      expect(search.body.map((row) => row.antwortquote)).toEqual([100, 0]);
      expect(search.body[1].antwortzeit_stunden).toBeNull();
    });
  });
});
