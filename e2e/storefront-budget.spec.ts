/**
 * Performance budget: the JavaScript a first visit to each public route loads (gzip), with
 * nothing of the admin console or the module-federation runtime outside /admin. Prints the
 * table that docs/benchmarks.md shows.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';

interface RouteBudget {
  name: string;
  path: string;
  /** gzip bytes of all JavaScript the first visit loads */
  budget: number;
  /** something the page shows once it is ready */
  ready: RegExp | string;
}

const KB = 1024;
/**
 * Per route, issue 15's figure. What no page can do without is React with react-dom (45 kB: React 18.3,
 * where 19 needs 67 kB, see docs/benchmarks.md) and the router (24 kB; React Router's production build
 * made tree-shakable, see treeShakableReactRouter() in storefront/vite.config.ts and
 * src/app/router/links.tsx); the pages are at 80–86 kB.
 */
const BUDGET = 100 * KB;

async function initialJs(browser: Browser, baseURL: string, route: RouteBudget) {
  // A fresh context each time: a first visit, nothing cached.
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const scripts: Array<{ url: string; gzip: number }> = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(route.path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: route.ready }).first()).toBeVisible();
  await context.close();
  return scripts;
}

test('initial JS per route stays within its budget and holds nothing of the admin console', async ({
  browser,
  request,
  baseURL,
}) => {
  const categories = (await (await request.get('/api/categories')).json()) as Array<{ id: number }>;
  let category = categories[0];
  let provider: { id: number; firmenname: string } | undefined;
  for (const candidate of categories) {
    const list = (await (await request.get(`/api/providers/category/${candidate.id}`)).json()) as Array<{
      id: number;
      firmenname: string;
    }>;
    if (list.length > 0) {
      category = candidate;
      provider = list[0];
      break;
    }
  }
  expect(provider).toBeDefined();

  const routes: RouteBudget[] = [
    { name: 'Startseite', path: '/', budget: BUDGET, ready: 'Oder stöbere durch unsere Kategorien' },
    { name: 'Kategorie', path: `/category/${category.id}`, budget: BUDGET, ready: /^Anbieter in: / },
    { name: 'Anbieter', path: `/provider/${provider!.id}`, budget: BUDGET, ready: provider!.firmenname },
    { name: 'Suche', path: '/search?q=dj', budget: BUDGET, ready: 'Suchergebnisse für „dj“' },
    { name: 'Login', path: '/login', budget: BUDGET, ready: 'Login' },
    { name: 'Registrieren', path: '/register', budget: BUDGET, ready: 'Registrieren' },
    { name: 'Bewerbung', path: '/anbieter-werden', budget: BUDGET, ready: 'Als Anbieter bewerben' },
    { name: 'Kontakt', path: '/kontakt', budget: BUDGET, ready: 'Kontakt' },
  ];

  const rows: string[] = [];
  const failures: string[] = [];
  for (const route of routes) {
    const scripts = await initialJs(browser, baseURL!, route);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    rows.push(`| ${route.name} | \`${route.path}\` | ${(total / KB).toFixed(1)} kB | ${scripts.length} |`);
    const federation = scripts.filter((s) => /admin-console|remoteEntry|hostInit/.test(s.url));
    if (federation.length > 0) failures.push(`${route.path} lädt ${federation.map((s) => s.url).join(', ')}`);
    if (total > route.budget)
      failures.push(`${route.path}: ${(total / KB).toFixed(1)} kB > ${(route.budget / KB).toFixed(0)} kB`);
  }
  const table = ['| Seite | Route | initiales JS (gzip) | Dateien |', '| --- | --- | ---: | ---: |', ...rows];
  console.log(`\n${table.join('\n')}\n`);
  test.info().annotations.push({ type: 'initial-js-gzip', description: table.join('\n') });
  expect(failures).toEqual([]);
});
