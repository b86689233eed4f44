/**
 * What a crawler and a link preview get without running JavaScript: statuses, head tags,
 * JSON-LD, robots.txt and the sitemap, and that they go through the public response cache.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, berlinToday, type Category, STOREFRONT_PAGES } from '@event-kompass/shared-types';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import jsonld from 'jsonld';
import type { RemoteDocument } from 'jsonld/jsonld-spec';
import { SitemapService } from '../src/modules/seo';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import {
  addCategory,
  addInquiry,
  addPhotoRow,
  addProvider,
  countQueries,
  setOwner,
} from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://event-kompass.example';
const SCHEMA = 'https://schema.org/';

/** The built storefront's shell as Vite writes it (head with a default title and description). */
const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Standardbeschreibung"
    />
    <title>Event-Kompass</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface Page {
  status: number;
  headers: Headers;
  title: string;
  meta: (key: string) => string | undefined;
  metaCount: (key: string) => number;
  canonical: string | undefined;
  jsonLd: unknown[];
  html: string;
  scripts: number;
}

async function page(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(t.baseUrl + path, { headers: { accept: 'text/html', ...headers } });
  const html = await response.text();
  const document = parseDocument(html);
  const elements = (name: string): Element[] =>
    DomUtils.getElementsByTagName(name, document.children, true) as Element[];
  const metas = elements('meta');
  const metaKey = (element: Element): string | undefined => element.attribs.name ?? element.attribs.property;
  const titles = elements('title');
  expect(titles.length).toBeLessThanOrEqual(1);
  return {
    status: response.status,
    headers: response.headers,
    html,
    scripts: elements('script').length,
    title: titles[0] ? DomUtils.textContent(titles[0]) : '',
    meta: (key) => metas.find((element) => metaKey(element) === key)?.attribs.content,
    metaCount: (key) => metas.filter((element) => metaKey(element) === key).length,
    canonical: elements('link').find((element) => element.attribs.rel === 'canonical')?.attribs.href,
    jsonLd: elements('script')
      .filter((element) => element.attribs.type === 'application/ld+json')
      .map((element) => JSON.parse(DomUtils.textContent(element)) as unknown),
  };
}

/** schema.org's context served locally: there is no network here. */
function documentLoader(url: string): Promise<RemoteDocument> {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) {
    return Promise.resolve({ documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } });
  }
  return Promise.reject(new Error(`Kein Netz in Tests: ${url}`));
}

type Expanded = Record<string, unknown> & { '@type'?: string[] };

async function expand(data: unknown): Promise<Expanded[]> {
  return (await jsonld.expand(data as jsonld.JsonLdDocument, { documentLoader })) as Expanded[];
}

/** The first value of an expanded property (`@value` or `@id`, or the nested node). */
function value(node: Expanded, property: string): unknown {
  const list = node[SCHEMA + property] as Array<Record<string, unknown>> | undefined;
  if (!list?.[0]) return undefined;
  const first = list[0];
  if ('@value' in first) return first['@value'];
  if ('@id' in first && Object.keys(first).length === 1) return first['@id'];
  return first;
}

async function nodesOf(p: Page): Promise<Expanded[]> {
  return (await Promise.all(p.jsonLd.map(expand))).flat();
}

function ofType(nodes: Expanded[], type: string): Expanded | undefined {
  return nodes.find((node) => node['@type']?.includes(SCHEMA + type));
}

