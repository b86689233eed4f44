/**
 * Screenshots of every storefront page at 360 px and 1280 px into SHOTS_DIR (default
 * /tmp/shots-storefront) — for looking at, not asserting. Runs only with SF_SCREENSHOTS=1.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { adminToken, createActiveProvider, createCategory, registerUser, unique } from './support/api';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-storefront';

test('screenshots of every page', async ({ page, request }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS_DIR, { recursive: true });
  const token = await adminToken(request);
  const id = unique();
  const dj = await createCategory(request, token, {
    name: `DJs ${id}`,
    description: 'Musik für Hochzeiten, Geburtstage und Firmenfeiern',
    farbe: '#3b82f6',
  });
  await createCategory(request, token, {
    name: `Catering ${id}`,
    description: 'Buffets, Menüs und Fingerfood',
    farbe: '#f97316',
  });
  await createCategory(request, token, {
    name: `Locations ${id}`,
    description: 'Säle, Scheunen und Dachterrassen',
    farbe: '#48bb78',
  });
  const provider = await createActiveProvider(request, token, {
    firmenname: `DJ Sonnenschein ${id}`,
    email: `dj-${id}@example.test`,
    beschreibung:
      'Wir bringen Stimmung auf jede Feier: Hochzeiten, Geburtstage, Firmenfeiern. Mit Licht- und Tontechnik.',
    website_url: 'https://example.com',
    instagram_url: 'https://instagram.com/example',
    kategorie_ids: [dj.id],
  });
  const email = `shots-${id}@example.test`;
  const userToken = await registerUser(request, {
    vorname: 'Erika',
    nachname: 'Mustermann',
    email,
    passwort: 'geheim123',
  });

  const pages: Array<[string, string, ((p: Page) => Promise<void>)?]> = [
    ['home', '/'],
    ['category', `/category/${dj.id}`],
    ['provider-anon', `/provider/${provider.id}`],
    ['search', `/search?q=${encodeURIComponent('DJ Sonnenschein')}`],
    ['search-empty', '/search?q=xyzxyz'],
    ['login', '/login'],
    ['register', '/register'],
    ['anbieter-info', '/anbieter-info'],
    ['anbieter-werden', '/anbieter-werden'],
    [
      'anbieter-werden-success',
      '/anbieter-werden',
      async (p) => {
        await p.getByLabel('Firmenname').fill(`Fotobox Blitz ${id} ${p.viewportSize()?.width}`);
        await p.getByLabel('E-Mail').fill(`fotobox-${id}-${p.viewportSize()?.width}@example.test`);
        await p.getByLabel('Beschreibung Ihres Angebots').fill('Fotoboxen mit Sofortdruck für jede Feier.');
        await p.getByRole('checkbox').first().check();
        await p.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
        await p.getByRole('button', { name: 'Bewerbung absenden' }).click();
        await p.getByRole('dialog', { name: 'Bewerbung erfolgreich!' }).waitFor();
      },
    ],
    ['so-funktionierts', '/so-funktionierts'],
    ['verlaengerung', `/verlaengerung/${provider.id}`],
    ['kontakt', '/kontakt'],
    ['impressum', '/impressum'],
    ['agb', '/agb'],
    ['datenschutz', '/datenschutz'],
    ['404', '/gibt-es-nicht'],
  ];
  const loggedIn: Array<[string, string, ((p: Page) => Promise<void>)?]> = [
    ['home-user', '/'],
    ['category-user', `/category/${dj.id}`],
    [
      'inquiry-dialog',
      `/category/${dj.id}`,
      async (p) => {
        await p
          .getByRole('button', { name: /Anfragen/ })
          .first()
          .click();
      },
    ],
    ['provider-user', `/provider/${provider.id}`],
    ['profile', '/profile'],
    [
      'profile-data',
      '/profile',
      async (p) => {
        await p.getByRole('tab', { name: 'Meine Daten' }).click();
      },
    ],
  ];

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    for (const [name, path, act] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
    await page.evaluate((t) => localStorage.setItem('token', t), userToken);
    for (const [name, path, act] of loggedIn) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (act) await act(page);
      await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
  }
});
