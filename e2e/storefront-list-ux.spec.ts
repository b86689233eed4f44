/**
 * The result lists as the walk-through found them (issue 25): „Mehr anzeigen“ keeps the place and
 * „← Zurück“ returns to it, the order can be chosen, a PLZ alone searches, and on a phone the
 * filters wait behind „Filter (n)“ as a sheet — at 360 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { RESULT_PAGE_SIZE, type Category } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, createCategory, unique } from './support/api';
import { expectNoHorizontalScroll } from './support/browser';

/** More than a page; names rise while prices fall, so the two orders differ. */
const TOTAL = 30;
const SHOTS = process.env.UX_SHOTS_DIR;

let marker: string;
let category: Category;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  marker = `Listzett${unique().replace(/[^a-z]/g, '')}`;
  category = await createCategory(request, token, {
    name: `Lichttechnik ${marker}`,
    description: 'Licht für jede Feier',
    farbe: '#2b6cb0',
  });
  for (let n = 1; n <= TOTAL; n++) {
    await createActiveProvider(request, token, {
      firmenname: `${marker} Licht ${String(n).padStart(2, '0')}`,
      email: `liste-${n}-${marker.toLowerCase()}@example.test`,
      beschreibung: `Lichttechnik ${marker} für Hochzeiten.`,
      kategorie_ids: [category.id],
      plz: n % 2 === 0 ? '68159' : '69117',
      einsatzradius_km: 40,
      preis_ab: (TOTAL + 1 - n) * 100,
    });
  }
});

const cards = (page: Page) => page.getByRole('article');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
}

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: width === 360 });

    test('„Mehr anzeigen“ keeps the scroll position and „← Zurück“ restores it', async ({ page }) => {
      await page.goto(`/category/${category.id}`);
      await expect(cards(page)).toHaveCount(RESULT_PAGE_SIZE);
      const more = page.getByRole('button', { name: 'Mehr anzeigen' });
      await more.scrollIntoViewIfNeeded();
      const before = await scrollY(page);
      expect(before).toBeGreaterThan(500);
      await more.click();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect(page).toHaveURL(/seiten=2$/);
      // Not back at the top: the place stays (the focus moves to the first new result, just below).
      expect(await scrollY(page)).toBeGreaterThanOrEqual(before - 50);

      const last = cards(page).last();
      await last.scrollIntoViewIfNeeded();
      const atLast = await scrollY(page);
      await last.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/provider\/\d+$/);
      expect(await scrollY(page)).toBe(0);
      await page.getByRole('button', { name: 'Zurück', exact: true }).click();
      await expect(cards(page)).toHaveCount(TOTAL);
      await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(atLast - 5);
      expect(await scrollY(page)).toBeLessThanOrEqual(atLast + 5);
    });

    test('the sort control changes the order; Entfernung needs a PLZ', async ({ page }) => {
      await page.goto(`/category/${category.id}`);
      await expect(cards(page).first()).toContainText(`${marker} Licht 01`);
      const sort = page.getByLabel('Sortieren nach');
      await expect(sort.locator('option', { hasText: 'Entfernung' })).toBeDisabled();
      await sort.selectOption({ label: 'Preis' });
      await expect(page).toHaveURL(/sortierung=preis$/);
      await expect(cards(page).first()).toContainText(`${marker} Licht ${TOTAL}`);
      await expect(cards(page).first()).toContainText('ab 100 €');
      await expectNoHorizontalScroll(page);
      await shoot(page, 'category-sorted', width);

      await page.goto(`/search?q=${marker}&plz=68159&sortierung=entfernung`);
      await expect(page.getByLabel('Sortieren nach')).toHaveValue('entfernung');
      await expect(cards(page).first()).toContainText('68159 Mannheim');
    });

    test('a PLZ with an empty text lists everyone near it', async ({ page }) => {
      await page.goto('/search?plz=68159&umkreis=10');
      await expect(page.getByRole('heading', { name: 'Suche', exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Suchergebnisse' })).toBeVisible();
      await expect(cards(page).first()).toContainText('68159 Mannheim');
      await expectNoHorizontalScroll(page);
      await shoot(page, 'search-plz-only', width);
    });

    test('filters: inline on a wide screen, a sheet behind „Filter (n)“ on a phone', async ({ page }) => {
      await page.goto(`/search?q=${marker}&preis_max=1500`);
      await expect(cards(page).first()).toBeVisible();
      if (width === 1280) {
        await expect(page.getByRole('form', { name: 'Filter' })).toBeVisible();
        await expect(page.getByLabel('Wann?')).toBeVisible();
        await expect(page.getByRole('button', { name: /^Filter( \(\d+\))?$/ })).toHaveCount(0);
        await shoot(page, 'search-filters', width);
        return;
      }
      await expect(page.getByRole('form', { name: 'Filter' })).toHaveCount(0);
      const toggle = page.getByRole('button', { name: 'Filter (1)' });
      // Results first: the first card is on the first screen, right under a one-line button.
      const cardBox = await cards(page).first().boundingBox();
      expect(cardBox!.y).toBeLessThan(800);
      await shoot(page, 'search-sheet-closed', width);
      await toggle.click();
      const sheet = page.getByRole('dialog', { name: 'Filter' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel('Preis bis (€)')).toHaveValue('1500');
      await expect(sheet.getByRole('button', { name: 'Dialog schließen' })).toBeFocused();
      await shoot(page, 'search-sheet-open', width);
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);
      await expect(toggle).toBeFocused();

      await toggle.click();
      await sheet.getByLabel('PLZ').fill('68159');
      await sheet.getByRole('button', { name: 'Filter anwenden' }).click();
      await expect(page).toHaveURL(/plz=68159/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  });
}
