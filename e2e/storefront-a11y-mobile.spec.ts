import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerUser, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/browser';
import { createCatalog, type Catalog } from './support/fixtures';

let catalog: Catalog;
let userToken: string;

test.beforeAll(async ({ request }) => {
  catalog = await createCatalog(request);
  userToken = await registerUser(request, {
    vorname: 'Axel',
    nachname: 'Barriere',
    email: `a11y-${unique()}@example.test`,
    passwort: 'geheim123',
  });
});

function publicPages(): Array<[string, string]> {
  const { category, provider, marker } = catalog;
  return [
    ['Startseite', '/'],
    ['Kategorie', `/category/${category.id}`],
    ['Anbieter', `/provider/${provider.id}`],
    ['Suche', `/search?q=${marker}`],
    ['Suche ohne Treffer', '/search?q=nichtsdergleichen'],
    ['Login', '/login'],
    ['Registrieren', '/register'],
    ['Anbieter-Info', '/anbieter-info'],
    ['Anbieter werden', '/anbieter-werden'],
    ["So funktioniert's", '/so-funktionierts'],
    ['Verlängerung', `/verlaengerung/${provider.id}`],
    ['Kontakt', '/kontakt'],
    ['Impressum', '/impressum'],
    ['AGB', '/agb'],
    ['Datenschutz', '/datenschutz'],
    ['404', '/gibt-es-nicht'],
  ];
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function logIn(page: Page) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), userToken);
}

test('axe: no serious or critical violations on any page (visitor and user)', async ({ page }) => {
  test.setTimeout(180_000);
  for (const [name, path] of publicPages()) {
    await settle(page, path);
    await expectNoSeriousA11yViolations(page, name);
  }
  await logIn(page);
  for (const [name, path] of [
    ['Startseite (angemeldet)', '/'],
    ['Kategorie (angemeldet)', `/category/${catalog.category.id}`],
    ['Anbieter mit Bewertungsformular', `/provider/${catalog.provider.id}`],
    ['Profil', '/profile'],
  ] as const) {
    await settle(page, path);
    await expectNoSeriousA11yViolations(page, name);
  }
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Profil: Meine Daten');

  await settle(page, `/category/${catalog.category.id}`);
  await page
    .getByRole('button', { name: /Anfragen/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Anfrage-Dialog');
});

test('dialogs trap focus and close on Escape; focus returns to the opener', async ({ page }) => {
  await logIn(page);
  await settle(page, `/category/${catalog.category.id}`);
  const opener = page.getByRole('button', { name: /Anfragen/ }).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Gewünschtes Event-Datum')).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every page fits without horizontal scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [, path] of publicPages()) {
      await settle(page, path);
      await expectNoHorizontalScroll(page);
    }
    await logIn(page);
    for (const path of ['/profile', `/provider/${catalog.provider.id}`]) {
      await settle(page, path);
      await expectNoHorizontalScroll(page);
    }
    await settle(page, `/category/${catalog.category.id}`);
    await page
      .getByRole('button', { name: /Anfragen/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('the home page scrolls back to the category that was opened', async ({ page }) => {
    await settle(page, '/');
    const card = page.getByRole('link', { name: new RegExp(catalog.category.name) });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL(`/category/${catalog.category.id}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
    await expect(card).toBeInViewport();
  });

  test('navigation works on a phone: register link, footer links', async ({ page }) => {
    await settle(page, '/');
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL('/register');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Anbieter werden' }).click();
    await expect(page).toHaveURL('/anbieter-werden');
  });
});