describe(`pages for search engines (${ENGINE})`, () => {
  let t: TestApp;
  let storefront: string;
  let admin: TestUser;
  let category: Category;
  let dj: number;
  let nasty: number;
  let expired: number;
  let pending: number;

  beforeAll(async () => {
    storefront = mkdtempSync(join(tmpdir(), 'ek-seo-'));
    writeFileSync(join(storefront, 'index.html'), TEMPLATE);
    t = await startTestApp({ STOREFRONT_DIST: storefront, PUBLIC_URL: `${PUBLIC_URL}/` });
    admin = await createAdmin(t);
    const user = await registerUser(t);
    category = await addCategory(t, `DJ-${Date.now() % 100000}`);
    dj = (
      await addProvider(t, {
        firmenname: 'DJ Müller Events',
        beschreibung: `Wir legen auf Hochzeiten, Firmenfeiern und Geburtstagen auf. ${'Mit Licht und Ton für jede Größe. '.repeat(8)}`,
        kategorie_ids: [category.id],
        plz: '68159',
      })
    ).id;
    await addPhotoRow(t, dj);
    await addInquiry(t, user.id, dj, { reviewStars: 4 });
    const other = await registerUser(t);
    await addInquiry(t, other.id, dj, { reviewStars: 5 });
    nasty = (
      await addProvider(t, {
        firmenname: `Böse <script>alert("x")</script> & 'Co' $&`,
        beschreibung: 'Kurz. </script><script>alert(1)</script> "zitiert"',
        kategorie_ids: [category.id],
      })
    ).id;
    expired = (
      await addProvider(t, {
        firmenname: 'Abgelaufen GmbH',
        kategorie_ids: [category.id],
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: addDays(berlinToday(), -3),
      })
    ).id;
    pending = (
      await addProvider(t, {
        firmenname: 'Wartet noch',
        kategorie_ids: [category.id],
        ist_freigeschaltet: false,
        eintrag_gueltig_bis: null,
      })
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(storefront, { recursive: true, force: true });
  });

  it('gives a provider page its title, description, canonical address, Open Graph and Twitter tags', async () => {
    const p = await page(t, `/provider/${dj}?utm_source=newsletter`);
    expect(p.status).toBe(200);
    expect(p.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(p.title).toBe(`DJ Müller Events – ${category.name} in Mannheim | Event-Kompass`);
    const description = p.meta('description') ?? '';
    expect(description.startsWith('Wir legen auf Hochzeiten')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    // The template's own description is replaced, not repeated.
    expect(p.metaCount('description')).toBe(1);
    expect(p.html).not.toContain('Standardbeschreibung');
    expect(p.canonical).toBe(`${PUBLIC_URL}/provider/${dj}`);
    expect(p.meta('og:url')).toBe(`${PUBLIC_URL}/provider/${dj}`);
    expect(p.meta('og:title')).toBe(p.title);
    expect(p.meta('og:description')).toBe(description);
    expect(p.meta('og:site_name')).toBe('Event-Kompass');
    expect(p.meta('og:locale')).toBe('de_DE');
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/.+\\.webp$`));
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.meta('twitter:title')).toBe(p.title);
    expect(p.meta('robots')).toBeUndefined();
    // The app's own script stays in the shell.
    expect(p.html).toContain('/assets/index-abc.js');
  });

  it('describes a provider as a LocalBusiness with a breadcrumb trail, without the rating a guest does not see', async () => {
    const p = await page(t, `/provider/${dj}`);
    const nodes = await nodesOf(p);
    const business = ofType(nodes, 'LocalBusiness');
    expect(business).toBeDefined();
    expect(value(business!, 'name')).toBe('DJ Müller Events');
    expect(value(business!, 'url')).toBe(`${PUBLIC_URL}/provider/${dj}`);
    expect(String(value(business!, 'description'))).toMatch(/^Wir legen auf/);
    expect(value(business!, 'image')).toMatch(/\.webp$/);
    const address = value(business!, 'address') as Expanded;
    expect(value(address, 'postalCode')).toBe('68159');
    expect(value(address, 'addressLocality')).toBe('Mannheim');
    // The page shows its rating to logged-in visitors only (product spec, /provider/{id}); structured
    // data claiming one that guests and crawlers cannot see counts as spam with search engines.
    expect(business![`${SCHEMA}aggregateRating`]).toBeUndefined();
    expect(business![`${SCHEMA}review`]).toBeUndefined();
    expect(p.jsonLd.map((data) => JSON.stringify(data)).join()).not.toMatch(
      /aggregateRating|reviewCount|ratingValue/,
    );

    const trail = ofType(nodes, 'BreadcrumbList');
    const items = trail![`${SCHEMA}itemListElement`] as Expanded[];
    expect(items.map((item) => value(item, 'name'))).toEqual([
      'Startseite',
      category.name,
      'DJ Müller Events',
    ]);
    expect(items.map((item) => value(item, 'position'))).toEqual([1, 2, 3]);
  });

  it('escapes every value, and no description can close the JSON-LD script', async () => {
    const p = await page(t, `/provider/${nasty}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`Böse <script>alert("x")</script> & 'Co' $& – ${category.name} | Event-Kompass`);
    expect(p.meta('og:title')).toBe(p.title);
    expect(p.meta('description')).toBe('Kurz. </script><script>alert(1)</script> "zitiert"');
    expect(p.html).toContain('<\\/script>');
    // As a browser parses it: the template's module script and the two JSON-LD blocks, no more.
    expect(p.scripts).toBe(3);
    const business = ofType(await nodesOf(p), 'LocalBusiness');
    expect(value(business!, 'name')).toBe(`Böse <script>alert("x")</script> & 'Co' $&`);
    // No reviews, no photos: no rating and no image at all.
    expect(business![`${SCHEMA}aggregateRating`]).toBeUndefined();
    expect(business![`${SCHEMA}image`]).toBeUndefined();
    expect(p.meta('og:image')).toBeUndefined();
    expect(p.meta('twitter:card')).toBe('summary');
  });

  it("lists a category page's providers as an ItemList", async () => {
    const p = await page(t, `/category/${category.id}?fbclid=abc`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(`Anbieter in: ${category.name} | Event-Kompass`);
    expect(p.meta('description')).toBe(`${category.name} für Tests`);
    expect(p.canonical).toBe(`${PUBLIC_URL}/category/${category.id}`);
    const nodes = await nodesOf(p);
    const list = ofType(nodes, 'ItemList');
    const items = list![`${SCHEMA}itemListElement`] as Expanded[];
    expect(items.map((item) => [value(item, 'position'), value(item, 'url')])).toEqual(
      expect.arrayContaining([
        [expect.any(Number), `${PUBLIC_URL}/provider/${dj}`],
        [expect.any(Number), `${PUBLIC_URL}/provider/${nasty}`],
      ]),
    );
    expect(items).toHaveLength(2);
    expect(items.map((item) => value(item, 'name'))).toContain('DJ Müller Events');
    expect(ofType(nodes, 'BreadcrumbList')).toBeDefined();
  });

  it.each([
    ['/', 'Event-Kompass – Eventdienstleister in Ihrer Region finden'],
    ['/impressum', 'Impressum | Event-Kompass'],
    ['/datenschutz', 'Datenschutzerklärung | Event-Kompass'],
    ['/agb', 'AGB | Event-Kompass'],
    ['/anbieter-info', 'Informationen für Anbieter | Event-Kompass'],
    ['/so-sortieren-wir', 'So sortieren wir | Event-Kompass'],
    ['/kontakt', 'Kontakt | Event-Kompass'],
  ])('gives %s its title, description, canonical address and a breadcrumb', async (path, title) => {
    const p = await page(t, `${path}?utm_campaign=herbst`);
    expect(p.status).toBe(200);
    expect(p.title).toBe(title);
    expect(p.meta('description')?.length).toBeGreaterThan(20);
    expect(p.canonical).toBe(PUBLIC_URL + path);
    expect(p.meta('og:url')).toBe(PUBLIC_URL + path);
    expect(p.meta('robots')).toBeUndefined();
    expect(ofType(await nodesOf(p), 'BreadcrumbList')).toBeDefined();
  });

  it('keeps only q in the canonical address of a search', async () => {
    const p = await page(t, '/search?q=DJ%20M%C3%BCller&utm_source=x&plz=68159&limit=5');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Suche: DJ Müller | Event-Kompass');
    expect(p.canonical).toBe(`${PUBLIC_URL}/search?q=DJ%20M%C3%BCller`);
  });

  it('answers 404 for unknown and never-public providers, unknown categories and unknown paths', async () => {
    for (const path of [
      '/provider/999999',
      `/provider/${pending}`,
      '/provider/abc',
      '/category/999999',
      '/category/x',
      '/gibt-es-nicht',
      '/provider',
    ]) {
      const p = await page(t, path);
      expect({ path, status: p.status }).toEqual({ path, status: 404 });
      expect(p.title).toBe('Seite nicht gefunden | Event-Kompass');
      // The SPA still starts and shows its own German page.
      expect(p.html).toContain('<div id="root">');
      expect(p.html).toContain('/assets/index-abc.js');
      expect(p.meta('robots')).toBe('noindex');
    }
  });

  it('sends a page address with a trailing slash on to the address without, keeping its query', async () => {
    for (const [path, target] of [
      [`/provider/${dj}/`, `/provider/${dj}`],
      [`/category/${category.id}//?seite=2`, `/category/${category.id}?seite=2`],
      ['/impressum/', '/impressum'],
    ]) {
      const response = await fetch(t.baseUrl + path, { redirect: 'manual' });
      expect({ path, status: response.status }).toEqual({ path, status: 301 });
      expect(response.headers.get('location')).toBe(target);
    }
    // The API keeps its plain 404, and nothing leads to another site.
    expect((await fetch(`${t.baseUrl}/api/categories/`)).status).toBe(404);
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      const response = await fetch(t.baseUrl + path, { redirect: 'manual' });
      expect({ path, location: response.headers.get('location') }).toEqual({ path, location: null });
    }
  });

  it('answers 410 with a link to its category for a listing that has ended', async () => {
    const p = await page(t, `/provider/${expired}`);
    expect(p.status).toBe(410);
    expect(p.html).toContain(`<a href="/category/${category.id}">`);
    expect(p.html).toContain('nicht mehr verfügbar');
  });

  it('answers every page of the storefront router with 200, none with 404', async () => {
    // The router is built from STOREFRONT_PAGES (storefront/src/app/router.spec.ts checks that).
    const addresses = Object.values(STOREFRONT_PAGES).map((route) =>
      route
        .replace(':categoryId', String(category.id))
        .replace(':providerId', String(dj))
        .replace(/\/\*$/, ''),
    );
    expect(addresses).toEqual(expect.arrayContaining(['/konto-geloescht', '/erinnerungen/abbestellen']));
    for (const path of addresses) {
      const p = await page(t, path);
      expect({ path, status: p.status }).toEqual({ path, status: 200 });
      expect({ path, title: p.title }).not.toEqual({ path, title: 'Seite nicht gefunden | Event-Kompass' });
    }
  });

  it('keeps account and admin pages out of the index and out of shared caches', async () => {
    for (const path of [
      '/konto-geloescht',
      '/erinnerungen/abbestellen?token=abc.def',
      '/admin',
      '/admin/anbieter',
      '/profile',
      '/profile/eintrag',
      '/login',
      '/register',
      '/passwort-vergessen',
      '/passwort-setzen?token=x',
      '/e-mail-bestaetigen',
      `/verlaengerung/${dj}`,
    ]) {
      const p = await page(t, path);
      expect({ path, status: p.status }).toEqual({ path, status: 200 });
      expect({ path, robots: p.meta('robots') }).toEqual({ path, robots: 'noindex' });
      expect(p.headers.get('etag')).toBeNull();
      expect(p.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves robots.txt', async () => {
    const response = await t.http('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = response.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        'Disallow: /profile',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });

  it('lists home, static pages, categories and public providers with dates in the sitemap', async () => {
    const response = await t.http('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const document = parseDocument(response.text, { xmlMode: true });
    expect(DomUtils.getElementsByTagName('urlset', document.children, true)).toHaveLength(1);
    const urls = (DomUtils.getElementsByTagName('url', document.children, true) as Element[]).map((url) => ({
      loc: DomUtils.textContent(DomUtils.getElementsByTagName('loc', [url], true)),
      lastmod: DomUtils.textContent(DomUtils.getElementsByTagName('lastmod', [url], true)) || undefined,
    }));
    const locs = urls.map((url) => url.loc);
    for (const path of [
      '/',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/anbieter-info',
      '/kontakt',
      `/category/${category.id}`,
      `/provider/${dj}`,
      `/provider/${nasty}`,
    ]) {
      expect(locs).toContain(PUBLIC_URL + path);
    }
    expect(locs).not.toContain(`${PUBLIC_URL}/provider/${expired}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/provider/${pending}`);
    expect(locs.some((loc) => /admin|profile|login/.test(loc))).toBe(false);
    const today = berlinToday();
    for (const path of [`/provider/${dj}`, `/category/${category.id}`, '/']) {
      const lastmod = urls.find((url) => url.loc === PUBLIC_URL + path)?.lastmod ?? '';
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Math.abs(Date.parse(lastmod) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);
    }
    // Nothing listed leads to a 404.
    for (const loc of locs) {
      const path = loc.slice(PUBLIC_URL.length);
      expect({ path, status: (await page(t, path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('reads the sitemap with two queries once the public catalog is loaded', async () => {
    const sitemaps = t.app.get(SitemapService);
    await sitemaps.sitemap();
    expect(await countQueries(t, () => sitemaps.sitemap())).toBeLessThanOrEqual(2);
  });

  it('splits the sitemap into an index and parts past the limit per file', async () => {
    const sitemaps = t.app.get(SitemapService);
    const all = (await t.http('GET', '/sitemap.xml')).text.match(/<url>/g)?.length ?? 0;
    sitemaps.urlsPerSitemap = 5;
    t.catalogChanged();
    try {
      const index = await t.http('GET', '/sitemap.xml');
      expect(index.text).toContain('<sitemapindex');
      const parts = Math.ceil(all / 5);
      const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual(Array.from({ length: parts }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`));
      let total = 0;
      for (let i = 1; i <= parts; i += 1) {
        const part = await t.http('GET', `/sitemap-${i}.xml`);
        expect(part.status).toBe(200);
        expect(part.text).toContain('<urlset');
        total += part.text.match(/<url>/g)?.length ?? 0;
      }
      expect(total).toBe(all);
      expect((await t.http('GET', `/sitemap-${parts + 1}.xml`)).status).toBe(404);
    } finally {
      sitemaps.urlsPerSitemap = 50_000;
      t.catalogChanged();
    }
    expect((await t.http('GET', '/sitemap-1.xml')).status).toBe(404);
  });

  it('serves a provider page from the public cache with an ETag, and an admin edit changes it', async () => {
    const path = `/provider/${dj}`;
    const first = await page(t, path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await page(t, path);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(again.html).toBe(first.html);
    const notModified = await fetch(t.baseUrl + path, { headers: { 'if-none-match': etag! } });
    expect(notModified.status).toBe(304);
    // A shared link's tracking parameters change nothing: the same kept page answers it at once.
    for (const tracked of [
      `${path}?fbclid=IwAR${Date.now()}`,
      `${path}?utm_source=newsletter&utm_medium=mail`,
    ]) {
      const sameQueries = await countQueries(t, async () => {
        const answer = await page(t, tracked);
        expect(answer.headers.get('etag')).toBe(etag);
        expect(answer.html).toBe(first.html);
      });
      expect(sameQueries).toBe(0);
    }

    const edit = await t.http('PUT', `/api/admin/providers/${dj}`, {
      token: admin.token,
      body: {
        firmenname: 'DJ Müller Events & Licht',
        beschreibung: 'Neu: mit Lichtshow.',
        email: `dj-${Date.now()}@beispiel.de`,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: addDays(berlinToday(), 200),
        kategorie_ids: [category.id],
        plz: '68159',
      },
    });
    expect(edit.status).toBe(200);
    const changed = await fetch(t.baseUrl + path, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('DJ Müller Events &amp; Licht');

    const robots = await fetch(`${t.baseUrl}/robots.txt`);
    expect(robots.headers.get('etag')).toMatch(/^W\//);
    const robotsAgain = await fetch(`${t.baseUrl}/robots.txt`, {
      headers: { 'if-none-match': robots.headers.get('etag')! },
    });
    expect(robotsAgain.status).toBe(304);
  });
  it('dates a provider in the sitemap by the newer of its creation and its newest review', async () => {
    await t.dataSource.query('UPDATE providers SET erstellt_am = ? WHERE id IN (?, ?)', [
      '2024-01-02 10:00:00',
      dj,
      nasty,
    ]);
    t.catalogChanged();
    const text = (await t.http('GET', '/sitemap.xml')).text;
    const lastmodOf = (path: string): string | undefined =>
      new RegExp(`<loc>${PUBLIC_URL}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(text)?.[1];
    expect(lastmodOf(`/provider/${nasty}`)).toBe('2024-01-02');
    // dj was reviewed today.
    const reviewed = lastmodOf(`/provider/${dj}`) ?? '';
    expect(Math.abs(Date.parse(reviewed) - Date.parse(berlinToday()))).toBeLessThanOrEqual(86_400_000);
  });
  it("moves a listing's lastmod, and its category's, when its owner or the admin edits it", async () => {
    const edited = await addCategory(t, `Bearbeitet-${Date.now() % 100000}`);
    const byOwner = await addProvider(t, { firmenname: 'Vom Inhaber geändert', kategorie_ids: [edited.id] });
    const byAdmin = await addProvider(t, { firmenname: 'Vom Admin geändert', kategorie_ids: [edited.id] });
    await t.dataSource.query('UPDATE providers SET erstellt_am = ? WHERE id IN (?, ?)', [
      '2024-01-02 10:00:00',
      byOwner.id,
      byAdmin.id,
    ]);
    t.catalogChanged();
    const lastmods = async () => {
      const text = (await t.http('GET', '/sitemap.xml')).text;
      const of = (path: string) =>
        new RegExp(`<loc>${PUBLIC_URL}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(text)?.[1];
      return {
        owner: of(`/provider/${byOwner.id}`),
        admin: of(`/provider/${byAdmin.id}`),
        category: of(`/category/${edited.id}`),
      };
    };
    expect(await lastmods()).toEqual({ owner: '2024-01-02', admin: '2024-01-02', category: '2024-01-02' });
    const today = berlinToday();
    const isToday = (date: string | undefined) =>
      Math.abs(Date.parse(date ?? '') - Date.parse(today)) <= 86_400_000;

    const owner = await registerUser(t);
    await setOwner(t, byOwner.id, owner.id);
    const ownEdit = await t.http('PUT', `/api/profile/provider/${byOwner.id}`, {
      token: owner.token,
      body: { beschreibung: 'Neu beschrieben vom Inhaber.' },
    });
    expect(ownEdit.status).toBe(200);
    let after = await lastmods();
    expect(isToday(after.owner)).toBe(true);
    expect(isToday(after.category)).toBe(true);
    expect(after.admin).toBe('2024-01-02');

    const adminEdit = await t.http('PUT', `/api/admin/providers/${byAdmin.id}`, {
      token: admin.token,
      body: {
        firmenname: 'Vom Admin geändert',
        beschreibung: 'Neu beschrieben vom Admin.',
        email: byAdmin.email,
        ist_freigeschaltet: true,
        eintrag_gueltig_bis: byAdmin.eintragGueltigBis,
        kategorie_ids: [edited.id],
      },
    });
    expect(adminEdit.status).toBe(200);
    after = await lastmods();
    expect(isToday(after.admin)).toBe(true);
  });

  it('picks up a storefront rebuilt under the running server, and no kept page names the old files', async () => {
    expect((await page(t, '/kontakt')).html).toContain('/assets/index-abc.js');
    expect((await page(t, '/kontakt')).headers.get('etag')).toMatch(/^W\//);
    expect((await fetch(`${t.baseUrl}/assets/index-neu.js`)).status).toBe(404);
    mkdirSync(join(storefront, 'assets'), { recursive: true });
    writeFileSync(join(storefront, 'assets', 'index-neu.js'), 'console.log("neu");');
    writeFileSync(join(storefront, 'index.html'), TEMPLATE.replace('index-abc.js', 'index-neu.js'));
    // The server looks at the build files once a second (the kept pages go at once then).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const p = await page(t, '/kontakt');
    expect(p.html).toContain('/assets/index-neu.js');
    expect((await page(t, '/gibt-es-nicht')).html).toContain('/assets/index-neu.js');
    // The new build's files are served too (the static routes were listed at start).
    const script = await fetch(`${t.baseUrl}/assets/index-neu.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toBe('console.log("neu");');
    for (const path of ['/assets/..%2Findex.html', '/assets/gibt-es-nicht.js', '/assets/x.js%00.html']) {
      expect({ path, status: (await fetch(t.baseUrl + path)).status }).toEqual({ path, status: 404 });
    }
  });
});
