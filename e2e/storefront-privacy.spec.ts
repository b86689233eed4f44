import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import type { PersonalDataExport } from '@event-kompass/shared-types';
import { registerUser, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/browser';

/**
 * GDPR self-service in "Meine Daten": the user downloads their data as a JSON file, then deletes
 * the account with the password and is logged out with a German confirmation.
 */

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

async function logIn(page: Page, email: string, passwort: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(passwort);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(navigation(page).getByRole('link', { name: 'Mein Profil' })).toBeVisible();
}

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
