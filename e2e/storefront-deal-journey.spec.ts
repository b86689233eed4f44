/**
 * Issue 25's whole path in one go, at 360 px and 1280 px: a guest shortlists three providers,
 * registers, finds the shortlist again, asks all three at once (Sammelanfrage with the event's
 * details); one provider sends a quote from "Mein Eintrag", the customer accepts it in "Alle
 * Anfragen", the day shows as taken on the provider page and in the provider's calendar, and the
 * other two inquiries of that Sammelanfrage are cancelled. Then the review says the booking came
 * through here. Screenshots of each step go to SHOTS_DIR (default /tmp/shots-journey) to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  addDays,
  berlinToday,
  germanDate,
  type AdminProvider,
  type Category,
} from '@event-kompass/shared-types';
import { expect, test, waitForAppOnNavigation } from './support/test';
import {
  adminToken,
  createActiveProvider,
  createCategory,
  freshTestAddress,
  registerUser,
  unique,
} from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';
import { createOwnedProvider, type OwnedProvider } from './support/fixtures';
import { latestMailText, moveInquiryIntoPast } from './support/db';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-journey';

const WIDTHS = [
  { label: '360 px', viewport: { width: 360, height: 740 }, mobile: true },
  { label: '1280 px', viewport: { width: 1280, height: 900 }, mobile: false },
];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

/** A second person's browser at the same size (the provider beside the customer). */
async function secondPerson(browser: Browser, baseURL: string | undefined, page: Page): Promise<Page> {
  const mobile = (page.viewportSize()?.width ?? 1280) < 600;
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  return waitForAppOnNavigation(await context.newPage(), baseURL);
}

/** The event details of the one InquiryFields both inquiry dialogs show. */
async function fillEventDetails(
  dialog: Locator,
  details: Locator,
  fields: { date: string; anlass: string; gaeste: string; uhrzeit: string; plz: string; budget: string },
): Promise<void> {
  await dialog.getByLabel('Gewünschtes Event-Datum').fill(fields.date);
  await details.getByLabel('Anlass').selectOption(fields.anlass);
  await details.getByLabel('Gäste').fill(fields.gaeste);
  await details.getByLabel('Uhrzeit').fill(fields.uhrzeit);
  await details.getByLabel('PLZ des Orts').fill(fields.plz);
  await details.getByLabel('Budget (€)').fill(fields.budget);
}

