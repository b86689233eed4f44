import type {
  Category,
  CreateInquiryResponse,
  Inquiry,
  ProviderReviews,
  ReviewEligibility,
  PublicProvider,
} from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { ReviewNotAllowed } from '../../src/modules/review/review.errors';
import {
  addCategory,
  addInquiry,
  addPhotoRow,
  addProvider,
  freshIp,
  setOwner,
} from '../support/provider-fixtures';
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
  /** Runs the listed provider (its workspace). */
  owner: TestUser;
  category: Category;
  listedId: number;
  pendingId: number;
  /** A's inquiry with the event still ahead. */
  inquiryOfA: number;
  /** A's review of the listed provider. */
  reviewOfA: number;
  /** A photo of the listed provider. */
  photoOfOwner: number;
}

/** The listing's owner-only state: the row, its taken days, its inquiries' status and thread, replies. */
async function workspaceState(t: TestApp, w: World) {
  const q = (sql: string) => t.dataSource.query(sql, [w.listedId]);
  return {
    provider: await q('SELECT beschreibung, plz, preis_ab, handynummer FROM providers WHERE id = ?'),
    taken: await q('SELECT datum FROM provider_availability WHERE provider_id = ? ORDER BY datum'),
    inquiries: await q('SELECT id, status FROM inquiries WHERE anbieter_id = ? ORDER BY id'),
    messages: await q(
      'SELECT m.id FROM inquiry_messages m JOIN inquiries i ON i.id = m.inquiry_id WHERE i.anbieter_id = ?',
    ),
    replies: await q('SELECT id, antwort_text FROM reviews WHERE anbieter_id = ? ORDER BY id'),
    photos: await q('SELECT id, position, alt FROM provider_photos WHERE provider_id = ? ORDER BY id'),
  };
}

const NOT_FOUND = { msg: 'Anbieter nicht gefunden.' };

/**
 * B (a stranger) and A (the customer) try an owner-only route on the listing: both get exactly
 * what a missing listing gives, and nothing changes; the owner gets through.
 */
