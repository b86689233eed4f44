import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { PersonalDataExport } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { registerUser, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';
import { latestMailText, moveInquiryIntoPast } from './support/db';
import { createCatalog } from './support/fixtures';
import { runDailyJobs } from './support/jobs';

/**
 * GDPR self-service in "Meine Daten": the user downloads their data as a JSON file, then deletes
 * the account with the password and is logged out with a German confirmation. Review reminders
 * are opt-in at registration and in "Meine Daten", and the link in a reminder unsubscribes.
 */

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test('a user downloads their data and deletes the account in "Meine Daten"', async ({ page, request }) => {
  const email = `datenschutz-${unique()}@example.test`;
  const passwort = 'mein-pw-123';
  await registerUser(request, { vorname: 'Dana', nachname: 'Datenschutz', email, passwort });
  await logIn(page, email, passwort);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  // Reminders are opt-in: the box is not ticked for an account that never agreed.
  await expect(page.getByRole('checkbox', { name: /Bewertung erinnern/ })).not.toBeChecked();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Meine Daten herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^event-kompass-meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as PersonalDataExport;
  expect(data.konto).toMatchObject({ vorname: 'Dana', nachname: 'Datenschutz', email });
  expect(data.einwilligungen).toEqual([
    { zweck: 'Bewertungserinnerungen per E-Mail', erteilt: false, erteilt_am: null },
  ]);

  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Konto endgültig löschen?' });
  await expect(dialog).toContainText('ehemaliger Nutzer');
  await expectNoSeriousA11yViolations(page, 'Konto löschen');
  await dialog.getByLabel('Ihr Passwort').fill('falsches-pw');
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Das aktuelle Passwort ist falsch.');

  await dialog.getByLabel('Ihr Passwort').fill(passwort);
  await dialog.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/konto-geloescht$/);
  await expect(page.getByRole('heading', { name: 'Konto gelöscht' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht.',
  );
  await expect(navigation(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);

  const login = await request.post('/api/auth/login', { data: { email, passwort } });
  expect(login.status()).toBe(400);
});

test('an unsubscribe link that does not fit says so in German', async ({ page }) => {
  await page.goto('/erinnerungen/abbestellen?token=1.gefaelscht');
  await expect(page.getByRole('heading', { name: 'Bewertungserinnerungen abbestellen' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Dieser Abmeldelink ist ungültig');
});

test('reminders: opted in at registration, the link in the reminder mail unsubscribes, "Meine Daten" opts in again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { provider } = await createCatalog(request);
  const email = `erinnerung-${unique()}@example.test`;
  const consent = page.getByRole('checkbox', { name: 'Nach meinen Events an eine Bewertung erinnern' });

  await test.step('register with the box ticked (it starts unticked)', async () => {
    await page.goto('/register');
    await page.getByLabel('Vorname').fill('Rita');
    await page.getByLabel('Nachname').fill('Erinnerung');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Passwort', { exact: false }).first().fill('geheim123');
    await page.getByLabel('Passwort bestätigen').fill('geheim123');
    await expect(consent).not.toBeChecked();
    await consent.check();
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Meine Daten' }).click();
    await expect(consent).toBeChecked();
  });

  await test.step('an inquiry whose event was five days ago brings a reminder with the daily job', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const inquiry = await request.post('/api/inquiries', {
      data: {
        anbieter_id: provider.id,
        event_datum: addDays(berlinToday(), 10),
        nachricht: 'Gibt es noch Termine?',
      },
      headers: { 'x-auth-token': token ?? '' },
    });
    expect(inquiry.status()).toBe(201);
    expect(moveInquiryIntoPast(email, provider.id, addDays(berlinToday(), -5))).toBe(1);
    expect(runDailyJobs()).toMatch(/review-reminders: ausgeführt, [1-9]/);
  });

  await test.step('the "abbestellen" link from that mail, opened in the browser, unsubscribes', async () => {
    const mail = latestMailText(email, 'inquiry:%:review-reminder');
    expect(mail).toContain(`Hallo Rita,`);
    const link = /https?:\/\/\S+\/erinnerungen\/abbestellen\?token=[A-Za-z0-9._%-]+/.exec(mail)?.[0];
    expect(link, mail).toBeDefined();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Bewertungserinnerungen abbestellen' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sie erhalten keine' })).toHaveText(
      'Sie erhalten keine Bewertungserinnerungen mehr.',
    );
    await expectNoSeriousA11yViolations(page, 'der Abmeldeseite');
  });

  await test.step('"Meine Daten" shows the box unticked; ticking and saving opts in again', async () => {
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Meine Daten' }).click();
    await expect(consent).not.toBeChecked();
    await consent.check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihre Daten wurden erfolgreich aktualisiert.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Meine Daten' }).click();
    await expect(consent).toBeChecked();
  });
});
