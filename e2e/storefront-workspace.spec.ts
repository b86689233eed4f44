import { expect, test } from './support/test';
import sharp from 'sharp';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { adminToken, createCategory, registerUser, unique } from './support/api';
import { createOwnedProvider } from './support/fixtures';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';

/**
 * The provider's side: an account that confirmed the listing's e-mail address runs it ("Mein Eintrag"),
 * edits the text, marks a taken day and answers an inquiry; the customer sees the status and the
 * answer in "Alle Anfragen".
 */

test('a provider edits the listing, uploads photos, marks a taken day and answers; the customer sees status and answer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = unique();
  const admin = await adminToken(request);
  const category = await createCategory(request, admin, { name: `Werkstatt ${tag}` });
  const providerEmail = `werkstatt-${tag}@example.test`;
  // The provider registers later with the listing's address and confirms it: the listing is theirs.
  const { provider } = await createOwnedProvider(
    request,
    admin,
    {
      firmenname: `Klangwerkstatt ${tag}`,
      email: providerEmail,
      beschreibung: 'Livemusik für Feste.',
      kategorie_ids: [category.id],
    },
    { vorname: 'Paula', nachname: 'Werk' },
  );
  const customerEmail = `kunde-${tag}@example.test`;
  const customerToken = await registerUser(request, {
    vorname: 'Karl',
    nachname: 'Kunde',
    email: customerEmail,
    passwort: 'geheim123',
  });
  const eventDate = addDays(berlinToday(), 30);
  const inquiry = await request.post('/api/inquiries', {
    data: { anbieter_id: provider.id, event_datum: eventDate, nachricht: 'Spielt ihr auch Swing?' },
    headers: { 'x-auth-token': customerToken },
  });
  expect(inquiry.status()).toBe(201);

  await test.step('the provider logs in and finds "Mein Eintrag" with the new inquiry', async () => {
    await logIn(page, providerEmail, 'geheim123');
    await page.goto('/profile/eintrag');
    await expect(page.getByRole('tab', { name: 'Mein Eintrag (1 neu)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('listing-status')).toContainText('Aktiv bis');
    await expect(page.getByTestId('listing-inquiry')).toContainText('Spielt ihr auch Swing?');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, 'Mein Eintrag: Anfragen');
  });

  await test.step('edits the text; the public page shows it', async () => {
    await page.getByRole('tab', { name: 'Eintrag bearbeiten' }).click();
    await page.getByLabel('Beschreibung Ihres Angebots').fill('Livemusik für Feste – Swing, Jazz und Pop.');
    await page.getByLabel('Preis ab (€)').fill('700');
    await page.getByRole('button', { name: 'Eintrag speichern' }).click();
    await expect(page.getByRole('status')).toHaveText('Ihr Eintrag wurde gespeichert.');
    const publicView = await request.get(`/api/providers/${provider.id}`);
    expect(await publicView.json()).toMatchObject({
      beschreibung: 'Livemusik für Feste – Swing, Jazz und Pop.',
      preis_ab: 700,
    });
  });

  await test.step('uploads two photos with a preview, names them and moves the second to the front', async () => {
    await page.getByRole('tab', { name: 'Fotos' }).click();
    const photo = (background: string) =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .jpeg()
        .toBuffer();
    await page.getByLabel('Bildbeschreibung für neue Fotos (optional)').fill('Band auf der Bühne');
    await page.getByLabel('Fotos hochladen').setInputFiles([
      { name: 'buehne.jpg', mimeType: 'image/jpeg', buffer: await photo('#aa3355') },
      { name: 'saal.jpg', mimeType: 'image/jpeg', buffer: await photo('#3355aa') },
    ]);
    await expect(page.getByTestId('own-photo')).toHaveCount(2);
    // Issue 25: every file is reported.
    await expect(
      page.getByRole('list', { name: 'Ergebnis des Hochladens' }).getByRole('listitem'),
    ).toHaveText(['„buehne.jpg“ hochgeladen.', '„saal.jpg“ hochgeladen.']);
    const second = page.getByTestId('own-photo').nth(1);
    await second.getByLabel('Bildbeschreibung (Alternativtext)').fill('Festsaal mit Lichterketten');
    await second.getByRole('button', { name: /^Speichern/ }).click();
    await expect(second.getByText('Gespeichert.')).toBeVisible();
    await second.getByRole('button', { name: /nach vorne$/ }).click();
    await expect(page.getByRole('status')).toHaveText('Die Reihenfolge wurde gespeichert.');
    // Issue 25: the keyboard stays on the moved photo (at the front its other button takes over).
    await expect(
      page
        .getByTestId('own-photo')
        .first()
        .getByRole('button', { name: /nach hinten$/ }),
    ).toBeFocused();
    await expect(page.getByTestId('own-photo').first().locator('img')).toHaveAttribute(
      'alt',
      'Festsaal mit Lichterketten',
    );
    const listed = (await (await request.get(`/api/providers/${provider.id}`)).json()) as {
      fotos: { alt: string; url: string }[];
    };
    expect(listed.fotos.map((foto) => foto.alt)).toEqual([
      'Festsaal mit Lichterketten',
      'Band auf der Bühne',
    ]);
    await expectNoHorizontalScroll(page);
  });

  await test.step('the public page shows the gallery (the lightbox pages with the arrow keys) and no review form for the owner', async () => {
    await page.goto(`/provider/${provider.id}`);
    const gallery = page.getByRole('region', { name: 'Fotos' });
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await gallery.getByRole('button', { name: /Festsaal mit Lichterketten/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto 1 von 2' });
    await expect(dialog.getByRole('img', { name: 'Festsaal mit Lichterketten' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Foto 2 von 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The owner sees reviews, but no form for the own listing, and is told why.
    await expect(page.getByText('Ihren eigenen Eintrag können Sie nicht bewerten.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
    await page.goto('/profile/eintrag');
  });

  const taken = addDays(berlinToday(), 1);
  await test.step('marks tomorrow as taken with the keyboard; searches for that day leave the listing out', async () => {
    await page.getByRole('tab', { name: 'Belegte Tage' }).click();
    const today = page.locator('button.calendar__day[tabindex="0"]');
    await today.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.locator(`[data-day="${taken}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /Belegte Tage speichern/ }).click();
    await expect(page.getByRole('status')).toHaveText('Die belegten Tage wurden gespeichert.');
    const search = async (datum: string) =>
      (
        (await (await request.get(`/api/providers/category/${category.id}?datum=${datum}`)).json()) as {
          id: number;
        }[]
      ).map((row) => row.id);
    expect(await search(taken)).toEqual([]);
    expect(await search(addDays(taken, 1))).toEqual([provider.id]);
  });

  await test.step('answers the inquiry and marks an offer', async () => {
    await page.getByRole('tab', { name: /^Anfragen/ }).click();
    const card = page.getByTestId('listing-inquiry');
    await card.getByRole('button', { name: 'Nachrichten (0)' }).click();
    await card.getByLabel('Antwort an den Kunden').fill('Ja, sehr gerne! Angebot folgt.');
    await card.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(card.getByRole('list', { name: 'Nachrichten' })).toContainText(
      'Ja, sehr gerne! Angebot folgt.',
    );
    await card.getByLabel('Status', { exact: true }).selectOption('angebot');
    await expect(card.locator('.status')).toHaveText('Angebot gesendet');
    await expect(page.getByRole('tab', { name: 'Mein Eintrag', exact: true })).toBeVisible();
  });

  await test.step('the customer sees the status and the answer, and replies', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, customerEmail, 'geheim123');
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: /Mein Eintrag/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
    const card = page.locator('li.card', { hasText: provider.firmenname });
    await expect(card).toContainText('Angebot gesendet');
    await card.getByRole('button', { name: 'Nachrichten (1)' }).click();
    const messages = card.getByRole('list', { name: 'Nachrichten' });
    await expect(messages).toContainText(provider.firmenname);
    await expect(messages).toContainText('Ja, sehr gerne! Angebot folgt.');
    await card.getByLabel('Nachricht an den Anbieter').fill('Super, danke!');
    await card.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(messages).toContainText('Super, danke!');
    await expectNoSeriousA11yViolations(page, 'Alle Anfragen mit Nachrichten');
  });

  await test.step('the inquiry dialog warns about the taken day', async () => {
    await page.goto(`/provider/${provider.id}`);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByLabel('Gewünschtes Event-Datum').fill(taken);
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('als belegt markiert');
  });
});
