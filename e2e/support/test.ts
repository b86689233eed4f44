import { test as base, type Page } from '@playwright/test';
import { appReady } from './browser';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the app has taken a storefront
 * page over (appReady). Public pages are rendered on the server: their links and buttons show before
 * the scripts have run, and a click or typing in that moment is a plain link or does nothing — the
 * cause of the flaky browser tests so far. `waitUntil: 'commit'` opts out (a page that is meant to stay
 * without its scripts).
 */
/**
 * Makes `page.goto` and `page.reload` return once the app has taken a storefront page over. The
 * `page` fixture does this; a page of a second context (another person) calls it itself.
 */
export function waitForAppOnNavigation(page: Page, baseURL: string | undefined): Page {
  const takenOver = async (response: Awaited<ReturnType<typeof page.goto>>, waitUntil?: string) => {
    if (!response || waitUntil === 'commit') return response;
    const sameSite = baseURL !== undefined && response.url().startsWith(new URL(baseURL).origin);
    const html = (response.headers()['content-type'] ?? '').startsWith('text/html');
    if (sameSite && html) await appReady(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => takenOver(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => takenOver(await reload(options), options?.waitUntil);
  return page;
}

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await use(waitForAppOnNavigation(page, baseURL));
  },
});
