/**
 * Navigation that never goes blank: a page whose code chunk cannot be loaded (an open tab after a
 * deploy) reloads once, then shows the error boundary with "Neu laden"; a slow page shows the progress
 * bar over the current one without moving it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createCatalog, type Catalog } from './support/fixtures';

let catalog: Catalog;

test.beforeAll(async ({ request }) => {
  catalog = await createCatalog(request);
});

/**
 * The scripts index.html loads at start (entry and preloads). Some shared chunks are named like a
 * route (e.g. `provider-….js` from shared-types), so a route's chunk is the one with its name that is
 * NOT among these.
 */
async function startupScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
}

test('a page chunk that fails reloads once, then "Neu laden" recovers', async ({ page }) => {
  const { category, provider } = catalog;
  await page.goto(`/category/${category.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anbieter in: ${category.name}`);

  const startup = await startupScripts(page);
  const blocked: string[] = [];
  const isProviderChunk = (url: URL) =>
    /^\/assets\/provider-[\w-]+\.js$/.test(url.pathname) && !startup.has(url.pathname);
  await page.route(isProviderChunk, async (route) => {
    blocked.push(new URL(route.request().url()).pathname);
    await route.abort();
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await test.step('the chunk fails: one reload, then the error boundary', async () => {
    await page.getByRole('link', { name: provider.firmenname, exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    await expect(page).toHaveURL(`/provider/${provider.id}`);
    // Navbar and footer stay: the boundary sits in the layout's place for the page.
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    // Blocked on the click and again after the one reload; no further reload follows.
    expect(blocked.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
  });

  await test.step('"Neu laden" with the chunk back shows the provider', async () => {
    await page.unroute(isProviderChunk);
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: provider.firmenname })).toBeVisible();
    expect(loads).toBe(2);
    // The reload round is over: a later failed chunk (the next deploy) gets its one reload again.
    expect(await page.evaluate(() => sessionStorage.getItem('ek:chunk-reload'))).toBeNull();
  });
});

test('a slow page shows the progress bar over the current one, which does not move', async ({ page }) => {
  const { category, provider } = catalog;
  await page.goto(`/category/${category.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Anbieter in: ${category.name}`);
  const before = await heading.boundingBox();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/providers/${provider.id}`, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: provider.firmenname, exact: true }).click();
  const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
  await expect(bar).toBeVisible();
  // The current page stays where it was while the next one loads.
  await expect(heading).toHaveText(`Anbieter in: ${category.name}`);
  expect(await heading.boundingBox()).toEqual(before);
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

  release();
  await expect(page.getByRole('heading', { level: 1, name: provider.firmenname })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
