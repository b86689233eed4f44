/**
 * Issue 25: the spec sends a visitor to / after login, and the home page offers the way back to the
 * provider page they came from — at 360 px and 1280 px. (The shortlist, the Sammelanfrage and the
 * way back to the shortlist after registering are in storefront-deal-journey.spec.ts.)
 */
import { expect, test } from './support/test';
import { registerUser, unique } from './support/api';
import { createCatalog, type Catalog } from './support/fixtures';

for (const { label, viewport, mobile } of [
  { label: '360 px', viewport: { width: 360, height: 740 }, mobile: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, mobile: false },
]) {
  test.describe(`the way back after login at ${label}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    let catalog: Catalog;
    test.beforeAll(async ({ request }) => {
      catalog = await createCatalog(request);
    });

    test('a guest who logs in from a provider page is offered the way back to it on /', async ({
      page,
      request,
    }) => {
      const email = `zurueck-${unique()}@example.test`;
      await registerUser(request, { vorname: 'Jonas', nachname: 'Weber', email, passwort: 'geheim123' });
      const { provider } = catalog;
      await page.goto(`/provider/${provider.id}`);
      await page.getByRole('link', { name: 'Zum Login' }).click();
      await page.getByLabel('E-Mail').fill(email);
      await page.getByLabel('Passwort').fill('geheim123');
      await page.getByRole('button', { name: 'Einloggen' }).click();
      await expect(page).toHaveURL('/');
      const back = page.getByRole('link', { name: `Weiter zu ${provider.firmenname}` });
      await expect(back).toBeVisible();
      await back.click();
      await expect(page).toHaveURL(`/provider/${provider.id}`);
      await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
      // Used once: the home page does not offer it again.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Weiter zu/ })).toHaveCount(0);
    });
  });
}
