import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, berlinToday, germanDate } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, createCategory, registerUser, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';
import { latestAccountLinkPath, moveInquiryIntoPast } from './support/db';

/**
 * Quotes that become bookings (issue 25): the provider answers an inquiry with a priced quote in
 * "Mein Eintrag", the customer accepts it in "Alle Anfragen", and the event day shows as taken in
 * the calendar of the public provider page. On a phone and on a desktop.
 */

const SHOTS = process.env.QUOTE_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function newPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 780 : 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return context.newPage();
}

for (const width of [1280, 360]) {
  test(`a provider sends a quote, the customer accepts it, the day shows as taken (${width} px)`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
    const tag = unique();
    const admin = await adminToken(request);
    const category = await createCategory(request, admin, { name: `Angebote ${tag}` });
    const providerEmail = `angebot-${tag}@example.test`;
    const provider = await createActiveProvider(request, admin, {
      firmenname: `Lichtblick ${tag}`,
      email: providerEmail,
      beschreibung: 'Hochzeitsfotografie.',
      kategorie_ids: [category.id],
    });
    await registerUser(request, {
      vorname: 'Paula',
      nachname: 'Licht',
      email: providerEmail,
      passwort: 'geheim123',
    });
    const verifyLink = new URL(latestAccountLinkPath(providerEmail), 'http://link.invalid');
    expect(
      (
        await request.post('/api/auth/verify-email', {
          data: { token: verifyLink.searchParams.get('token') },
        })
      ).status(),
    ).toBe(200);
    const customerEmail = `kundin-${tag}@example.test`;
    const customerToken = await registerUser(request, {
      vorname: 'Klara',
      nachname: 'Kundin',
      email: customerEmail,
      passwort: 'geheim123',
    });
    const eventDate = addDays(berlinToday(), 40);
    const inquiry = await request.post('/api/inquiries', {
      data: {
        anbieter_id: provider.id,
        event_datum: eventDate,
        nachricht: 'Haben Sie an unserem Hochzeitstag Zeit?',
      },
      headers: { 'x-auth-token': customerToken },
    });
    expect(inquiry.status()).toBe(201);
    const prefix = `quote-${width}`;

    await test.step('the provider fills in „Angebot senden“: positions, live total, German validation', async () => {
      await logIn(page, providerEmail, 'geheim123');
      await page.goto('/profile/eintrag');
      const card = page.getByTestId('listing-inquiry');
      await expect(card).toContainText('Haben Sie an unserem Hochzeitstag Zeit?');
      await card.getByRole('button', { name: 'Angebot senden' }).click();
      const form = card.locator('form.quote-form');
      await form.getByRole('button', { name: 'Angebot senden' }).click();
      await expect(form.getByRole('alert')).toHaveText('Position 1: Bitte geben Sie eine Beschreibung an.');
      await form.getByLabel('Position 1').fill('Fotografie 6 Stunden');
      await form.getByLabel('Betrag in €').fill('1.200');
      await form.getByRole('button', { name: 'Position hinzufügen' }).click();
      await form.getByLabel('Position 2').fill('Fotobuch');
      await form.getByLabel('Betrag in €').nth(1).fill('zwölf');
      await form.getByRole('button', { name: 'Position hinzufügen' }).click();
      await form.getByLabel('Position 3').fill('Zweite Kamera');
      await form.getByLabel('Betrag in €').nth(2).fill('300');
      await expect(form.getByTestId('quote-form-total')).toHaveText('1.500,00 €');
      await form.getByRole('button', { name: 'Angebot senden' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Position 2: Bitte geben Sie einen Betrag in Euro an, z. B. 40,00.',
      );
      await form.getByLabel('Betrag in €').nth(1).fill('250,50');
      await form.getByRole('button', { name: /^Entfernen\s*: Position 3$/ }).click();
      await expect(form.getByTestId('quote-form-total')).toHaveText('1.450,50 €');
      await form.getByLabel('Hinweis (optional)').fill('Anfahrt im Umkreis von 50 km inklusive.');
      await expectNoHorizontalScroll(page);
      await shot(page, `${prefix}-1-provider-form`);
      await form.getByRole('button', { name: 'Angebot senden' }).click();
      const sent = card.getByTestId('quote');
      await expect(sent.getByTestId('quote-sum')).toHaveText('1.450,50 €');
      await expect(sent).toContainText('Offen');
      await expect(card.locator('.status--angebot')).toHaveText('Angebot gesendet');
      await expectNoSeriousA11yViolations(page, 'Mein Eintrag: Angebot gesendet');
      await shot(page, `${prefix}-2-provider-sent`);
    });

    const customer = await newPage(browser, baseURL, width);
    await test.step('the customer sees the quote in „Alle Anfragen“ and accepts it after confirming', async () => {
      await logIn(customer, customerEmail, 'geheim123');
      await customer.goto('/profile');
      await customer.getByRole('tab', { name: 'Alle Anfragen' }).click();
      const quote = customer.getByTestId('quote');
      await expect(quote.getByTestId('quote-sum')).toHaveText('1.450,50 €');
      await expect(quote).toContainText('Fotobuch');
      await expect(quote).toContainText('250,50 €');
      await expect(quote).toContainText(`Gültig bis ${germanDate(addDays(berlinToday(), 14))}`);
      await expect(quote).toContainText('Anfahrt im Umkreis von 50 km inklusive.');
      await expectNoHorizontalScroll(customer);
      await expectNoSeriousA11yViolations(customer, 'Alle Anfragen: Angebot');
      await shot(customer, `${prefix}-3-customer-quote`);
      await customer.getByRole('button', { name: 'Angebot annehmen' }).click();
      const dialog = customer.getByRole('alertdialog', { name: 'Angebot verbindlich annehmen?' });
      await expect(dialog).toContainText(`für den ${germanDate(eventDate)} zum Preis von 1.450,50 €`);
      await shot(customer, `${prefix}-4-customer-confirm`);
      await dialog.getByRole('button', { name: 'Ja, verbindlich buchen' }).click();
      await expect(customer.getByRole('status').filter({ hasText: 'Gebucht!' })).toContainText(
        `Lichtblick ${tag} ist für den ${germanDate(eventDate)} für Sie reserviert.`,
      );
      await expect(quote).toContainText('Angenommen');
      await expect(customer.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);
      await expect(customer.locator('.status--gebucht')).toContainText('Gebucht');
      await shot(customer, `${prefix}-5-customer-booked`);
    });

    await test.step('the provider page shows the event day as taken', async () => {
      await customer.goto(`/provider/${provider.id}`);
      const summary = customer.locator('summary', { hasText: 'Verfügbarkeit' });
      await expect(summary).toContainText('(1 belegter Tag)');
      await summary.click();
      const months =
        (Number(eventDate.slice(0, 4)) - Number(berlinToday().slice(0, 4))) * 12 +
        Number(eventDate.slice(5, 7)) -
        Number(berlinToday().slice(5, 7));
      for (let i = 0; i < months; i++) await customer.getByRole('button', { name: 'Nächster Monat' }).click();
      const taken = customer.locator('.calendar__day--taken');
      await expect(taken).toHaveCount(1);
      await expect(taken).toHaveText(new RegExp(`^${Number(eventDate.slice(8))}`));
      await expect(taken).toContainText('belegt');
      await expectNoHorizontalScroll(customer);
      await shot(customer, `${prefix}-6-provider-page-taken`);
    });

    await test.step('after the event the review says „Gebucht über Event-Kompass“', async () => {
      expect(moveInquiryIntoPast(customerEmail, provider.id)).toBe(1);
      await customer.reload();
      await customer.getByRole('radio', { name: '5 Sterne' }).click();
      await customer.getByLabel('Kommentar (optional)').fill('Wunderschöne Fotos, jederzeit wieder.');
      await customer.getByRole('button', { name: 'Bewertung senden' }).click();
      await expect(customer.getByText('Vielen Dank! Ihre Bewertung wurde gespeichert.')).toBeVisible();
      const review = customer.getByRole('listitem').filter({ hasText: 'Wunderschöne Fotos' });
      await expect(review.getByText('Gebucht über Event-Kompass')).toBeVisible();
      await expectNoHorizontalScroll(customer);
      await shot(customer, `${prefix}-7-review-booked`);
    });
    await customer.context().close();
  });
}
