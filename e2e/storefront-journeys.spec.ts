import { expect, test } from './support/test';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { adminToken, findProvider, unique } from './support/api';
import { moveInquiryIntoPast } from './support/db';
import { createCatalog, type Catalog } from './support/fixtures';

let catalog: Catalog;

test.beforeAll(async ({ request }) => {
  catalog = await createCatalog(request);
});

const isoInDays = (days: number): string => addDays(berlinToday(), days);

test('browse, search, register, inquire, review after the event, and the profile badge drops', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { category, provider, marker } = catalog;

  await test.step('browse: home → category (no inquiry button for visitors)', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Anbieter werden' }),
    ).toHaveAttribute('href', '/anbieter-info');
    await page.getByRole('link', { name: new RegExp(category.name) }).click();
    await expect(page).toHaveURL(`/category/${category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anbieter in: ${category.name}`);
    await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
    await expect(page.getByRole('button', { name: /Anfragen/ })).toHaveCount(0);
  });

  await test.step('visitor on the provider page: no ratings, a login prompt', async () => {
    await page.getByRole('link', { name: provider.firmenname, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: provider.firmenname })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Login' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('heading', { name: 'Bewertungen' })).toHaveCount(0);
  });

  await test.step('search', async () => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Anbieter suchen' }).fill(`  `);
    await page.getByRole('combobox', { name: 'Anbieter suchen' }).press('Enter');
    await expect(page).toHaveURL('/');
    await page.getByRole('combobox', { name: 'Anbieter suchen' }).fill(marker);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(`/search?q=${marker}`);
    const results = page.getByRole('list', { name: 'Suchergebnisse' });
    await expect(results.getByRole('heading', { name: provider.firmenname })).toBeVisible();
    await expect(results.getByText(`Kategorie: ${category.name}`)).toBeVisible();
    await page.goto('/search?q=gibtesgarnicht' + unique());
    await expect(page.getByText('Keine Ergebnisse für Ihre Suche gefunden.')).toBeVisible();
  });

  const email = `nutzer-${unique()}@example.test`;
  await test.step('register (passwords must match) and land logged in on /', async () => {
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL('/register');
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Mustermann');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: false }).first().fill('geheim123');
    await page.getByLabel('Passwort bestätigen').fill('geheim999');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.getByRole('alert')).toHaveText('Die Passwörter stimmen nicht überein');
    await page.getByLabel('Passwort bestätigen').fill('geheim123');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
  });

  await test.step('logged in without an inquiry: the provider page says why there is no review form', async () => {
    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
    await expect(
      page.getByText(
        'Sie können diesen Anbieter erst nach Ihrem Event bewerten – und nur einmal je Anfrage, die Sie über Event-Kompass gestellt haben.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
  });

  const eventDate = isoInDays(21);
  await test.step('inquiry from the category page', async () => {
    await page.goto(`/category/${category.id}`);
    await page.getByRole('button', { name: new RegExp(`Anfragen bei ${provider.firmenname}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Anfrage an ${provider.firmenname}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Ihre Nachricht')).toHaveValue(new RegExp(provider.firmenname));
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte füllen Sie alle Felder aus.');
    await dialog.getByLabel('Gewünschtes Event-Datum').fill(eventDate);
    const german = eventDate.split('-').reverse().join('.');
    await expect(dialog.getByLabel('Ihre Nachricht')).toHaveValue(
      new RegExp(`am ${german.replace(/\./g, '\\.')}`),
    );
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(
      dialog.getByText(`Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`),
    ).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 8_000 });
  });

  await test.step('profile: the inquiry is listed, nothing to review yet', async () => {
    await page.getByRole('link', { name: 'Mein Profil' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mein Profil');
    await expect(page.getByTestId('pending-badge')).toContainText('0');
    await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
    await expect(page.getByRole('heading', { name: provider.firmenname })).toBeVisible();
  });

  await test.step('the event date passes (written into the test database)', async () => {
    expect(moveInquiryIntoPast(email, provider.id)).toBe(1);
    await page.reload();
    await expect(page.getByTestId('pending-badge')).toContainText('1');
    await expect(page.getByRole('tab', { name: 'Offene Bewertungen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('link', { name: new RegExp(`^Bewerten\\s?: ${provider.firmenname}$`) }).click();
    await expect(page).toHaveURL(`/provider/${provider.id}`);
  });

  await test.step('review: stars required, then saved, list and stats refresh', async () => {
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Bitte geben Sie eine Sterne-Bewertung ab.');
    await page.getByRole('radio', { name: '4 Sterne' }).click();
    await page.getByLabel('Kommentar (optional)').fill('Tolle Stimmung, sehr zu empfehlen!');
    await page.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(page.getByText('Vielen Dank! Ihre Bewertung wurde gespeichert.')).toBeVisible();
    // One review per provider within 12 months: the form makes way for the thanks.
    await expect(page.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
    await expect(page.getByText('Tolle Stimmung, sehr zu empfehlen!')).toBeVisible();
    await expect(page.getByTestId('review-stats')).toContainText('1 Bewertung');
    await expect(
      page.getByText(/Bewerten kann nur, wer den Anbieter über Event-Kompass angefragt hat/),
    ).toBeVisible();
    // Back later: the page says why there is no form.
    await page.reload();
    await expect(
      page.getByText(/Sie haben diesen Anbieter am .* bewertet\. Eine weitere Bewertung ist ab dem/),
    ).toBeVisible();
  });

  await test.step('the badge drops to 0', async () => {
    await page.getByRole('link', { name: 'Mein Profil' }).click();
    await expect(page.getByTestId('pending-badge')).toContainText('0');
    await expect(page.getByText('Sie haben keine offenen Bewertungen.')).toBeVisible();
  });

  await test.step('delete the own inquiry after confirming', async () => {
    await page.getByRole('tab', { name: 'Alle Anfragen' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^Löschen\\s?: Anfrage an ${provider.firmenname}$`) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Anfrage löschen?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByText('Sie haben noch keine Anfragen gesendet.')).toBeVisible();
  });

  await test.step('logout ends the session and goes home', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    // The token is gone at once, before the home page shows: a reload now finds no session.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
  });
});

