import type {
  Category,
  CreateInquiryResponse,
  Inquiry,
  ProviderReviews,
  PublicProvider,
} from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { ReviewNotAllowed } from '../../src/modules/review/review.errors';
import { addCategory, addInquiry, addProvider, freshIp } from '../support/provider-fixtures';
import { privilegeState } from '../support/db-state';
import { registerUser, type TestUser } from '../support/fixtures';
import { bodyFields, collectRoutes, pathParams, type RouteInfo } from '../support/routes';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * IDOR, generated from the route table: every route a plain user can reach that names a record
 * by id (a path parameter, or an `…_id`/`…Id` field of its body) is tried by user B on user
 * A's data. B gets what the rules promise (404 for someone else's inquiry, 403 for a review
 * without an own inquiry, the public view of a provider), and A's data is unchanged. A new such
 * route without a case below fails the first test, so it cannot go unchecked.
 */

interface World {
  a: TestUser;
  b: TestUser;
  category: Category;
  listedId: number;
  pendingId: number;
  /** A's inquiry with the event still ahead. */
  inquiryOfA: number;
}

type Case = (t: TestApp, w: World) => Promise<void>;

const ID_FIELD = /(^id|_id|Id)s?$/;

function takesId(route: RouteInfo): boolean {
  return pathParams(route).length > 0 || bodyFields(route).some((field) => ID_FIELD.test(field));
}

const key = (route: RouteInfo) => `${route.method} ${route.path}`;

/** Status and body only: every answer carries its own X-Request-Id. */
async function ownInquiries(t: TestApp, user: TestUser) {
  const { status, body } = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
  return { status, body };
}

/** The same request as nobody, as A and as B: a shared record looks the same to all three. */
async function sameForEveryone(t: TestApp, w: World, path: string) {
  const [anonymous, forA, forB] = await Promise.all([
    t.http('GET', path),
    t.http('GET', path, { token: w.a.token }),
    t.http('GET', path, { token: w.b.token }),
  ]);
  expect({ path, status: forB.status, body: forB.body }).toEqual({
    path,
    status: anonymous.status,
    body: anonymous.body,
  });
  expect(forB.body).toEqual(forA.body);
  return forB;
}