/** Pages a month calendar forward to the month of `day` (it opens on the current month). */
async function showMonthOf(scope: Page | Locator, day: string): Promise<void> {
  const today = berlinToday();
  const months =
    (Number(day.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(day.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < months; i++) await scope.getByRole('button', { name: 'Nächster Monat' }).click();
}

/** One inquiry in the customer's "Alle Anfragen", found by the provider's name. */
const inquiryCard = (page: Page, firmenname: string) =>
  page.locator('li.card').filter({ has: page.getByRole('link', { name: firmenname, exact: true }) });

for (const { label, viewport, mobile } of WIDTHS) {
  test.describe(`the deal journey at ${label}`, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    let category: Category;
    let booked: OwnedProvider;
    let others: AdminProvider[];

    test.beforeAll(async ({ request }) => {
      const token = await adminToken(request);
      const marker = `Reise${unique()}`;
      category = await createCategory(request, token, {
        name: `Fotografie ${marker}`,
        description: 'Hochzeits- und Eventfotografie',
        farbe: '#d53f8c',
      });
      const application = (name: string) => ({
        firmenname: `${name} ${marker}`,
        email: `${name.split(' ')[0].toLowerCase()}-${marker.toLowerCase()}@example.test`,
        beschreibung: `${name} fotografiert Hochzeiten, Taufen und Firmenfeiern in der Region.`,
        kategorie_ids: [category.id],
      });
      booked = await createOwnedProvider(request, token, application('Lichtblick Fotografie'), {
        vorname: 'Paula',
        nachname: 'Licht',
      });
      others = [
        await createActiveProvider(request, token, application('Augenblick Studio')),
        await createActiveProvider(request, token, application('Momentaufnahme')),
      ];
    });

    test('a guest shortlists three, registers, asks all three at once; one quotes, the customer books, the day is taken and the others are cancelled', async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(240_000);
      const all = [booked.provider, ...others];
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      // This visitor registers from an address of their own: registrations are limited per address.
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': freshTestAddress() });

      await test.step('as a guest: hearts on two cards of the category page', async () => {
        await page.goto(`/category/${category.id}`);
        await expect(nav.getByRole('link', { name: /^Merkliste/ })).toHaveCount(0);
        for (const provider of all.slice(0, 2)) {
          const card = page.getByRole('article').filter({ hasText: provider.firmenname });
          const heart = card.getByRole('button', { name: 'Zur Merkliste hinzufügen' });
          await expect(heart).toHaveAttribute('aria-pressed', 'false');
          await heart.click();
          await expect(card.getByRole('button', { name: 'Von der Merkliste entfernen' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        }
        await expect(nav.getByRole('link', { name: 'Merkliste (2)' })).toBeVisible();
        // Pressed again, a heart takes the provider off; once more puts it back.
        const first = page.getByRole('article').filter({ hasText: all[0].firmenname });
        await first.getByRole('button', { name: 'Von der Merkliste entfernen' }).click();
        await expect(nav.getByRole('link', { name: 'Merkliste (1)' })).toBeVisible();
        await first.getByRole('button', { name: 'Zur Merkliste hinzufügen' }).click();
        await expect(nav.getByRole('link', { name: 'Merkliste (2)' })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await shot(page, 'journey-01-category-hearts');
      });

      await test.step('the third from its provider page, which asks a guest to log in to inquire', async () => {
        await page.goto(`/provider/${all[2].id}`);
        await expect(page.getByRole('link', { name: 'Zum Login' })).toBeVisible();
        await page.getByRole('button', { name: 'Zur Merkliste hinzufügen' }).click();
        await expect(page.getByRole('button', { name: 'Von der Merkliste entfernen' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(nav.getByRole('link', { name: 'Merkliste (3)' })).toBeVisible();
        await shot(page, 'journey-02-provider-heart');
      });

      await test.step('the shortlist page shows all three and asks a guest to register', async () => {
        await nav.getByRole('link', { name: 'Merkliste (3)' }).click();
        await expect(page).toHaveURL('/merkliste');
        for (const provider of all) {
          await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
        }
        await expect(page.getByRole('button', { name: 'Alle anfragen' })).toHaveCount(0);
        await shot(page, 'journey-03-shortlist-guest');
      });

      const email = `reise-${unique()}@example.test`;
      await test.step('registers: lands on / (the spec) with the way back to the shortlist', async () => {
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
        // The guest's list went into the account and left the browser.
        await expect(nav.getByRole('link', { name: 'Merkliste (3)' })).toBeVisible();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('merkliste'))).toBeNull();
        await shot(page, 'journey-04-home-way-back');
        await page.getByRole('link', { name: 'Weiter zu Ihrer Merkliste' }).click();
        await expect(page).toHaveURL('/merkliste');
        for (const provider of all) {
          await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
        }
        await shot(page, 'journey-05-shortlist-account');
      });

      const eventDate = addDays(berlinToday(), 45);
      await test.step('"Alle anfragen": one dialog with the event details, three inquiries', async () => {
        await page.getByRole('button', { name: 'Alle anfragen' }).click();
        const dialog = page.getByRole('dialog', { name: 'Anfrage an mehrere Anbieter' });
        for (const provider of all) {
          await expect(dialog.getByRole('checkbox', { name: provider.firmenname })).toBeChecked();
        }
        await fillEventDetails(dialog, dialog, {
          date: eventDate,
          anlass: 'hochzeit',
          gaeste: '9000',
          uhrzeit: '14:30',
          plz: '68159',
          budget: '2500',
        });
        // Checked before sending, with the server's own sentence.
        await dialog.getByRole('button', { name: 'An 3 Anbieter senden' }).click();
        await expect(dialog.getByRole('alert')).toHaveText(
          'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.',
        );
        await dialog.getByLabel('Gäste').fill('90');
        await expect(dialog.getByLabel('Ihre Nachricht')).toHaveValue(
          new RegExp(`am ${germanDate(eventDate)}`),
        );
        await expectNoSeriousA11yViolations(page, 'Sammelanfrage');
        await shot(page, 'journey-06-sammel-dialog');
        await dialog.getByRole('button', { name: 'An 3 Anbieter senden' }).click();
        await expect(dialog.getByRole('status')).toContainText('Ihre Anfrage wurde an 3 Anbieter gesendet');
        await shot(page, 'journey-07-sammel-sent');
        for (const provider of all) {
          const mail = latestMailText(provider.email, 'inquiry:%:provider');
          expect(mail).toContain('Clara Brandt');
          expect(mail).toContain('Hochzeit');
          expect(mail).toContain('68159 Mannheim');
        }
        await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
      });

      const provider = await secondPerson(browser, baseURL, page);
      const inbox = provider.getByTestId('listing-inquiry');
      await test.step('the provider logs in and finds the inquiry with its details in "Mein Eintrag"', async () => {
        await logIn(provider, booked.email, booked.passwort);
        // The navbar counts the unread inquiry and links to "Mein Eintrag" once it knows the listing.
        const profileLink = provider
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Mein Profil 1 neue Anfrage' });
        await expect(profileLink).toHaveAttribute('href', '/profile/eintrag');
        await profileLink.click();
        await expect(provider.getByRole('tab', { name: 'Mein Eintrag (1 neu)' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(inbox).toHaveCount(1);
        await expect(inbox.getByRole('heading', { name: 'Clara Brandt' })).toBeVisible();
        const facts = inbox.locator('.inquiry-facts');
        for (const fact of ['Hochzeit', '90', '14:30 Uhr', '68159', '2.500 €'])
          await expect(facts).toContainText(fact);
        await expect(inbox).toContainText(`Event am ${germanDate(eventDate)}`);
        await expectNoHorizontalScroll(provider);
        await shot(provider, 'journey-08-provider-inbox');
      });

      await test.step('sends a quote: positions, live total, German validation', async () => {
        await inbox.getByRole('button', { name: 'Angebot senden' }).click();
        const form = inbox.locator('form.quote-form');
        await form.getByRole('button', { name: 'Angebot senden' }).click();
        await expect(form.getByRole('alert')).toHaveText('Position 1: Bitte geben Sie eine Beschreibung an.');
        await form.getByLabel('Position 1').fill('Hochzeitsreportage 8 Stunden');
        await form.getByLabel('Betrag in €').fill('1.800');
        await form.getByRole('button', { name: 'Position hinzufügen' }).click();
        await form.getByLabel('Position 2').fill('Fotobuch');
        await form.getByLabel('Betrag in €').nth(1).fill('zwölf');
        await form.getByRole('button', { name: 'Position hinzufügen' }).click();
        await form.getByLabel('Position 3').fill('Zweite Kamera');
        await form.getByLabel('Betrag in €').nth(2).fill('300');
        await expect(form.getByTestId('quote-form-total')).toHaveText('2.100,00 €');
        await form.getByRole('button', { name: 'Angebot senden' }).click();
        await expect(form.getByRole('alert')).toHaveText(
          'Position 2: Bitte geben Sie einen Betrag in Euro an, z. B. 40,00.',
        );
        await form.getByLabel('Betrag in €').nth(1).fill('250,50');
        await form.getByRole('button', { name: /^Entfernen\s*: Position 3$/ }).click();
        await expect(form.getByTestId('quote-form-total')).toHaveText('2.050,50 €');
        await form.getByLabel('Hinweis (optional)').fill('Anfahrt im Umkreis von 50 km inklusive.');
        await expectNoHorizontalScroll(provider);
        await shot(provider, 'journey-09-quote-form');
        await form.getByRole('button', { name: 'Angebot senden' }).click();
        const sent = inbox.getByTestId('quote');
        await expect(sent.getByTestId('quote-sum')).toHaveText('2.050,50 €');
        await expect(sent).toContainText('Offen');
        await expect(inbox.locator('.status--angebot')).toHaveText('Angebot gesendet');
        await expectNoSeriousA11yViolations(provider, 'Mein Eintrag: Angebot gesendet');
        await shot(provider, 'journey-10-quote-sent');
      });

      await test.step('the customer finds the quote in "Alle Anfragen" and books it', async () => {
        await nav.getByRole('link', { name: 'Mein Profil' }).click();
        await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
        for (const other of all) await expect(inquiryCard(page, other.firmenname)).toHaveCount(1);
        const card = inquiryCard(page, booked.provider.firmenname);
        const quote = card.getByTestId('quote');
        await expect(quote.getByTestId('quote-sum')).toHaveText('2.050,50 €');
        await expect(quote).toContainText('Fotobuch');
        await expect(quote).toContainText('250,50 €');
        await expect(quote).toContainText(`Gültig bis ${germanDate(addDays(berlinToday(), 14))}`);
        await expect(quote).toContainText('Anfahrt im Umkreis von 50 km inklusive.');
        await expect(card.locator('.inquiry-facts')).toContainText('Hochzeit');
        await expectNoHorizontalScroll(page);
        await expectNoSeriousA11yViolations(page, 'Alle Anfragen: Angebot');
        await shot(page, 'journey-11-customer-quote');
        await card.getByRole('button', { name: 'Angebot annehmen' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Angebot verbindlich annehmen?' });
        await expect(confirm).toContainText(`für den ${germanDate(eventDate)} zum Preis von 2.050,50 €`);
        await shot(page, 'journey-12-customer-confirm');
        await confirm.getByRole('button', { name: 'Ja, verbindlich buchen' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Gebucht!' })).toContainText(
          `${booked.provider.firmenname} ist für den ${germanDate(eventDate)} für Sie reserviert.`,
        );
        await expect(quote).toContainText('Angenommen');
        await expect(card.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);
        await expect(card.locator('.status--gebucht')).toContainText('Gebucht');
      });

      await test.step('the other two inquiries of the Sammelanfrage are cancelled, kindly', async () => {
        await page.reload();
        await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
        await expect(inquiryCard(page, booked.provider.firmenname).locator('.status--gebucht')).toBeVisible();
        for (const other of others) {
          await expect(inquiryCard(page, other.firmenname).locator('.status')).toHaveText('Status: Abgesagt');
          expect(latestMailText(other.email, 'inquiry:%:booked-elsewhere')).toContain(
            'Die Anfrage ist damit abgesagt; Sie müssen nichts weiter tun.',
          );
        }
        await shot(page, 'journey-13-customer-booked');
      });

      await test.step('the provider page shows the day as taken, also in the server-rendered page', async () => {
        await page.goto(`/provider/${booked.provider.id}`);
        const summary = page.locator('summary', { hasText: 'Verfügbarkeit' });
        await expect(summary).toContainText('(1 belegter Tag)');
        await summary.click();
        await showMonthOf(page, eventDate);
        const taken = page.locator('.calendar__day--taken');
        await expect(taken).toHaveCount(1);
        await expect(taken).toHaveText(new RegExp(`^${Number(eventDate.slice(8))}`));
        await expect(taken).toContainText('belegt');
        await expectNoHorizontalScroll(page);
        await shot(page, 'journey-14-provider-page-taken');
        const html = await (
          await request.get(`/provider/${booked.provider.id}`, { headers: { accept: 'text/html' } })
        ).text();
        expect(html).toMatch(/Verfügbarkeit(<!-- -->)? \(1 belegter Tag\)/);
      });

      await test.step("and in the provider's own calendar", async () => {
        await provider.getByRole('tab', { name: 'Belegte Tage' }).click();
        const calendar = provider.getByRole('form', { name: 'Belegte Tage' });
        await showMonthOf(calendar, eventDate);
        const day = calendar.locator(`[data-day="${eventDate}"]`);
        await expect(day).toHaveAttribute('aria-pressed', 'true');
        await expect(day).toHaveAccessibleName(/, belegt$/);
        await expect(calendar.getByRole('button', { name: 'Belegte Tage speichern (1)' })).toBeVisible();
        await shot(provider, 'journey-15-provider-calendar');
      });
      await provider.context().close();

      await test.step('after the event the review says "Gebucht über Event-Kompass"', async () => {
        expect(moveInquiryIntoPast(email, booked.provider.id)).toBe(1);
        await page.reload();
        await page.getByRole('radio', { name: '5 Sterne' }).click();
        await page.getByLabel('Kommentar (optional)').fill('Wunderschöne Fotos, jederzeit wieder.');
        await page.getByRole('button', { name: 'Bewertung senden' }).click();
        await expect(page.getByText('Vielen Dank! Ihre Bewertung wurde gespeichert.')).toBeVisible();
        const review = page.getByRole('listitem').filter({ hasText: 'Wunderschöne Fotos' });
        await expect(review.getByText('Gebucht über Event-Kompass')).toBeVisible();
        await expectNoHorizontalScroll(page);
        await shot(page, 'journey-16-review-booked');
      });
    });
  });
}

test.describe('a single inquiry at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('asks the same event details as a Sammelanfrage; the provider sees them in the inbox', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = unique();
    const token = await adminToken(request);
    const category = await createCategory(request, token, { name: `Einzeln ${tag}` });
    const owned = await createOwnedProvider(
      request,
      token,
      {
        firmenname: `Tonwerk ${tag}`,
        email: `tonwerk-${tag}@example.test`,
        beschreibung: 'Livemusik für Feste.',
        kategorie_ids: [category.id],
      },
      { vorname: 'Tom', nachname: 'Ton' },
    );
    const customerEmail = `einzeln-${tag}@example.test`;
    await registerUser(request, {
      vorname: 'Ida',
      nachname: 'Einzeln',
      email: customerEmail,
      passwort: 'geheim123',
    });
    const eventDate = addDays(berlinToday(), 20);

    await test.step('the customer fills in the details; a malformed postal code is refused first', async () => {
      await logIn(page, customerEmail, 'geheim123');
      await page.goto(`/provider/${owned.provider.id}`);
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      const dialog = page.getByRole('dialog', { name: `Anfrage an ${owned.provider.firmenname}` });
      const details = dialog.getByRole('group', { name: 'Zur Veranstaltung (optional)' });
      await fillEventDetails(dialog, details, {
        date: eventDate,
        anlass: 'geburtstag',
        gaeste: '40',
        uhrzeit: '19:00',
        plz: '6815',
        budget: '800',
      });
      await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).',
      );
      // A code with the right form that does not exist: the server says so.
      await details.getByLabel('PLZ des Orts').fill('00000');
      await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Diese Postleitzahl kennen wir nicht.');
      await details.getByLabel('PLZ des Orts').fill('10115');
      await expectNoHorizontalScroll(page);
      await shot(page, 'single-01-dialog');
      await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(dialog.getByRole('status')).toContainText('erfolgreich gesendet');
    });

    const provider = await secondPerson(browser, baseURL, page);
    await test.step('the provider sees them in the inbox', async () => {
      await logIn(provider, owned.email, owned.passwort);
      await provider.goto('/profile/eintrag');
      const facts = provider.getByTestId('listing-inquiry').locator('.inquiry-facts');
      for (const fact of ['Geburtstag', '40', '19:00 Uhr', '10115', '800 €'])
        await expect(facts).toContainText(fact);
      await shot(provider, 'single-02-provider-inbox');
    });
    await provider.context().close();
  });
});
