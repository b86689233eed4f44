import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays, berlinToday, type ListingStatistics } from '@event-kompass/shared-types';
import { registerUser } from './support/fixtures';
import { addCategory, addPhotoRow, addProvider, setOwner } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <title>Event-Kompass</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the storefront's server build with the same exports as src/entry-server.tsx: it
 * reads the categories through the transport it is given, like the real loaders do, and fails for
 * one address. (The real build is exercised by e2e/storefront-ssr.spec.ts.)
 */
function entrySource(): string {
  return `
let send;
exports.setTransport = (transport) => { send = transport; };
exports.render = async (url) => {
  if (url.includes('/impressum')) throw new Error('Komponente kaputt');
  const providerId = url.includes('/provider/') ? url.split('/provider/')[1] : null;
  if (providerId) {
    const answer = await send('/api/providers/' + providerId, { headers: { Accept: 'application/json' } });
    const provider = JSON.parse(await answer.text());
    const taken = await send('/api/providers/' + providerId + '/availability', {});
    const availability = JSON.parse(await taken.text());
    return { html: '<main><h1>' + provider.firmenname + '</h1></main>', data: { loaderData: { '0-0': { provider, availability } } } };
  }
  if (url.includes('/search?')) {
    // As the search page's loader: the same question to the API, twice for a second page.
    const q = new URL(url).searchParams.get('q');
    const answer = await send('/api/search?q=' + encodeURIComponent(q), {});
    const rows = JSON.parse(await answer.text());
    return { html: '<main><h1>Treffer</h1>' + rows.map((r) => '<p>' + r.firmenname + '</p>').join('') + '</main>', data: { loaderData: { '0-0': rows } } };
  }
  const response = await send('/api/categories', { headers: { Accept: 'application/json' } });
  const categories = JSON.parse(await response.text());
  return {
    html: '<main><h1>Vom Server</h1><ul>' + categories.map((c) => '<li>' + c.name + '</li>').join('') + '</ul><p>' + url + '</p></main>',
    data: { loaderData: { '0-0': { status: response.status, categories, note: '</script><script>alert(1)</script>' } } },
  };
};`;
}

const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

describe(`server-rendered pages (${ENGINE})`, () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'ek-ssr-'));
    dist = join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(root, 'dist-server', 'entry-server.cjs'), entrySource());
    // No statistics timer: the statistics route writes this process's buffer itself.
    t = await startTestApp({ STOREFRONT_DIST: dist, STATS_FLUSH_MS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts the rendered page into the root element and its data, inert, before </body>', async () => {
    const category = await addCategory(t, `Fotobox-${Date.now() % 100000}`);
    const response = await t.http('GET', '/');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<div id="root"><main><h1>Vom Server</h1>`);
    expect(response.text).toContain(`<li>${category.name}</li>`);
    const block = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>\s*<\/body>/.exec(
      response.text,
    );
    expect(block).not.toBeNull();
    // The data's own "</script>" cannot end the block early.
    expect(JSON.parse(block![1]).loaderData['0-0']).toMatchObject({
      status: 200,
      note: '</script><script>alert(1)</script>',
    });
  });

  it('hands a provider page the entry it already read, exactly as the JSON route answers it', async () => {
    const category = await addCategory(t, `Zauberei-${Date.now() % 100000}`);
    const provider = await addProvider(t, { kategorie_ids: [category.id], plz: '68159', preis_ab: 300 });
    await addPhotoRow(t, provider.id);
    await t.dataSource.query('INSERT INTO provider_availability (provider_id, datum) VALUES (?, ?)', [
      provider.id,
      addDays(berlinToday(), 10),
    ]);
    const json = await t.http('GET', `/api/providers/${provider.id}`);
    const taken = await t.http('GET', `/api/providers/${provider.id}/availability`);
    const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
    const inject = jest.spyOn(fastify, 'inject');
    const page = await t.http('GET', `/provider/${provider.id}`);
    // Both answers were handed in: the render asked the API for nothing.
    expect(inject).not.toHaveBeenCalled();
    inject.mockRestore();
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<main><h1>${provider.firmenname}</h1></main>`);
    const block = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(page.text);
    const data = JSON.parse(block![1]).loaderData['0-0'];
    expect(data.provider).toEqual(json.body);
    expect(data.availability).toEqual(taken.body);
    expect(data.availability.belegt).toEqual([addDays(berlinToday(), 10)]);
  });

  it('counts the providers a server-rendered result page lists as search hits, also from the cache (issue 25)', async () => {
    const owner = await registerUser(t);
    const provider = await addProvider(t, {
      firmenname: 'Seifenblasen Serverseite',
      beschreibung: 'Blasen.',
    });
    await setOwner(t, provider.id, owner.id);
    for (let i = 0; i < 2; i += 1) {
      const page = await t.http('GET', '/search?q=seifenblasen', { headers: BROWSER });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<p>Seifenblasen Serverseite</p>');
      // The ids travel from the render to the counter; they never leave the server.
      expect(page.headers.get('x-ek-result-ids')).toBeNull();
    }
    // A crawler's visit is no search hit; nor is the page's own read of the API counted twice.
    await t.http('GET', '/search?q=seifenblasen', { headers: { 'user-agent': 'Googlebot/2.1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stats = await t.http<ListingStatistics>('GET', `/api/profile/provider/${provider.id}/statistik`, {
      token: owner.token,
    });
    expect(stats.body.monate[stats.body.monate.length - 1].suchtreffer).toBe(2);
  });

  it('renders the pages a mail leads to with their content, for nobody in particular and never kept', async () => {
    for (const path of ['/konto-geloescht', '/erinnerungen/abbestellen?token=persoenlich']) {
      const response = await t.http('GET', path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.text).toContain('<div id="root"><main><h1>Vom Server</h1>');
      expect(response.text).toContain('<meta name="robots" content="noindex"');
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('renders a list page with the parameters it reads and keeps it for any others (issue 23)', async () => {
    const category = await addCategory(t, `Feuerwerk-${Date.now() % 100000}`);
    const path = `/category/${category.id}`;
    const first = await t.http('GET', `${path}?z=1&plz=68159&utm_source=x&seiten=2`);
    expect(first.status).toBe(200);
    expect(first.text).toContain(`<p>${t.config.publicUrl}${path}?plz=68159&seiten=2</p>`);
    expect(first.text).not.toContain('z=1');
    // An address with parameters is kept from its second request on.
    expect((await t.http('GET', `${path}?plz=68159&seiten=2&z=2`)).text).toBe(first.text);
    const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
    const inject = jest.spyOn(fastify, 'inject');
    const again = await t.http('GET', `${path}?seiten=2&z=${Math.random()}&plz=68159`);
    // Kept from the first request: nothing rendered, nothing asked.
    expect(inject).not.toHaveBeenCalled();
    inject.mockRestore();
    expect(again.text).toBe(first.text);
  });

  it('sends the plain shell when a page fails to render, still with its head and status', async () => {
    const response = await t.http('GET', '/impressum');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Impressum | Event-Kompass</title>');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('route-data');
  });
});