async function ownerOnly(
  t: TestApp,
  w: World,
  method: 'GET' | 'PUT',
  path: (providerId: number) => string,
  body?: object,
) {
  const before = await workspaceState(t, w);
  const missing = await t.http(method, path(2147483647), { token: w.b.token, body });
  expect([missing.status, missing.body]).toEqual([404, NOT_FOUND]);
  for (const user of [w.b, w.a]) {
    const foreign = await t.http(method, path(w.listedId), { token: user.token, body });
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
  }
  expect(await workspaceState(t, w)).toEqual(before);
  const own = await t.http(method, path(w.listedId), { token: w.owner.token, body });
  expect(own.status).toBe(200);
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
  'PUT /api/profile/provider/:id': (t, w) =>
    ownerOnly(t, w, 'PUT', (id) => `/api/profile/provider/${id}`, { beschreibung: 'Übernommen!' }),

  'GET /api/profile/provider/:id/photos': (t, w) =>
    ownerOnly(t, w, 'GET', (id) => `/api/profile/provider/${id}/photos`),

  'POST /api/profile/provider/:id/photos': async (t, w) => {
    const before = await workspaceState(t, w);
    for (const user of [w.a, w.b]) {
      const form = new FormData();
      form.append('foto', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0x00])]), 'x.jpg');
      const response = await fetch(`${t.baseUrl}/api/profile/provider/${w.listedId}/photos`, {
        method: 'POST',
        headers: { 'x-auth-token': user.token },
        body: form,
      });
      expect([response.status, await response.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(await workspaceState(t, w)).toEqual(before);
  },

  'PUT /api/profile/provider/:id/photos/order': (t, w) =>
    ownerOnly(t, w, 'PUT', (id) => `/api/profile/provider/${id}/photos/order`, { ids: [w.photoOfOwner] }),

  'PUT /api/profile/provider/:id/photos/:photoId': async (t, w) => {
    const before = await workspaceState(t, w);
    for (const user of [w.a, w.b]) {
      const response = await t.http('PUT', `/api/profile/provider/${w.listedId}/photos/${w.photoOfOwner}`, {
        token: user.token,
        body: { alt: 'Übernommen' },
      });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    expect(await workspaceState(t, w)).toEqual(before);
  },

  'DELETE /api/profile/provider/:id/photos/:photoId': async (t, w) => {
    const before = await workspaceState(t, w);
    for (const user of [w.a, w.b]) {
      const response = await t.http(
        'DELETE',
        `/api/profile/provider/${w.listedId}/photos/${w.photoOfOwner}`,
        {
          token: user.token,
        },
      );
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    expect(await workspaceState(t, w)).toEqual(before);
  },

  'GET /api/profile/provider/:id/availability': (t, w) =>
    ownerOnly(t, w, 'GET', (id) => `/api/profile/provider/${id}/availability`),

  'PUT /api/profile/provider/:id/availability': (t, w) =>
    ownerOnly(t, w, 'PUT', (id) => `/api/profile/provider/${id}/availability`, {
      belegt: [addDays(berlinToday(), 9)],
    }),

  'GET /api/profile/provider/:id/rechnungen': (t, w) =>
    ownerOnly(t, w, 'GET', (id) => `/api/profile/provider/${id}/rechnungen`),

  // No login: the signature is the key. Without it, or with another invoice's, nobody gets the PDF.
  'GET /api/invoices/:nummer/pdf': async (t, w) => {
    const issue = async () =>
      (
        await t.http<{ rechnung: { nummer: string; pdf_url: string } }>('POST', '/api/renewal/billing-info', {
          headers: freshIp(),
          body: {
            name: 'A',
            street: 'Weg 1',
            city: '12345 Ort',
            providerName: 'X',
            providerEmail: '',
            providerId: w.listedId,
          },
        })
      ).body.rechnung;
    const [mine, theirs] = [await issue(), await issue()];
    const url = new URL(mine.pdf_url);
    const borrowed = `/api/invoices/${theirs.nummer}/pdf${url.search}`;
    for (const path of [url.pathname, borrowed, `${url.pathname}?sig=${'A'.repeat(43)}`]) {
      const response = await sameForEveryone(t, w, path);
      expect([response.status, response.body]).toEqual([404, { msg: 'Rechnung nicht gefunden.' }]);
    }
    const own = await t.http('GET', url.pathname + url.search);
    expect(own.status).toBe(200);
  },

  'GET /api/profile/provider/:id/inquiries': async (t, w) => {
    await ownerOnly(t, w, 'GET', (id) => `/api/profile/provider/${id}/inquiries`);
    // The customer's address is only for the owner.
    const foreign = await t.http('GET', `/api/profile/provider/${w.listedId}/inquiries`, {
      token: w.b.token,
    });
    expect(foreign.text).not.toContain(w.a.email);
  },

  'PUT /api/profile/provider/:id/inquiries/:inquiryId': async (t, w) => {
    await ownerOnly(t, w, 'PUT', (id) => `/api/profile/provider/${id}/inquiries/${w.inquiryOfA}`, {
      status: 'abgesagt',
    });
    // The owner's own listing with an inquiry of another listing: not found either.
    const other = await addProvider(t, {});
    const { inquiryId } = await addInquiry(t, w.a.id, other.id);
    const mixed = await t.http('PUT', `/api/profile/provider/${w.listedId}/inquiries/${inquiryId}`, {
      token: w.owner.token,
      body: { status: 'gebucht' },
    });
    expect([mixed.status, mixed.body]).toEqual([404, { msg: 'Anfrage nicht gefunden.' }]);
    const [row] = await t.dataSource.query('SELECT status FROM inquiries WHERE id = ?', [inquiryId]);
    expect(row.status).toBe('neu');
  },

  'GET /api/inquiries/:id/messages': async (t, w) => {
    const foreign = await t.http('GET', `/api/inquiries/${w.inquiryOfA}/messages`, { token: w.b.token });
    const missing = await t.http('GET', '/api/inquiries/2147483647/messages', { token: w.b.token });
    expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Anfrage nicht gefunden.' }]);
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    for (const user of [w.a, w.owner]) {
      const own = await t.http('GET', `/api/inquiries/${w.inquiryOfA}/messages`, { token: user.token });
      expect(own.status).toBe(200);
    }
  },

  'POST /api/inquiries/:id/messages': async (t, w) => {
    const before = await workspaceState(t, w);
    const body = { text: 'Ich mische mich ein.' };
    const foreign = await t.http('POST', `/api/inquiries/${w.inquiryOfA}/messages`, {
      token: w.b.token,
      body,
    });
    const missing = await t.http('POST', '/api/inquiries/2147483647/messages', { token: w.b.token, body });
    expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Anfrage nicht gefunden.' }]);
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    expect(await workspaceState(t, w)).toEqual(before);
  },

  'POST /api/reviews/:id/antwort': async (t, w) => {
    const before = await workspaceState(t, w);
    const body = { text: 'Danke!' };
    // A wrote the review but does not run the listing; B has nothing to do with either.
    for (const user of [w.a, w.b]) {
      const foreign = await t.http('POST', `/api/reviews/${w.reviewOfA}/antwort`, {
        token: user.token,
        body,
      });
      expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Bewertung nicht gefunden.' }]);
    }
    const missing = await t.http('POST', '/api/reviews/2147483647/antwort', { token: w.b.token, body });
    expect([missing.status, missing.body]).toEqual([404, { msg: 'Bewertung nicht gefunden.' }]);
    expect(await workspaceState(t, w)).toEqual(before);
  },

  'GET /api/providers/:id/availability': async (t, w) => {
    const listed = await sameForEveryone(t, w, `/api/providers/${w.listedId}/availability`);
    expect(listed.status).toBe(200);
    const pending = await sameForEveryone(t, w, `/api/providers/${w.pendingId}/availability`);
    expect([pending.status, pending.body]).toEqual([404, NOT_FOUND]);
  },

  'DELETE /api/profile/inquiries/:id': async (t, w) => {
    const before = await ownInquiries(t, w.a);
    const foreign = await t.http('DELETE', `/api/profile/inquiries/${w.inquiryOfA}`, { token: w.b.token });
    const missing = await t.http('DELETE', '/api/profile/inquiries/2147483647', { token: w.b.token });
    expect([foreign.status, foreign.body]).toEqual([404, { msg: 'Anfrage nicht gefunden.' }]);
    // Someone else's id answers exactly like a missing one: ids cannot be probed.
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    expect(await ownInquiries(t, w.a)).toEqual(before);
  },

  'GET /api/reviews/:providerId/eligibility': async (t, w) => {
    // Each account hears only about itself: the answer carries no one else's dates or names.
    const forB = await t.http<ReviewEligibility>('GET', `/api/reviews/${w.listedId}/eligibility`, {
      token: w.b.token,
    });
    expect(forB.status).toBe(200);
    expect(Object.keys(forB.body).sort()).toEqual(['darf_bewerten', 'grund']);
    expect(JSON.stringify(forB.body)).not.toContain(w.a.email);
  },
  'GET /api/reviews/:providerId': async (t, w) => {
    const forA = await t.http<ProviderReviews>('GET', `/api/reviews/${w.listedId}`, { token: w.a.token });
    const forB = await t.http<ProviderReviews>('GET', `/api/reviews/${w.listedId}`, { token: w.b.token });
    expect(forB.status).toBe(200);
    expect(forB.body).toEqual(forA.body);
    expect(forB.body.reviews).toHaveLength(1);
    // Of the author only the first name: no user id, no e-mail.
    expect(Object.keys(forB.body.reviews[0]).sort()).toEqual(
      [
        'anbieter_id',
        'antwort_am',
        'antwort_text',
        'erstellt_am',
        'id',
        'kommentar',
        'sterne',
        'vorname',
      ].sort(),
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

  // The storefront's pages for crawlers (seo module): an answer by URL alone, the same for everyone.
  'GET /provider/:id': async (t, w) => {
    for (const id of [w.listedId, w.pendingId]) await sameForEveryone(t, w, `/provider/${id}`);
  },

  'GET /category/:id': async (t, w) => {
    await sameForEveryone(t, w, `/category/${w.category.id}`);
  },

  'GET /sitemap-:page.xml': async (t, w) => {
    await sameForEveryone(t, w, '/sitemap-1.xml');
  },

  'GET /api/renewal/provider/:id': async (t, w) => {
    const listed = await sameForEveryone(t, w, `/api/renewal/provider/${w.listedId}`);
    expect(Object.keys(listed.body as object).sort()).toEqual(['firmenname', 'id']);
    // A pending application's name stays private.
    const pending = await sameForEveryone(t, w, `/api/renewal/provider/${w.pendingId}`);
    expect([pending.status, pending.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
  },

  'POST /api/reports': async (t, w) => {
    // Anyone may report A's review; the report is B's, tells B nothing and changes nothing by itself.
    const before = await privilegeState(t);
    const reviews = await t.dataSource.query('SELECT id, kommentar FROM reviews ORDER BY id');
    const response = await t.http('POST', '/api/reports', {
      token: w.b.token,
      headers: freshIp(),
      body: { art: 'bewertung', ziel_id: w.reviewOfA, grund: 'Meldung einer fremden Bewertung.' },
    });
    expect(response.status).toBe(201);
    expect(response.text).not.toContain(w.a.email);
    const [row] = await t.dataSource.query('SELECT user_id FROM reports ORDER BY id DESC LIMIT 1');
    expect(Number(row.user_id)).toBe(w.b.id);
    expect(await t.dataSource.query('SELECT id, kommentar FROM reviews ORDER BY id')).toEqual(reviews);
    // One report and the operator's notice of it, nothing else.
    const counts = before.counts as Record<string, number>;
    expect(await privilegeState(t)).toEqual({
      ...before,
      counts: { ...counts, reports: counts.reports + 1, mail_outbox: counts.mail_outbox + 1 },
    });
    const pending = await t.http('POST', '/api/reports', {
      token: w.b.token,
      headers: freshIp(),
      body: {
        art: 'anbieter',
        ziel_id: w.pendingId,
        grund: 'Meldung eines nicht freigeschalteten Eintrags.',
      },
    });
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
    const owner = await registerUser(t, { vorname: 'Olga' });
    const category = await addCategory(t, 'IDOR-Probe');
    const listed = await addProvider(t, { kategorie_ids: [category.id] });
    const pending = await addProvider(t, {
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: null,
      kategorie_ids: [category.id],
    });
    const { inquiryId } = await addInquiry(t, a.id, listed.id);
    await addInquiry(t, a.id, listed.id, { eventDate: addDays(berlinToday(), -3) });
    const { reviewId } = await addInquiry(t, a.id, listed.id, { reviewStars: 5 });
    await setOwner(t, listed.id, owner.id);
    world = {
      a,
      b,
      owner,
      category,
      listedId: listed.id,
      pendingId: pending.id,
      inquiryOfA: inquiryId,
      reviewOfA: reviewId ?? 0,
      photoOfOwner: await addPhotoRow(t, listed.id),
    };
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