test('login with wrong password shows the server message; login works and goes home', async ({
  page,
  request,
}) => {
  const email = `login-${unique()}@example.test`;
  await request.post('/api/auth/register', {
    data: { vorname: 'Max', nachname: 'Muster', email, passwort: 'geheim123' },
  });
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill('falsch123');
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await page.getByLabel('Passwort').fill('geheim123');
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
});

test('an invalid token is dropped on the first 401', async ({ page }) => {
  await page.goto('/');
  // Well-formed, readable, but not signed by the server.
  await page.evaluate(() => {
    const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      'token',
      `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ user: { id: 99999, vorname: 'Fake', nachname: 'X', email: 'f@x.de', isAdmin: true }, tv: 1, exp })}.AAAA`,
    );
  });
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('provider application: category required, success dialog, close goes home', async ({
  page,
  request,
}) => {
  const name = `Fotobox ${unique()}`;
  await page.goto('/anbieter-info');
  await expect(page.getByText('Die ersten 6 Monate sind kostenlos.')).toBeVisible();
  await page.getByRole('link', { name: 'Jetzt als Anbieter bewerben' }).click();
  await expect(page).toHaveURL('/anbieter-werden');
  await page.getByLabel('Firmenname').fill(name);
  await page.getByLabel('E-Mail').fill(`fotobox-${unique()}@example.test`);
  await page
    .getByLabel('Beschreibung Ihres Angebots')
    .fill('Fotobox mit Sofortdruck und Requisiten für Ihre Feier.');
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte wählen Sie mindestens eine Kategorie aus oder schlagen Sie eine neue vor.',
  );
  await page.getByRole('checkbox', { name: catalog.category.name }).check();
  await page.getByLabel('Neue Kategorie vorschlagen (optional)').fill('  Fotoboxen  ');
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte akzeptieren Sie die AGB, um sich als Anbieter zu bewerben.',
  );
  await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check();
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bewerbung erfolgreich!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Benutzerkonto erstellen' })).toHaveAttribute(
    'href',
    '/register',
  );
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(page).toHaveURL('/');

  const applied = await findProvider(request, await adminToken(request), name);
  expect(applied.ist_freigeschaltet).toBe(false);
  expect(applied.neue_kategorie_vorschlag).toBe('Fotoboxen');
  expect(applied.kategorien.map((k) => k.id)).toEqual([catalog.category.id]);
});

test('renewal page: greets the provider, billing form, thanks, payment link in a new tab after 2 s', async ({
  page,
  context,
}) => {
  const { provider } = catalog;
  await page.goto(`/verlaengerung/${provider.id}`);
  await expect(page.getByText(provider.firmenname)).toBeVisible();
  await page.getByRole('button', { name: 'Weiter zu PayPal (40,00 €)' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte füllen Sie alle Felder aus.');
  await page.getByLabel('Name / Firma').fill(provider.firmenname);
  await page.getByLabel('Straße & Hausnummer').fill('Musterstraße 5');
  await page.getByLabel('PLZ & Ort').fill('12345 Musterstadt');
  // The payment site is outside the test: answer it locally.
  await context.route('https://www.paypal.com/**', (route) =>
    route.fulfill({ status: 200, body: 'PayPal (Test)' }),
  );
  const clickedAt = Date.now();
  const popupPromise = context.waitForEvent('page', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Weiter zu PayPal (40,00 €)' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  const popup = await popupPromise;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/^https?:\/\//);
  expect(popup.url()).not.toContain('127.0.0.1');
});

test('unknown routes get the German 404 page; unknown provider ids the spec message', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await page.goto('/provider/999999');
  await expect(page.getByRole('alert')).toHaveText('Anbieter nicht gefunden.');
});

test('static pages: tabs, legal pages with operator data, contact form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "So funktioniert's" }).click();
  await expect(page).toHaveURL('/so-funktionierts');
  await expect(page.getByRole('tab', { name: 'Für Suchende' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Für Anbieter' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('6 Monate');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Impressum' }).click();
  const site = await (await page.request.get('/api/site')).json();
  await expect(page.getByText(site.operator_email).first()).toBeVisible();
  await footer.getByRole('link', { name: 'AGB' }).click();
  await expect(page.getByText('Die erste Laufzeit beträgt 6 Monate und ist kostenlos.')).toBeVisible();
  await expect(page.getByText(/frühere Fassung/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Reihenfolge der Anbieter/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Einschränkung, Aussetzung und Beendigung/ })).toBeVisible();
  await footer.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page.getByRole('heading', { name: '6. Ihre Rechte' })).toBeVisible();

  await footer.getByRole('link', { name: 'Kontakt' }).click();
  await page.getByLabel('Name').fill('Erika Mustermann');
  await page.getByLabel('E-Mail').fill('erika@example.test');
  await page.getByLabel('Nachricht').fill('Wie kann ich meinen Eintrag ändern?');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ })).toBeVisible();
});
