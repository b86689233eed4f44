import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { addCategory, addPhotoRow, addProvider } from './support/provider-fixtures';
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
  const response = await send('/api/categories', { headers: { Accept: 'application/json' } });
  const categories = JSON.parse(await response.text());
  return {
    html: '<main><h1>Vom Server</h1><ul>' + categories.map((c) => '<li>' + c.name + '</li>').join('') + '</ul></main>',
    data: { loaderData: { '0-0': { status: response.status, categories, note: '</script><script>alert(1)</script>' } } },
  };
};`;
}

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
    t = await startTestApp({ STOREFRONT_DIST: dist });
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

  it('sends the plain shell when a page fails to render, still with its head and status', async () => {
    const response = await t.http('GET', '/impressum');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Impressum | Event-Kompass</title>');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).not.toContain('route-data');
  });
});
