import { join } from 'node:path';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { expect, test } from './support/test';
import { adminToken, createCategory, registerUser, unique } from './support/api';
import { createOwnedProvider } from './support/fixtures';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';

/**
 * Issue 25, the provider's side of "answering fast and seeing what the listing brings": the answer
 * time on the public page, the statistics tab (chart and table) and the calendar sync tab, at 360
 * and 1280 px. Screenshots go to SHOTS_DIR (default /tmp/shots-stats) for looking at.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-stats';
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test('a provider answers fast, sees it on the page, reads the statistics and gets the calendar address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const admin = await adminToken(request);
  const category = await createCategory(request, admin, { name: `Statistik ${tag}` });
  const providerEmail = `statistik-${tag}@example.test`;
  const { provider, token: providerToken } = await createOwnedProvider(
    request,
    admin,
    {
      firmenname: `Zahlenwerk Band ${tag}`,
      email: providerEmail,
      beschreibung: 'Livemusik für Feste.',
      kategorie_ids: [category.id],
    },
    { vorname: 'Paula', nachname: 'Zahl' },
  );

  // Three customers ask, the provider answers each at once: "innerhalb einer Stunde".
  for (let i = 0; i < 3; i += 1) {
    const customerToken = await registerUser(request, {
      vorname: 'Karl',
      nachname: `Kunde${i}`,
      email: `kunde${i}-${tag}@example.test`,
      passwort: 'geheim123',
    });
    const created = await request.post('/api/inquiries', {
      data: {
        anbieter_id: provider.id,
        event_datum: addDays(berlinToday(), 30 + i),
        nachricht: 'Haben Sie Zeit?',
      },
      headers: { 'x-auth-token': customerToken },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const answered = await request.post(`/api/inquiries/${id}/messages`, {
      data: { text: 'Ja, gern!' },
      headers: { 'x-auth-token': providerToken },
    });
    expect(answered.status()).toBe(201);
  }
  // Some visits from browsers (the page itself, below, is one more).
  for (let i = 0; i < 5; i += 1) {
    await request.get(`/api/providers/${provider.id}`, { headers: { 'user-agent': BROWSER_AGENT } });
  }

  await test.step('the public page says how fast the provider answers', async () => {
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByText('Antwortet meist innerhalb einer Stunde')).toBeVisible();
  });

  await logIn(page, providerEmail, 'geheim123');
  await page.goto('/profile/eintrag');

  await test.step('the statistics tab: chart with a label and the table of months', async () => {
    await page.getByRole('tab', { name: 'Statistik' }).click();
    const chart = page.getByRole('img', { name: /Aufrufe und Anfragen der letzten 12 Monate/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/3 Anfragen/);
    await expect(page.getByRole('row')).toHaveCount(13);
    await expect(page.getByText('Antwortquote (48 Stunden): 100 %')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'Mein Eintrag: Statistik');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS_DIR, `statistik-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the calendar sync tab: the secret address, renewable, and a refused internal address', async () => {
    await page.getByRole('tab', { name: 'Kalender-Abgleich' }).click();
    const address = page.getByTestId('feed-url');
    await expect(address).toContainText('/api/kalender/');
    const first = await address.textContent();
    const feed = await request.get(new URL(first ?? '').pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    await page.getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
    await expect(page.getByRole('status').first()).toContainText('Die neue Adresse gilt ab sofort');
    await expect(address).not.toHaveText(first ?? '');
    expect((await request.get(new URL(first ?? '').pathname)).status()).toBe(404);

    await page.getByLabel('iCal-Adresse Ihres Kalenders').fill('http://169.254.169.254/latest/meta-data');
    await page.getByRole('button', { name: 'Kalender-Adresse speichern' }).click();
    await expect(page.getByRole('alert')).toContainText('internes Netz');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'Mein Eintrag: Kalender-Abgleich');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS_DIR, `kalender-${width}.png`), fullPage: true });
    }
  });

  await test.step('the provider page at both widths', async () => {
    await page.goto(`/provider/${provider.id}`);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS_DIR, `anbieterseite-${width}.png`), fullPage: true });
    }
  });
});
