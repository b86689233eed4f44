/**
 * The admin console (module-federation remote) through the storefront host at /admin, against the real
 * backend on a fresh database. One serial journey: later steps use data of earlier ones, and the backup
 * re-import replaces the whole database.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, addMonths, berlinToday } from '@event-kompass/shared-types';
import type { AdminProvider, Category, Stats, TokenPayload, User } from '@event-kompass/shared-types';
import {
  adminToken,
  createActiveProvider,
  createCategory,
  loginToken,
  registerUser,
  unique,
} from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/browser';
import { expireListing, moveInquiryIntoPast } from './support/db';

test.describe.configure({ mode: 'serial' });

const id = unique();
let token = '';

const auth = () => ({ 'x-auth-token': token });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth() });
  expect(response.ok(), `${path} → ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Puts the admin's token where the storefront keeps it and opens an admin tab. */
async function openAdmin(page: Page, tab = ''): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(`/admin${tab ? `/${tab}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard', level: 1 })).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

// Listings end on Berlin calendar days, like the app computes them (not the machine's UTC date).
const isoInMonths = (months: number): string => addMonths(berlinToday(), months);
const german = (iso: string) => iso.split('-').reverse().join('.');

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});

test('the console is loaded from /admin-console/ and /admin opens the first tab', async ({ page }) => {
  const remoteEntries: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('remoteEntry.js')) remoteEntries.push(new URL(response.url()).pathname);
  });
  await openAdmin(page);
  await expect(page).toHaveURL(/\/admin\/anbieter$/);
  await expect(page.getByRole('heading', { name: 'Anbieter', level: 2 })).toBeVisible();
  expect(remoteEntries).toContain('/admin-console/remoteEntry.js');
  for (const group of ['Inhalte', 'Nutzer & Anfragen', 'System & Daten']) {
    await expect(page.getByRole('navigation', { name: 'Admin-Bereiche' })).toContainText(group);
  }
  // The tab lives in the URL: reload and back work.
  await page.getByRole('link', { name: 'Kategorien' }).click();
  await expect(page).toHaveURL(/\/admin\/kategorien$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kategorien', level: 2 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Anbieter', level: 2 })).toBeVisible();
});

