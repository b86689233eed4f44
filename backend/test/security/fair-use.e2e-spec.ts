import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { WORK_COSTS, WorkBudget } from '../../src/common/rate-limit/work-budget';
import { DEFAULT_WORK_BUDGET } from '../../src/config/app-config';
import { searchCost } from '../../src/modules/directory';
import { expectRetryAfter } from '../support/rate-limits';
import { registerUser } from '../support/fixtures';
import { addCategory, addProvider, setOwner } from '../support/provider-fixtures';
import { ENGINE, type HttpResult, startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 23, item 4: one client cannot slow everyone. 16 loops of a search for one 200-letter word
 * from one address pushed a cached page from 1.2 ms to 1.6 s; cache-busting parameters and
 * endless cut-off 40-megapixel uploads did the same at a smaller scale. Expensive work is charged
 * to a per-client budget (429 with Retry-After once spent), a person using the site never meets
 * it, and the server's own reads while rendering a page are part of that page's price.
 */

const BUDGET_MESSAGE =
  'Sie haben in kurzer Zeit sehr viele Suchen oder Seiten abgerufen. Bitte warten Sie einen Moment.';

/** A stand-in storefront server build whose search page asks the API, like the real loader. */
const ENTRY = `
let send;
exports.setTransport = (transport) => { send = transport; };
exports.render = async (url) => {
  const q = new URL(url).searchParams.get('q');
  if (q !== null) await send('/api/search?q=' + encodeURIComponent(q) + '&limit=24&offset=0', {});
  return { html: '<main>Seite</main>', data: { loaderData: {} } };
};`;

let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `10.23.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

/** A site allowed to read the API from the browser: it must be able to read a 429, too. */
const PARTNER = 'https://partner.beispiel.de';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A new 200-letter word each time, so no answer comes from the cache. */
const longWord = () => Array.from({ length: 200 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** A JPEG whose frame header says 8000 × 5000 pixels, cut off in its image data. */
async function cutOffBigJpeg(): Promise<Buffer> {
  const jpeg = await jpegClaiming(8000, 5000);
  return jpeg.subarray(0, jpeg.length - 40);
}

/** A complete small JPEG whose frame header claims `width` × `height` pixels. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 64 * 3, 7);
  const jpeg = Buffer.from(
    await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at + 1] === 0xc0) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      break;
    }
  }
  return jpeg;
}

describe(`security: one client cannot slow everyone (${ENGINE})`, () => {
  let t: TestApp;
  let providerId: number;
  let categoryId: number;

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const get = (ip: string, path: string) => t.http('GET', path, { headers: from(ip) });

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'ek-fair-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(root, 'dist-server', 'entry-server.cjs'), ENTRY);
    // The default budget: what a person does must fit into it.
    t = await startTestApp({ STOREFRONT_DIST: join(root, 'dist'), CORS_ORIGINS: PARTNER });
    categoryId = (await addCategory(t, `Hochzeitsfotografie-${Date.now() % 100000}`)).id;
    for (let i = 0; i < 30; i++) {
      const provider = await addProvider(t, {
        firmenname: `Hochzeitsfotograf Nr. ${i}`,
        beschreibung: 'Fotograf für Hochzeiten in Mannheim und Umgebung.',
        kategorie_ids: [categoryId],
        plz: '68159',
      });
      providerId = provider.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers one client’s expensive searches 429 with Retry-After once its budget is spent, while others are served', async () => {
    const attacker = newAddress();
    const statuses: number[] = [];
    let blocked: HttpResult | undefined;
    const cost = searchCost(longWord());
    expect(cost).toBe(22);
    for (let i = 0; i <= DEFAULT_WORK_BUDGET / cost; i++) {
      const answer = await get(attacker, `/api/search?q=${longWord()}`);
      statuses.push(answer.status);
      if (answer.status === 429) {
        blocked = answer;
        break;
      }
    }
    const answered = Math.floor(DEFAULT_WORK_BUDGET / cost);
    expect(statuses).toEqual([...new Array(answered).fill(200), 429]);
    expect(blocked!.body).toEqual({ msg: BUDGET_MESSAGE });
    expectRetryAfter(blocked!, { windowMs: 60_000 });
    // Spent is spent: a cheap search and a list read are refused too, a cached answer is not. The
    // refusals come before Nest (nothing is charged or parsed), as cheap as a cached answer.
    const charge = jest.spyOn(t.app.get(WorkBudget), 'charge');
    const early = await t.http('GET', '/api/search?q=dj', {
      headers: { ...from(attacker), origin: PARTNER },
    });
    expect([early.status, early.body]).toEqual([429, { msg: BUDGET_MESSAGE }]);
    expectRetryAfter(early, { windowMs: 60_000 });
    expect(early.headers.get('x-content-type-options')).toBe('nosniff');
    expect(early.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(early.headers.get('access-control-expose-headers')).toContain('retry-after');
    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
    expect((await get(attacker, `/api/providers/category/${categoryId}?limit=24`)).status).toBe(429);
    expect((await get(attacker, `/api/providers/${providerId}`)).status).toBe(200);
    // Everyone else is served as before.
    const other = await get(newAddress(), '/api/search?q=hochzeitsfotograf');
    expect(other.status).toBe(200);
    expect((other.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('charges a refused search too: finding out it is bad was asked for', async () => {
    const client = newAddress();
    const budget = t.app.get(WorkBudget);
    const charge = jest.spyOn(budget, 'charge');
    try {
      expect((await get(client, '/api/search?q=dj&plz=abc')).status).toBe(400);
      expect(charge).toHaveBeenCalledWith(client, searchCost('dj'));
    } finally {
      charge.mockRestore();
    }
  });

  it('charges a search the answer cache does not know, never one it answers', async () => {
    const client = newAddress();
    const charge = jest.spyOn(t.app.get(WorkBudget), 'charge');
    const query = 'fotograf hochzeiten umgebung';
    const path = `/api/search?q=${encodeURIComponent(query)}`;
    try {
      // The cache keeps an answer from its second request on; the ones after are hits.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await get(client, path)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(charge.mock.calls).toEqual([
        [client, searchCost(query)],
        [client, searchCost(query)],
      ]);
    } finally {
      charge.mockRestore();
    }
  });

  it('never stops a person searching, paging and browsing at full speed, nor an owner uploading photos', async () => {
    const person = newAddress();
    const statuses = new Set<number>();
    const ask = async (path: string) => statuses.add((await get(person, path)).status);
    // Typing with suggestions at every letter, then the search and four more pages of it.
    const typed = 'Hochzeitsfotograf Mannheim';
    for (let i = 1; i <= typed.length; i++)
      await ask(`/api/search/suggest?q=${encodeURIComponent(typed.slice(0, i))}`);
    for (let page = 0; page < 5; page++) {
      await ask(`/api/search?q=${encodeURIComponent(typed)}&limit=24&offset=${page * 24}`);
    }
    // Filters on the category list, each answered anew, and pages opened from the server.
    for (const plz of ['68159', '69117', '67059', '68723', '69469', '68165']) {
      await ask(`/api/providers/category/${categoryId}?plz=${plz}&umkreis=30&limit=24&offset=0`);
      await ask(`/category/${categoryId}?plz=${plz}`);
    }
    for (let page = 0; page < 10; page++) await ask(`/search?q=fotograf+${page}`);
    expect([...statuses]).toEqual([200]);

    // An owner on the same address uploads a listing's eight photos.
    const owner = await registerUser(t);
    await setOwner(t, providerId, owner.id);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 8; i++) {
      const form = new FormData();
      form.append('foto', new Blob([photo], { type: 'image/jpeg' }), 'bild.jpg');
      const response = await fetch(`${t.baseUrl}/api/profile/provider/${providerId}/photos`, {
        method: 'POST',
        headers: { 'x-auth-token': owner.token, ...from(person) },
        body: form,
      });
      expect(response.status).toBe(201);
    }
    // Still served after all of it.
    expect(
      (await get(person, `/api/search?q=${encodeURIComponent('Hochzeit Fotograf Mannheim')}`)).status,
    ).toBe(200);
  });

  it('charges uploads refused as cut off, and answers 429 once the budget is spent', async () => {
    const owner = await registerUser(t);
    const listing = await addProvider(t, { firmenname: 'Fotos ohne Ende' });
    await setOwner(t, listing.id, owner.id);
    const attacker = newAddress();
    let bytes = await jpegClaiming(9000, 9000);
    // A photo refused for its pixels (400) is charged too, before anything is decoded.
    const charge = jest.spyOn(t.app.get(WorkBudget), 'charge');
    try {
      expect(await send()).toEqual({
        status: 400,
        body: { msg: 'Das Foto hat zu viele Bildpunkte (höchstens 40 Megapixel).' },
      });
      expect(charge.mock.calls).toEqual([[attacker, WORK_COSTS.photo]]);
    } finally {
      charge.mockRestore();
    }
    bytes = await cutOffBigJpeg();
    async function send() {
      const form = new FormData();
      form.append('foto', new Blob([bytes], { type: 'image/jpeg' }), 'riesig.jpg');
      const response = await fetch(`${t.baseUrl}/api/profile/provider/${listing.id}/photos`, {
        method: 'POST',
        headers: { 'x-auth-token': owner.token, ...from(attacker) },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { msg: string } };
    }
    // The refused-for-pixels photo above already spent one upload's worth.
    const refused = DEFAULT_WORK_BUDGET / WORK_COSTS.photo - 1;
    for (let i = 0; i < refused; i++) {
      const answer = await send();
      if (answer.status !== 415) throw new Error(`Versuch ${i}: ${answer.status} ${answer.body.msg}`);
    }
    expect(await send()).toEqual({ status: 429, body: { msg: BUDGET_MESSAGE } });
  });

  it('charges a server-rendered page to its visitor, its own API reads included, never to the loopback address', async () => {
    const visitor = newAddress();
    const budget = t.app.get(WorkBudget);
    const charge = jest.spyOn(budget, 'charge');
    try {
      const page = await get(
        visitor,
        `/search?q=${encodeURIComponent('Hochzeit Mannheim')}&z=${Math.random()}`,
      );
      expect(page.status).toBe(200);
      expect(page.text).toContain('<main>Seite</main>');
      expect(charge.mock.calls).toEqual([[visitor, WORK_COSTS.pageRender + searchCost('Hochzeit Mannheim')]]);
    } finally {
      charge.mockRestore();
    }
  });
});
