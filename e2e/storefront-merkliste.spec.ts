/**
 * Issue 25, part 1: a guest shortlists three providers, registers, finds the shortlist again (the
 * home page offers the way back) and asks all three in one go — at 360 px and 1280 px. With
 * SHOTS_DIR set, each state is also saved as a screenshot to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDays, berlinToday, type AdminProvider, type Category } from '@event-kompass/shared-types';
import { expect, test } from './support/test';
import { adminToken, createActiveProvider, createCategory, registerUser, unique } from './support/api';
import { latestMailText } from './support/db';

const SHOTS_DIR = process.env.SHOTS_DIR;

for (const { label, viewport, mobile } of [
  { label: '360 px', viewport: { width: 360, height: 740 }, mobile: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, mobile: false },
]) {
  test.describe(`Merkliste and Sammelanfrage at ${label}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    let category: Category;
    let providers: AdminProvider[];

    test.beforeAll(async ({ request }) => {
      const token = await adminToken(request);
      const marker = `Merk${unique()}`;
      category = await createCategory(request, token, {
        name: `Fotografie ${marker}`,
        description: 'Hochzeits- und Eventfotografie',
        farbe: '#d53f8c',
      });
      providers = [];
      for (const name of ['Lichtblick Fotografie', 'Augenblick Studio', 'Momentaufnahme']) {
        providers.push(
          await createActiveProvider(request, token, {
            firmenname: `${name} ${marker}`,
            email: `${name.split(' ')[0].toLowerCase()}-${marker.toLowerCase()}@example.test`,
            beschreibung: `${name} fotografiert Hochzeiten, Taufen und Firmenfeiern in der Region.`,
            kategorie_ids: [category.id],
          }),
        );
      }
    });

    const shot = async (page: Page, name: string) => {
      if (!SHOTS_DIR) return;
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: join(SHOTS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
    };

    test('a guest who logs in from a provider page is offered the way back to it on /', async ({
      page,
      request,
    }) => {
      const email = `zurueck-${unique()}@example.test`;
      await registerUser(request, { vorname: 'Jonas', nachname: 'Weber', email, passwort: 'geheim123' });
      const provider = providers[2];
      await page.goto(`/provider/${provider.id}`);
      await page.getByRole('link', { name: 'Zum Login' }).click();
      await page.getByLabel('E-Mail').fill(email);
      await page.getByLabel('Passwort').fill('geheim123');
      await page.getByRole('button', { name: 'Einloggen' }).click();
      await expect(page).toHaveURL('/');
      const back = page.getByRole('link', { name: `Weiter zu ${provider.firmenname}` });
      await expect(back).toBeVisible();
      await shot(page, 'merk-9-home-way-back-provider');
      await back.click();
      await expect(page).toHaveURL(`/provider/${provider.id}`);
      await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
      // Used once: the home page does not offer it again.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Weiter zu/ })).toHaveCount(0);
    });

    test('a guest shortlists three, registers, finds the list again and asks all three at once', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

      await test.step('as a guest: hearts on the category page, kept in the browser', async () => {
        await page.goto(`/category/${category.id}`);
        await expect(nav.getByRole('link', { name: /^Merkliste/ })).toHaveCount(0);
        for (const provider of providers) {
          const card = page.getByRole('article').filter({ hasText: provider.firmenname });
          const heart = card.getByRole('button', { name: 'Zur Merkliste hinzufügen' });
          await expect(heart).toHaveAttribute('aria-pressed', 'false');
          await heart.click();
          await expect(card.getByRole('button', { name: 'Von der Merkliste entfernen' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        }
        await expect(nav.getByRole('link', { name: 'Merkliste (3)' })).toBeVisible();
        await shot(page, 'merk-1-category-guest');
        // A fourth press takes one off again, a fifth puts it back.
        const first = page.getByRole('article').filter({ hasText: providers[0].firmenname });
        await first.getByRole('button', { name: 'Von der Merkliste entfernen' }).click();
        await expect(nav.getByRole('link', { name: 'Merkliste (2)' })).toBeVisible();
        await first.getByRole('button', { name: 'Zur Merkliste hinzufügen' }).click();
        await expect(nav.getByRole('link', { name: 'Merkliste (3)' })).toBeVisible();
      });

      await test.step('the provider page has the heart too, pressed', async () => {
        await page.goto(`/provider/${providers[1].id}`);
        await expect(page.getByRole('button', { name: 'Von der Merkliste entfernen' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await shot(page, 'merk-2-provider-guest');
      });

      await test.step('the shortlist page asks a guest to log in instead of "Alle anfragen"', async () => {
        await nav.getByRole('link', { name: 'Merkliste (3)' }).click();
        await expect(page).toHaveURL('/merkliste');
        await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
        for (const provider of providers) {
          await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
        }
        await expect(page.getByRole('button', { name: 'Alle anfragen' })).toHaveCount(0);
        await shot(page, 'merk-3-list-guest');
      });

      const email = `merk-${unique()}@example.test`;
      await test.step('register: lands on / (the spec) with the way back to the shortlist', async () => {
        await page.getByRole('main').getByRole('link', { name: 'Registrieren' }).click();
        await expect(page).toHaveURL('/register');
        await page.getByLabel('Vorname').fill('Clara');
        await page.getByLabel('Nachname').fill('Brandt');
        await page.getByLabel('E-Mail').fill(email);
        await page.getByLabel('Passwort', { exact: false }).first().fill('geheim123');
        await page.getByLabel('Passwort bestätigen').fill('geheim123');
        await page.getByRole('button', { name: 'Registrieren' }).click();
        await expect(page).toHaveURL('/');
        await expect(nav.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Weiter zu Ihrer Merkliste' })).toBeVisible();
        // The guest list went to the account and left the browser.
        await expect(nav.getByRole('link', { name: 'Merkliste (3)' })).toBeVisible();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('merkliste'))).toBeNull();
        await shot(page, 'merk-4-home-way-back');
      });

      await test.step('the shortlist is there, from the account', async () => {
        await page.getByRole('link', { name: 'Weiter zu Ihrer Merkliste' }).click();
        await expect(page).toHaveURL('/merkliste');
        for (const provider of providers) {
          await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
        }
        await shot(page, 'merk-5-list-user');
      });

      const eventDate = addDays(berlinToday(), 60);
      await test.step('"Alle anfragen": one dialog, three inquiries', async () => {
        await page.getByRole('button', { name: 'Alle anfragen' }).click();
        const dialog = page.getByRole('dialog', { name: 'Anfrage an mehrere Anbieter' });
        await expect(dialog).toBeVisible();
        for (const provider of providers) {
          await expect(dialog.getByRole('checkbox', { name: provider.firmenname })).toBeChecked();
        }
        await dialog.getByLabel('Gewünschtes Event-Datum').fill(eventDate);
        await dialog.getByLabel('Anlass').selectOption('hochzeit');
        await dialog.getByLabel('Gäste').fill('90');
        await dialog.getByLabel('PLZ des Orts').fill('68159');
        await shot(page, 'merk-6-sammel-dialog');
        await dialog.getByRole('button', { name: 'An 3 Anbieter senden' }).click();
        await expect(dialog.getByRole('status')).toContainText('Ihre Anfrage wurde an 3 Anbieter gesendet');
        await shot(page, 'merk-7-sammel-sent');
        for (const provider of providers) {
          const mail = latestMailText(provider.email, 'inquiry:%:provider');
          expect(mail).toContain('Clara Brandt');
          expect(mail).toContain('Hochzeit');
          expect(mail).toContain('68159 Mannheim');
        }
        await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
      });

      await test.step('the inquiries are in "Alle Anfragen"', async () => {
        await page.goto('/profile');
        await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
        for (const provider of providers) {
          await expect(page.getByText(provider.firmenname).first()).toBeVisible();
        }
        await expect(page.locator('.inquiry-facts').first()).toContainText('Hochzeit');
        await shot(page, 'merk-8-profile-inquiries');
      });
    });
  });
}