test('activates a pending application, which then appears publicly', async ({ page, request }) => {
  const categories = await getJson<Category[]>(request, '/api/categories');
  const firmenname = `E2E Bewerbung ${id}`;
  const applied = await request.post('/api/providers/register', {
    data: {
      firmenname,
      email: `bewerbung-${id}@example.test`,
      beschreibung: 'Fotobox mit Sofortdruck für Hochzeiten.',
      kategorie_ids: [categories[0].id],
      neue_kategorie_vorschlag: `Fotoboxen ${id}`,
    },
  });
  expect(applied.ok()).toBeTruthy();
  const pending = (await getJson<AdminProvider[]>(request, '/api/admin/providers/all')).find(
    (p) => p.firmenname === firmenname,
  );
  expect(pending?.ist_freigeschaltet).toBe(false);
  expect((await request.get(`/api/providers/${pending?.id}`)).status()).toBe(404);

  await openAdmin(page, 'anbieter');
  await page.getByLabel('Anbieter suchen').fill(firmenname);
  const line = row(page, firmenname);
  await expect(line).toContainText('Ausstehend');
  await expect(line).toContainText(`Fotoboxen ${id}`);
  await line.getByRole('button', { name: `${firmenname} bearbeiten` }).click();
  const dialog = page.getByRole('dialog', { name: `Anbieter bearbeiten: ${firmenname}` });
  await dialog.getByLabel('Eintrag freigeschaltet').check();
  // Left empty: the server sets the free period (today + 6 months, Berlin calendar).
  await expect(dialog.getByLabel('Gültig bis')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(`Aktiv bis ${german(isoInMonths(6))}`);

  const publicAnswer = await request.get(`/api/providers/${pending?.id}`);
  expect(publicAnswer.status()).toBe(200);
  await page.goto(`/provider/${pending?.id}`);
  await expect(page.getByRole('heading', { name: firmenname })).toBeVisible();
});

test("edits a provider's place and price; an unknown PLZ is refused with the server msg", async ({
  page,
  request,
}) => {
  const firmenname = `E2E Ortswechsel ${id}`;
  const provider = await createActiveProvider(request, token, {
    firmenname,
    email: `ortswechsel-${id}@example.test`,
    beschreibung: 'Zieht von Mannheim nach Berlin.',
    kategorie_ids: [(await getJson<Category[]>(request, '/api/categories'))[0].id],
    plz: '68159',
    preis_ab: 450,
  });

  await openAdmin(page, 'anbieter');
  await page.getByLabel('Anbieter suchen').fill(firmenname);
  const line = row(page, firmenname);
  await expect(line).toContainText('68159 Mannheim');
  await expect(line).toContainText('ab 450 €');
  await line.getByRole('button', { name: `${firmenname} bearbeiten` }).click();
  const dialog = page.getByRole('dialog', { name: `Anbieter bearbeiten: ${firmenname}` });
  const plz = dialog.getByLabel('PLZ');
  await expect(plz).toHaveValue('68159');
  await expect(plz).toHaveAccessibleDescription('Ort: Mannheim');

  // Five digits pass the form's check; whether the code exists only the server knows.
  await plz.fill('00000');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Fehler beim Speichern: Diese Postleitzahl kennen wir nicht.',
  );

  await plz.fill('10115');
  await dialog.getByLabel('Einsatzradius (km)').fill('120');
  await dialog.getByLabel('Preis ab (€)').fill('');
  await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText('10115 Berlin');
  await expect(line).not.toContainText('ab 450 €');
  const stored = (await getJson<AdminProvider[]>(request, '/api/admin/providers/all')).find(
    (p) => p.id === provider.id,
  );
  expect(stored).toMatchObject({ plz: '10115', ort: 'Berlin', einsatzradius_km: 120, preis_ab: null });
});