const CASES: Record<string, Case> = {
  'DELETE /api/profile/inquiries/:id': async (t, w) => {
    const before = await ownInquiries(t, w.a);
    const foreign = await t.http('DELETE', `/api/profile/inquiries/${w.inquiryOfA}`, { token: w.b.token });
    const missing = await t.http('DELETE', '/api/profile/inquiries/2147483647', { token: w.b.token });
    expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Anfrage nicht gefunden.' }]);
    // Someone else's id answers exactly like a missing one: ids cannot be probed.
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    expect(await ownInquiries(t, w.a)).toEqual(before);
  },

  'GET /api/reviews/:providerId': async (t, w) => {
    const forA = await t.http<ProviderReviews>('GET', `/api/reviews/${w.listedId}`, { token: w.a.token });
    const forB = await t.http<ProviderReviews>('GET', `/api/reviews/${w.listedId}`, { token: w.b.token });
    expect(forB.status).toBe(200);
    expect(forB.body).toEqual(forA.body);
    expect(forB.body.reviews).toHaveLength(1);
    // Of the author only the first name: no user id, no e-mail.
    expect(Object.keys(forB.body.reviews[0]).sort()).toEqual(
      ['anbieter_id', 'erstellt_am', 'id', 'kommentar', 'sterne', 'vorname'].sort(),
    );
    expect(forB.text).not.toContain(w.a.email);
    const pending = await t.http('GET', `/api/reviews/${w.pendingId}`, { token: w.b.token });
    expect([pending.status, pending.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
  },

  'POST /api/reviews': async (t, w) => {
    // A has an unreviewed inquiry to the provider whose event is over; B has none.
    const before = await privilegeState(t);
    const response = await t.http('POST', '/api/reviews', {
      token: w.b.token,
      body: { anbieter_id: w.listedId, sterne: 1, kommentar: 'Mit fremder Anfrage' },
    });
    expect([response.status, response.body]).toEqual([403, { msg: new ReviewNotAllowed().message }]);
    expect(await privilegeState(t)).toEqual(before);
  },

  'POST /api/inquiries': async (t, w) => {
    const beforeA = await ownInquiries(t, w.a);
    const response = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
      token: w.b.token,
      body: { anbieter_id: w.listedId, event_datum: addDays(berlinToday(), 20), nachricht: 'Hallo!' },
    });
    expect(response.status).toBe(201);
    const [row] = await t.dataSource.query('SELECT user_id FROM inquiries WHERE id = ?', [response.body.id]);
    expect(Number(row.user_id)).toBe(w.b.id);
    expect((await ownInquiries(t, w.b)).body.map((inquiry) => inquiry.id)).toContain(response.body.id);
    expect(await ownInquiries(t, w.a)).toEqual(beforeA);
    const pending = await t.http('POST', '/api/inquiries', {
      token: w.b.token,
      body: { anbieter_id: w.pendingId, event_datum: addDays(berlinToday(), 20), nachricht: 'Hallo!' },
    });
    expect([pending.status, pending.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
  },

  'GET /api/providers/:id': async (t, w) => {
    const listed = await sameForEveryone(t, w, `/api/providers/${w.listedId}`);
    expect(listed.status).toBe(200);
    expect(listed.body).not.toHaveProperty('email');
    expect(listed.body).not.toHaveProperty('handynummer');
    const pending = await sameForEveryone(t, w, `/api/providers/${w.pendingId}`);
    expect([pending.status, pending.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
  },

  'GET /api/providers/category/:id': async (t, w) => {
    const response = await sameForEveryone(t, w, `/api/providers/category/${w.category.id}`);
    expect((response.body as PublicProvider[]).map((provider) => provider.id)).toEqual([w.listedId]);
  },

  'GET /api/renewal/provider/:id': async (t, w) => {
    const listed = await sameForEveryone(t, w, `/api/renewal/provider/${w.listedId}`);
    expect(Object.keys(listed.body as object).sort()).toEqual(['firmenname', 'id']);
    // A pending application's name stays private.
    const pending = await sameForEveryone(t, w, `/api/renewal/provider/${w.pendingId}`);
    expect([pending.status, pending.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
  },

  'POST /api/renewal/billing-info': async (t, w) => {
    // Anyone may hand in billing data for a listing; it never renews or reveals the listing by itself.
    const before = await privilegeState(t);
    const response = await t.http('POST', '/api/renewal/billing-info', {
      token: w.b.token,
      headers: freshIp(),
      body: {
        name: 'B',
        street: 'Weg 1',
        city: '12345 Ort',
        providerName: 'Irgendwer',
        providerEmail: '',
        providerId: w.listedId,
      },
    });
    expect(response.status).toBe(201);
    const [provider] = await t.dataSource.query('SELECT email FROM providers WHERE id = ?', [w.listedId]);
    expect(response.text).not.toContain(provider.email);
    const after = await privilegeState(t);
    expect([after.providers, after.users, after.inquiries]).toEqual([
      before.providers,
      before.users,
      before.inquiries,
    ]);
  },

  'POST /api/providers/register': async (t, w) => {
    // Category ids are public; the application only adds a pending listing of its own.
    const before = await privilegeState(t);
    const response = await t.http('POST', '/api/providers/register', {
      token: w.b.token,
      headers: freshIp(),
      body: {
        firmenname: 'Trittbrett GmbH',
        email: 'trittbrett@beispiel.de',
        beschreibung: 'Bewirbt sich in einer fremden Kategorie.',
        kategorie_ids: [w.category.id],
      },
    });
    expect(response.status).toBe(201);
    const after = await privilegeState(t);
    const providers = after.providers as Record<string, string>[];
    expect(providers.slice(0, -1)).toEqual(before.providers);
    expect(providers.at(-1)).toMatchObject({ ist_freigeschaltet: expect.stringMatching(/^(0|false)$/) });
    const category = await t.http<PublicProvider[]>('GET', `/api/providers/category/${w.category.id}`);
    expect(category.body.map((provider) => provider.id)).toEqual([w.listedId]);
  },
};

describe(`security: IDOR on every id-taking route a plain user can reach (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let world: World;

  beforeAll(async () => {
    t = await startTestApp();
    routes = collectRoutes(t).filter((route) => route.access !== 'admin' && takesId(route));
    const a = await registerUser(t, { vorname: 'Anna' });
    const b = await registerUser(t, { vorname: 'Bernd' });
    const category = await addCategory(t, 'IDOR-Probe');
    const listed = await addProvider(t, { kategorie_ids: [category.id] });
    const pending = await addProvider(t, {
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: null,
      kategorie_ids: [category.id],
    });
    const { inquiryId } = await addInquiry(t, a.id, listed.id);
    await addInquiry(t, a.id, listed.id, { eventDate: addDays(berlinToday(), -3) });
    await addInquiry(t, a.id, listed.id, { reviewStars: 5 });
    world = { a, b, category, listedId: listed.id, pendingId: pending.id, inquiryOfA: inquiryId };
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a case for every such route, and no case for a route that is gone', () => {
    expect(routes.map(key).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.entries(CASES))('%s: B cannot reach A’s data', async (_route, run) => {
    await run(t, world);
  });
});
