/**
 * The public response cache: what it answers with, and that no write leaves a stale page
 * behind — on one instance, and across two instances that share a database through Redis.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type {
  Category,
  CreateInquiryResponse,
  PublicProvider,
  SearchResult,
} from '@event-kompass/shared-types';
import { PublicResponseCache } from '../src/common/http/public-response-cache';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { addCategory, addProvider, setEventDate } from './support/provider-fixtures';
import { requireRedis, TEST_REDIS_URL as REDIS_URL } from './support/redis';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

async function raw(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(t.baseUrl + path, { headers });
}

describe(`public response cache (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let cache: PublicResponseCache;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
    user = await registerUser(t);
    cache = t.app.get(PublicResponseCache);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers public reads with an ETag and revalidation, and 304 when the tag matches', async () => {
    const first = await raw(t, '/api/categories');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');

    const hit = await raw(t, '/api/categories');
    expect(hit.headers.get('etag')).toBe(etag);
    expect(await hit.text()).toBe(await first.clone().text());
    // A hit still carries the security headers and the JSON type.
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');

    for (const header of [etag!, `"other", ${etag!}`, etag!.replace(/^W\//, '')]) {
      const notModified = await raw(t, '/api/categories', { 'if-none-match': header });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe('');
    }
    expect((await raw(t, '/api/categories', { 'if-none-match': 'W/"nope"' })).status).toBe(200);
  });

  it('keeps an answer to a URL with a query only from its second request on', async () => {
    const path = `/api/search?q=tür&nonce=${Date.now()}`;
    const before = cache.size;
    const first = await raw(t, path);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    expect(cache.size).toBe(before);
    const second = await raw(t, path);
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(cache.size).toBe(before + 1);
    const third = await raw(t, path, { 'if-none-match': etag! });
    expect(third.status).toBe(304);
  });

  it('sends hits compressed as the client accepts, decoding to the same JSON', async () => {
    await addProvider(t, { kategorien: ['Kompression'], beschreibung: 'Lang. '.repeat(400) });
    const category = (await t.http<Category[]>('GET', '/api/categories')).body.find(
      (c) => c.name === 'Kompression',
    )!;
    const path = `/api/providers/category/${category.id}`;
    const plain = await (await raw(t, path)).text();
    expect(plain.length).toBeGreaterThan(1024);
    const { request } = await import('node:http');
    const fetchRaw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${t.baseUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await fetchRaw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    // A miss that is kept goes out in the form the cache keeps: the very bytes its hits send.
    t.catalogChanged();
    const fresh = await fetchRaw('gzip, deflate, br');
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers.etag).toMatch(/^W\//);
    const hit = await fetchRaw('gzip, deflate, br');
    expect(hit.headers.etag).toBe(fresh.headers.etag);
    expect(hit.body.equals(fresh.body)).toBe(true);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain);
    const gzip = await fetchRaw('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain);
    const identity = await fetchRaw('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(plain);
  });

  it('shows an admin change on the very next read', async () => {
    const before = await t.http<Category[]>('GET', '/api/categories');
    const created = await t.http<Category>('POST', '/api/admin/categories', {
      token: admin.token,
      body: { name: 'Frisch angelegt' },
    });
    expect(created.status).toBe(201);
    const after = await t.http<Category[]>('GET', '/api/categories');
    expect(after.body.map((c) => c.name)).toContain('Frisch angelegt');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keeps a pending provider out and shows it once the admin activates it', async () => {
    const pending = await addProvider(t, { ist_freigeschaltet: false, eintrag_gueltig_bis: null });
    expect((await t.http('GET', `/api/providers/${pending.id}`)).status).toBe(404);
    expect((await t.http('GET', `/api/providers/${pending.id}`)).status).toBe(404);
    const activated = await t.http('PUT', `/api/admin/providers/${pending.id}`, {
      token: admin.token,
      body: {
        firmenname: pending.firmenname,
        beschreibung: 'Jetzt freigeschaltet.',
        email: pending.email,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: addDays(berlinToday(), 30),
        kategorie_ids: [],
      },
    });
    expect(activated.status).toBe(200);
    expect((await t.http('GET', `/api/providers/${pending.id}`)).status).toBe(200);
  });

  it('updates a rating as soon as a review is written, but keeps the cache for inquiries and logins', async () => {
    const provider = await addProvider(t, { firmenname: 'Bewertet im Cache' });
    const path = `/api/providers/${provider.id}`;
    expect((await t.http<PublicProvider>('GET', path)).body.review_count).toBe(0);

    const inquiry = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
      token: user.token,
      body: { anbieter_id: provider.id, event_datum: addDays(berlinToday(), 5), nachricht: 'Hallo!' },
    });
    expect(inquiry.status).toBe(201);
    await t.http('POST', '/api/auth/login', { body: { email: user.email, passwort: user.password } });
    const version = cache.version;
    expect((await t.http<PublicProvider>('GET', path)).body.review_count).toBe(0);
    expect(cache.version).toBe(version);

    await setEventDate(t, inquiry.body.id, addDays(berlinToday(), -2));
    const reviewed = await t.http('POST', '/api/reviews', {
      token: user.token,
      body: { anbieter_id: provider.id, sterne: 4, kommentar: 'Gern wieder' },
    });
    expect(reviewed.status).toBe(201);
    expect(cache.version).toBeGreaterThan(version);
    expect((await t.http<PublicProvider>('GET', path)).body).toMatchObject({
      review_count: 1,
      average_rating: 4,
    });
  });

  it('does not empty the cache for refused writes, which anyone can send', async () => {
    await t.http('GET', '/api/categories');
    const version = cache.version;
    expect((await t.http('POST', '/api/admin/categories', { body: { name: 'X' } })).status).toBe(401);
    expect(
      (await t.http('POST', '/api/admin/categories', { token: admin.token, body: { name: '' } })).status,
    ).toBe(400);
    expect(cache.version).toBe(version);
  });

  it('never caches routes that need a login, nor error answers', async () => {
    const response = await raw(t, '/api/profile/me', { 'x-auth-token': user.token });
    expect(response.headers.get('etag')).toBeNull();
    expect((await raw(t, '/api/providers/999999')).headers.get('etag')).toBeNull();
  });
});

describe(`public response cache across two instances with Redis (${ENGINE})`, () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  // A storefront build's shell, so both instances answer the public pages too.
  const storefront = mkdtempSync(join(tmpdir(), 'ek-fresh-'));
  beforeAll(async () => {
    writeFileSync(
      join(storefront, 'index.html'),
      '<!doctype html><title>Event-Kompass</title><div id="root"></div>',
    );
    await requireRedis(REDIS_URL);
    a = await startTestApp({ REDIS_URL, STOREFRONT_DIST: storefront });
    const shared: Record<string, string> =
      a.config.database.type === 'mysql'
        ? { DATABASE_URL: a.config.database.url }
        : { DATABASE_PATH: a.config.database.path };
    b = await startTestApp({ REDIS_URL, STOREFRONT_DIST: storefront, ...shared });
    admin = await createAdmin(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    rmSync(storefront, { recursive: true, force: true });
  });

  /**
   * What instance `t` shows the public of a listing: its JSON, its page's status and title, and
   * whether its category's list and the search name it. Each is read twice, so a kept answer
   * (the cache's, or the catalog's) is what is compared.
   */
  async function publicView(t: TestApp, providerId: number, categoryId: number, word: string) {
    const read = async () => {
      const json = await t.http<PublicProvider>('GET', `/api/providers/${providerId}`);
      const page = await t.http('GET', `/provider/${providerId}`);
      const list = await t.http<PublicProvider[]>('GET', `/api/providers/category/${categoryId}`);
      const search = await t.http<SearchResult[]>('GET', `/api/search?q=${encodeURIComponent(word)}`);
      return {
        json: json.status === 200 ? json.body.firmenname : json.status,
        page: page.status === 200 ? /<title>([^<]*)<\/title>/.exec(page.text)?.[1] : page.status,
        listed: list.body.some((provider) => provider.id === providerId),
        found: search.body.some((hit) => hit.id === providerId),
      };
    };
    await read();
    return read();
  }

  /** Only `Date` moves (both instances run in this process); timers and I/O keep real time. */
  function moveClockTo(now: Date): void {
    jest.useFakeTimers({
      now,
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  }

  /** Polls `t` until `expected` or the promised time has passed; answers what it saw last and when. */
  async function seenWithin(
    promisedMs: number,
    look: () => Promise<unknown>,
    expected: unknown,
  ): Promise<{ seen: unknown; ms: number }> {
    const started = Date.now();
    let seen = await look();
    while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() - started < promisedMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await look();
    }
    return { seen, ms: Date.now() - started };
  }

  it('a change made through one instance is seen through the other at once', async () => {
    const names = async (t: TestApp) =>
      (await t.http<Category[]>('GET', '/api/categories')).body.map((c) => c.name);
    expect(await names(b)).not.toContain('Über Redis');
    const created = await a.http('POST', '/api/admin/categories', {
      token: admin.token,
      body: { name: 'Über Redis' },
    });
    expect(created.status).toBe(201);
    // The notice travels through Redis; allow it a moment, not a cache lifetime.
    const until = Date.now() + 2000;
    let seen = await names(b);
    while (!seen.includes('Über Redis') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await names(b);
    }
    expect(seen).toContain('Über Redis');
  });

  it('an admin change through one instance reaches the other instance’s search within a second', async () => {
    const provider = await addProvider(a, {
      firmenname: 'Zweitinstanz Klangwerk',
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: null,
    });
    const found = async () =>
      (await b.http<SearchResult[]>('GET', '/api/search?q=klangwerk')).body.map((hit) => hit.firmenname);
    expect(await found()).toEqual([]);
    const activated = await a.http('PUT', `/api/admin/providers/${provider.id}`, {
      token: admin.token,
      body: {
        firmenname: 'Zweitinstanz Klangwerk',
        beschreibung: 'Ein Anbieter für Tests.',
        email: 'klangwerk@beispiel.de',
        ist_freigeschaltet: true,
        kategorie_ids: [],
        neue_kategorie_vorschlag: 'Klang',
      },
    });
    expect(activated.status).toBe(200);
    const started = Date.now();
    let seen = await found();
    while (seen.length === 0 && Date.now() - started < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await found();
    }
    expect(seen).toEqual(['Zweitinstanz Klangwerk']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an admin edit, a deletion and the end of a listing reach the other instance’s pages and JSON within a second', async () => {
    const category = await addCategory(a, `Frische-${Date.now() % 100000}`);
    const listing = (name: string, until = addDays(berlinToday(), 200)) =>
      addProvider(a, { firmenname: name, kategorie_ids: [category.id], eintrag_gueltig_bis: until });
    const edited = await listing('Frischwerk Vorher');
    const deleted = await listing('Frischlöschung Tonstudio');
    const ending = await listing('Frischende Lichttechnik', berlinToday());
    const title = (name: string) => `${name} – ${category.name} | Event-Kompass`;
    // Instance b has read (and kept) all three as public.
    expect(await publicView(b, edited.id, category.id, 'Frischwerk')).toEqual({
      json: 'Frischwerk Vorher',
      page: title('Frischwerk Vorher'),
      listed: true,
      found: true,
    });
    expect((await publicView(b, deleted.id, category.id, 'Frischlöschung')).json).toBe(deleted.firmenname);
    expect((await publicView(b, ending.id, category.id, 'Frischende')).json).toBe(ending.firmenname);

    const edit = await a.http('PUT', `/api/admin/providers/${edited.id}`, {
      token: admin.token,
      body: {
        firmenname: 'Frischwerk Nachher',
        beschreibung: 'Neu beschrieben.',
        email: edited.email,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: edited.eintragGueltigBis,
        kategorie_ids: [category.id],
      },
    });
    expect(edit.status).toBe(200);
    const afterEdit = {
      json: 'Frischwerk Nachher',
      page: title('Frischwerk Nachher'),
      listed: true,
      found: true,
    };
    const editSeen = await seenWithin(
      1000,
      () => publicView(b, edited.id, category.id, 'Frischwerk'),
      afterEdit,
    );
    expect(editSeen.seen).toEqual(afterEdit);

    expect(
      (await a.http('DELETE', `/api/admin/providers/${deleted.id}`, { token: admin.token })).status,
    ).toBe(200);
    const gone = { json: 404, page: 404, listed: false, found: false };
    const deletionSeen = await seenWithin(
      1000,
      () => publicView(b, deleted.id, category.id, 'Frischlöschung'),
      gone,
    );
    expect(deletionSeen.seen).toEqual(gone);

    // The next Berlin day comes (the clock of both instances, as on one machine): the listing's
    // last day is past, and the daily job on instance a takes it offline.
    const ended = { json: 404, page: 410, listed: false, found: false };
    moveClockTo(new Date(Date.now() + 86_400_000));
    try {
      const dayChangeSeen = await seenWithin(
        1500,
        () => publicView(b, ending.id, category.id, 'Frischende'),
        ended,
      );
      expect(dayChangeSeen.seen).toEqual(ended);
      const results = await a.app.get(ScheduledJobsService).runAll({ force: true });
      expect(results.find((result) => result.job === 'deactivate-expired')?.effects).toBeGreaterThanOrEqual(
        1,
      );
      // Was public, ended: the page answers 410 for search engines, the API 404 — on both.
      expect(await publicView(b, ending.id, category.id, 'Frischende')).toEqual(ended);
      expect(await publicView(a, ending.id, category.id, 'Frischende')).toEqual(ended);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells every instance when the daily job takes a listing offline, even on a day their clocks have not reached', async () => {
    // A run for a later day than the instances' own (`runAll({ now })`): its deactivation is a
    // write outside any HTTP request, so the job itself must empty the caches.
    const category = await addCategory(a, `Vorlauf-${Date.now() % 100000}`);
    const ending = await addProvider(a, {
      firmenname: 'Vorlauf Bühnenbau',
      kategorie_ids: [category.id],
      eintrag_gueltig_bis: berlinToday(),
    });
    expect((await publicView(b, ending.id, category.id, 'Vorlauf')).listed).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const results = await a.app.get(ScheduledJobsService).runAll({ now: tomorrow, force: true });
    expect(results.find((result) => result.job === 'deactivate-expired')?.effects).toBeGreaterThanOrEqual(1);
    const offline = { json: 404, page: 410, listed: false, found: false };
    const seen = await seenWithin(1000, () => publicView(b, ending.id, category.id, 'Vorlauf'), offline);
    expect(seen.seen).toEqual(offline);
  });
});