test('renews an expiring listing on the server after confirming in a native modal dialog', async ({
  page,
  request,
}) => {
  const firmenname = `E2E Ablaufend ${id}`;
  const provider = await createActiveProvider(request, token, {
    firmenname,
    email: `ablaufend-${id}@example.test`,
    beschreibung: 'Läuft bald ab.',
    kategorie_ids: [(await getJson<Category[]>(request, '/api/categories'))[0].id],
  });
  const end = addDays(berlinToday(), 5);
  const shortened = await request.put(`/api/admin/providers/${provider.id}`, {
    data: {
      firmenname,
      beschreibung: provider.beschreibung,
      email: provider.email,
      ist_freigeschaltet: true,
      eintrag_gueltig_bis: end,
      kategorie_ids: provider.kategorien.map((k) => k.id),
    },
    headers: auth(),
  });
  expect(shortened.ok(), await shortened.text()).toBeTruthy();
  const renewedUntil = german(addMonths(end, 12));

  await openAdmin(page, 'ablaufende');
  await page.getByLabel('Ablaufende Einträge suchen').fill(firmenname);
  const line = row(page, firmenname);
  await expect(line).toContainText('noch 5 Tage');
  const opener = line.getByRole('button', { name: `${firmenname}: Verlängern um 1 Jahr` });

  // Escape closes the browser's modal and the focus goes back to the opener.
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Eintrag verlängern' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  // The page behind is inert: Tab reaches only the dialog's buttons (and, past the last, the browser's own UI).
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await dialog.evaluate((d) =>
      d.contains(document.activeElement)
        ? 'dialog'
        : document.activeElement === document.body
          ? 'none'
          : 'page',
    );
    expect(focus).not.toBe('page');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toContainText(`Den Eintrag von „${firmenname}“ bis ${renewedUntil} verlängern?`);
  await expectNoSeriousA11yViolations(page, 'dem Bestätigungsdialog „Eintrag verlängern“');
  await dialog.getByRole('button', { name: 'Verlängern um 1 Jahr' }).click();
  await expect(page.getByRole('status').filter({ hasText: firmenname })).toContainText(
    `Der Eintrag von „${firmenname}“ ist jetzt bis ${renewedUntil} aktiv.`,
  );
  await expect(line).toHaveCount(0);
  const renewed = (await getJson<AdminProvider[]>(request, '/api/admin/providers/all')).find(
    (p) => p.id === provider.id,
  );
  expect(renewed?.eintrag_gueltig_bis).toBe(addMonths(end, 12));
});

test('an expired listing the daily job took offline is marked "abgelaufen" and back online with one click', async ({
  page,
  request,
}) => {
  const firmenname = `E2E Abgelaufen ${id}`;
  const provider = await createActiveProvider(request, token, {
    firmenname,
    email: `abgelaufen-${id}@example.test`,
    beschreibung: 'Ist seit drei Tagen offline.',
    kategorie_ids: [(await getJson<Category[]>(request, '/api/categories'))[0].id],
  });
  const endedOn = addDays(berlinToday(), -4);
  const offlineSince = addDays(berlinToday(), -3);
  expect(expireListing(provider.id, endedOn, offlineSince)).toBe(1);
  expect((await request.get(`/api/providers/${provider.id}`)).status()).toBe(404);
  // From today, not from the old end: the customer pays for a full year online.
  const renewedUntil = addMonths(berlinToday(), 12);

  await openAdmin(page, 'ablaufende');
  await page.getByLabel('Ablaufende Einträge suchen').fill(firmenname);
  const line = row(page, firmenname);
  await expect(line).toContainText('abgelaufen');
  await expect(line).toContainText(`offline seit ${german(offlineSince)}`);
  await expect(line).toContainText(german(endedOn));
  await line.getByRole('button', { name: `${firmenname}: Verlängern um 1 Jahr` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eintrag verlängern' });
  await expect(dialog).toContainText(
    `Den Eintrag von „${firmenname}“ bis ${german(renewedUntil)} verlängern?`,
  );
  await dialog.getByRole('button', { name: 'Verlängern um 1 Jahr' }).click();
  await expect(page.getByRole('status').filter({ hasText: firmenname })).toContainText(
    `Der Eintrag von „${firmenname}“ ist jetzt bis ${german(renewedUntil)} aktiv.`,
  );
  await expect(line).toHaveCount(0);

  // Public again at once: the provider's page answers and shows the listing.
  expect((await request.get(`/api/providers/${provider.id}`)).status()).toBe(200);
  await page.goto(`/provider/${provider.id}`);
  await expect(page.getByRole('heading', { level: 1, name: firmenname })).toBeVisible();
  const renewed = (await getJson<AdminProvider[]>(request, '/api/admin/providers/all')).find(
    (p) => p.id === provider.id,
  );
  expect(renewed).toMatchObject({ ist_freigeschaltet: true, eintrag_gueltig_bis: renewedUntil });
});

test('creates, renames and deletes a category; a category in use is refused with the server msg', async ({
  page,
  request,
}) => {
  const inUse = await createCategory(request, token, { name: `E2E belegt ${id}` });
  await createActiveProvider(request, token, {
    firmenname: `E2E Belegt GmbH ${id}`,
    email: `belegt-${id}@example.test`,
    beschreibung: 'Hält eine Kategorie fest.',
    kategorie_ids: [inUse.id],
  });

  await openAdmin(page, 'kategorien');
  const name = `E2E Kategorie ${id}`;
  await page.getByLabel('Name').first().fill(name);
  await page.getByRole('textbox', { name: 'Beschreibung' }).first().fill('Angelegt im Browsertest');
  await expect(page.getByLabel('Farbe')).toHaveValue('#48bb78');
  await page.getByRole('button', { name: 'Kategorie anlegen' }).click();
  await expect(page.getByText(`Kategorie „${name}“ wurde angelegt.`)).toBeVisible();
  await expect(row(page, name)).toContainText('#48bb78');

  const renamed = `${name} neu`;
  await row(page, name)
    .getByRole('button', { name: `Kategorie ${name} bearbeiten` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kategorie bearbeiten' });
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();

  // In use: the server refuses (409) and its message is shown.
  await row(page, inUse.name)
    .getByRole('button', { name: `Kategorie ${inUse.name} löschen` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText(/^Löschen fehlgeschlagen/);
  await expect(row(page, inUse.name)).toBeVisible();
  await refusal.click();
  await expect(refusal).toBeHidden();

  await row(page, renamed)
    .getByRole('button', { name: `Kategorie ${renamed} löschen` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText(`Kategorie „${renamed}“ wurde gelöscht.`)).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  const left = await getJson<Category[]>(request, '/api/categories');
  expect(left.some((c) => c.name === renamed)).toBe(false);
});

test('promotes a user to admin', async ({ page, request }) => {
  const email = `befoerdert-${id}@example.test`;
  await registerUser(request, { vorname: 'Berta', nachname: `Befördert${id}`, email, passwort: 'geheim123' });
  await openAdmin(page, 'benutzer');
  await page.getByLabel('Benutzer suchen').fill(email);
  const line = row(page, email);
  await expect(line).toContainText('Nutzer');
  await line.getByRole('button', { name: /bearbeiten/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Neues Passwort')).toHaveValue('');
  await dialog.getByLabel('Administrator-Rechte').check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText('Administrator');

  const users = await getJson<User[]>(request, '/api/admin/users');
  expect(users.find((u) => u.email === email)?.ist_admin).toBe(true);
  // The password was left empty, so it is unchanged; the new token says admin.
  const newToken = await loginToken(request, email, 'geheim123');
  const payload = JSON.parse(Buffer.from(newToken.split('.')[1], 'base64url').toString()) as TokenPayload;
  expect(payload.user.isAdmin).toBe(true);
});

test('deletes a review after confirmation', async ({ page, request }) => {
  const provider = await createActiveProvider(request, token, {
    firmenname: `E2E Bewertet ${id}`,
    email: `bewertet-${id}@example.test`,
    beschreibung: 'Wird bewertet.',
    kategorie_ids: [(await getJson<Category[]>(request, '/api/categories'))[0].id],
  });
  const email = `rezensent-${id}@example.test`;
  const userToken = await registerUser(request, {
    vorname: 'Rita',
    nachname: 'Rezensent',
    email,
    passwort: 'geheim123',
  });
  const tomorrow = addDays(berlinToday(), 1);
  const inquiry = await request.post('/api/inquiries', {
    data: { anbieter_id: provider.id, event_datum: tomorrow, nachricht: 'Hallo, sind Sie frei?' },
    headers: { 'x-auth-token': userToken },
  });
  expect(inquiry.ok()).toBeTruthy();
  expect(moveInquiryIntoPast(email, provider.id)).toBe(1);
  const kommentar = `Sehr gut ${id}`;
  const review = await request.post('/api/reviews', {
    data: { anbieter_id: provider.id, sterne: 5, kommentar },
    headers: { 'x-auth-token': userToken },
  });
  expect(review.ok(), await review.text()).toBeTruthy();

  await openAdmin(page, 'bewertungen');
  await page.getByLabel('Bewertungen suchen').fill(kommentar);
  const line = row(page, kommentar);
  await expect(line).toContainText('Rita Rezensent');
  await line.getByRole('button', { name: /löschen/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Bewertung wurde gelöscht.')).toBeVisible();
  await expect(row(page, kommentar)).toHaveCount(0);

  // The inquiry list shows the same inquiry, newest first.
  await page.getByRole('link', { name: 'Anfragen' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText(`E2E Bewertet ${id}`);
});

test('downloads both CSV files and the SQL backup, and re-imports the backup', async ({ page }) => {
  await openAdmin(page, 'export');
  for (const [button, fileName] of [
    ['Anbieter als CSV herunterladen', 'event-kompass-providers.csv'],
    ['Benutzer als CSV herunterladen', 'event-kompass-users.csv'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileName);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\n')[0]).toContain(';');
  }

  await page.getByRole('link', { name: 'Datenbank' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Datenbank exportieren' }).click();
  const backup = await download;
  expect(backup.suggestedFilename()).toMatch(/^eventkompass-backup-.+\.sql$/);
  const backupPath = await backup.path();
  expect(readFileSync(backupPath, 'utf8')).toContain('INSERT INTO');

  // Without a file, the import asks for one.
  await page.getByRole('button', { name: 'Datenbank importieren' }).click();
  await expect(page.getByText('Bitte wählen Sie zuerst eine Datei aus.')).toBeVisible();

  await page.getByLabel('SQL-Datei auswählen').setInputFiles({
    name: backup.suggestedFilename(),
    mimeType: 'application/sql',
    buffer: readFileSync(backupPath),
  });
  await page.getByRole('button', { name: 'Datenbank importieren' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Datenbank importieren' });
  await expect(confirm).toContainText(backup.suggestedFilename());
  await confirm.getByRole('button', { name: 'Jetzt importieren' }).click();
  await expect(page.getByText('Datenbank erfolgreich importiert!')).toBeVisible({ timeout: 30_000 });

  // The data is still there after the import.
  await page.getByRole('link', { name: 'Anbieter', exact: true }).click();
  await page.getByLabel('Anbieter suchen').fill(`E2E Bewerbung ${id}`);
  await expect(row(page, `E2E Bewerbung ${id}`)).toContainText('Aktiv bis');
});

test('switching the home page stats off hides them on the home page', async ({ page, request }) => {
  const statsVisible = () => page.getByRole('list', { name: 'Zahlen' });
  await openAdmin(page, 'einstellungen');
  const toggle = page.getByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' });
  if (!(await toggle.isChecked())) {
    await toggle.check();
    await expect(page.getByText('Einstellung gespeichert.')).toBeVisible();
  }
  await page.goto('/');
  await expect(statsVisible()).toBeVisible();

  await page.goto('/admin/einstellungen');
  await page.getByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' }).uncheck();
  await expect(page.getByText('Einstellung gespeichert.')).toBeVisible();
  expect(((await (await request.get('/api/stats')).json()) as Stats).show_stats).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
  await expect(statsVisible()).toHaveCount(0);

  // Reminder days: a number input with minimum 1, saved on leaving the field.
  await page.goto('/admin/einstellungen');
  const days = page.getByLabel('Erinnerung vor Ablauf eines Eintrags (Tage)');
  await expect(days).toHaveAttribute('min', '1');
  await days.fill('21');
  await days.blur();
  await expect(page.getByText('Einstellung gespeichert.')).toBeVisible();
  const settings = await getJson<Record<string, string>>(request, '/api/admin/settings');
  expect(settings.expiration_reminder_days).toBe('21');
  await page.getByRole('switch', { name: 'Statistiken auf der Startseite anzeigen' }).check();
  await expect(page.getByText('Einstellung gespeichert.')).toBeVisible();
});

const AXE_TABS = [
  'anbieter',
  'kategorien',
  'bewertungen',
  'meldungen',
  'benutzer',
  'anfragen',
  'ablaufende',
  'rechnungen',
  'export',
  'datenbank',
  'einstellungen',
];

// One test per width: each gets its own time budget (axe takes seconds per tab on a busy machine).
for (const width of [1280, 390]) {
  test(`every tab passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    const tabs = AXE_TABS;
    await page.setViewportSize({ width, height: 900 });
    await openAdmin(page, tabs[0]);
    for (const tab of tabs) {
      await page.goto(`/admin/${tab}`);
      await expect(page.locator('.ac-page__title')).toBeVisible();
      await expect(page.getByText('Daten werden geladen…')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/admin/${tab} bei ${width} px`);
      // Every column, the actions included, is in view without scrolling the table sideways.
      const tooWide = await page.evaluate(() =>
        [...document.querySelectorAll('table')]
          .filter((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0))
          .map((table) => `${table.scrollWidth} > ${table.parentElement?.clientWidth}`),
      );
      expect(tooWide, `/admin/${tab} bei ${width} px`).toEqual([]);
      await expectNoHorizontalScroll(page);
    }
  });
}
