/**
 * Finding a provider (issue 12): filters in the address, paging with "Mehr anzeigen", and the
 * suggestions of the home page's search field, each at 360 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { RESULT_PAGE_SIZE, type Category } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, createCategory, unique } from './support/api';
import { expectNoHorizontalScroll } from './support/browser';

/** More than a page, in two places far apart, with rising prices. */
const MANNHEIM = 20;
const BERLIN = 6;
const TOTAL = MANNHEIM + BERLIN;

let marker: string;
let category: Category;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  // Letters only: the search folds and splits words, a word of its own must stay one.
  marker = `Suchzett${unique().replace(/[^a-z]/g, '')}`;
  category = await createCategory(request, token, {
    name: `Fotoboxen ${marker}`,
    description: 'Fotoboxen für jede Feier',
    farbe: '#805ad5',
  });
  for (let n = 1; n <= TOTAL; n++) {
    await createActiveProvider(request, token, {
      firmenname: `${marker} Fotobox ${String(n).padStart(2, '0')}`,
      email: `suche-${n}-${marker.toLowerCase()}@example.test`,
      beschreibung: `Fotobox ${marker} für Hochzeiten und Firmenfeiern.`,
      kategorie_ids: [category.id],
      plz: n <= MANNHEIM ? '68159' : '10115',
      einsatzradius_km: 50,
      preis_ab: n * 100,
    });
  }
});

const resultCards = (page: Page) => page.getByRole('article');

/** On a phone the filters wait behind „Filter (n)“ as a sheet (issue 25): open it first. */
async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filter( \(\d+\))?$/ });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
}

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    // The phone width also taps with a finger, so the suggestion list is tried with touch there.
    test.use({ viewport: { width, height: 800 }, hasTouch: width === 360 });

    test('category page: pages of 24, filters in the address, back button', async ({ page }) => {
      await page.goto(`/category/${category.id}`);
      await expect(page.getByRole('heading', { name: `Anbieter in: ${category.name}` })).toBeVisible();
      await expect(page.getByText(`${TOTAL} Anbieter`, { exact: true })).toBeVisible();
      await expect(resultCards(page)).toHaveCount(RESULT_PAGE_SIZE);
      await expect(page.getByRole('link', { name: 'So sortieren wir die Ergebnisse' })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
      await expect(resultCards(page)).toHaveCount(TOTAL);
      await expect(page.getByRole('button', { name: 'Mehr anzeigen' })).toHaveCount(0);
      // The loaded pages are in the address: a provider and back shows the same rows.
      await expect(page).toHaveURL(new RegExp(`/category/${category.id}\\?seiten=2$`));
      await resultCards(page).last().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/provider\/\d+$/);
      await page.goBack();
      await expect(resultCards(page)).toHaveCount(TOTAL);

      await openFilters(page);
      await page.getByLabel('PLZ').fill('1234x');
      await page.getByRole('button', { name: 'Filter anwenden' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).',
      );

      await page.getByLabel('PLZ').fill('68159');
      await page.getByLabel('Umkreis').selectOption('25');
      await page.getByRole('button', { name: 'Filter anwenden' }).click();
      await expect(page).toHaveURL(new RegExp(`/category/${category.id}\\?plz=68159&umkreis=25$`));
      await expect(page.getByText(`${MANNHEIM} Anbieter`, { exact: true })).toBeVisible();
      await expect(resultCards(page).first()).toContainText('68159 Mannheim');
      await expect(resultCards(page).first()).toContainText(/km entfernt/);

      await openFilters(page);
      await page.getByLabel('Preis bis (€)').fill('500');
      await page.getByRole('button', { name: 'Filter anwenden' }).click();
      await expect(page.getByText('5 Anbieter', { exact: true })).toBeVisible();
      await expect(page.getByText('ab 500 €')).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.goBack();
      await expect(page.getByText(`${MANNHEIM} Anbieter`, { exact: true })).toBeVisible();
      await openFilters(page);
      await expect(page.getByLabel('Preis bis (€)')).toHaveValue('');
    });

    test('search page: count, paging, filters kept with a new query', async ({ page }) => {
      await page.goto(`/search?q=${marker}`);
      await expect(page.getByRole('heading', { name: `Suchergebnisse für „${marker}“` })).toBeVisible();
      await expect(page.getByText(`${TOTAL} Anbieter`, { exact: true })).toBeVisible();
      const results = page.getByRole('list', { name: 'Suchergebnisse' });
      await expect(results.getByRole('article')).toHaveCount(RESULT_PAGE_SIZE);
      await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
      await expect(results.getByRole('article')).toHaveCount(TOTAL);

      await openFilters(page);
      await page.getByLabel('Preis bis (€)').fill('300');
      await page.getByRole('button', { name: 'Filter anwenden' }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${marker}&preis_max=300$`));
      await expect(page.getByText('3 Anbieter', { exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole('combobox', { name: 'Anbieter suchen' }).fill(`${marker} Fotobox`);
      await page.getByRole('button', { name: 'Suchen' }).click();
      await expect(page).toHaveURL(new RegExp(`preis_max=300`));
      await expect(page.getByText('3 Anbieter', { exact: true })).toBeVisible();
    });

    test('home page: suggestions as you type, by keyboard and by touch or click', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Anbieter suchen' });
      await box.fill(marker);
      const list = page.getByRole('listbox', { name: 'Vorschläge' });
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = list.getByRole('option');
      await expect(options.first()).toBeVisible();
      expect(await options.count()).toBeLessThanOrEqual(8);
      const listBox = await list.boundingBox();
      expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(width);
      await expectNoHorizontalScroll(page);

      await box.press('ArrowDown');
      const firstId = await options.first().getAttribute('id');
      await expect(box).toHaveAttribute('aria-activedescendant', firstId!);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');

      await box.press('ArrowDown');
      await expect(list).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/\/(provider|category)\/\d+$|\/search\?q=/);

      await page.goto('/');
      await page.getByRole('combobox', { name: 'Anbieter suchen' }).fill(marker);
      // A tap is a click for the list: the option takes it without the field losing focus first.
      const option = page.getByRole('option', { name: new RegExp(`^${marker} Fotobox \\d+`) }).first();
      if (width === 360) await option.tap();
      else await option.click();
      await expect(page).toHaveURL(/\/provider\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${marker} Fotobox`);
    });
  });
}
