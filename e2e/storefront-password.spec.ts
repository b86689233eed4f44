import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminToken, createActiveProvider, registerUser, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/browser';
import { latestAccountLinkPath } from './support/db';

/**
 * Links from mails: "Passwort vergessen" from the login page to a new password, and the
 * account a provider sets up from "Ihr Eintrag ist freigeschaltet".
 */

const profileLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Profil' });

test('a user who forgot the password asks for a link, sets a new one and is logged in', async ({
  page,
  request,
}) => {
  const email = `vergessen-${unique()}@example.test`;
  await registerUser(request, { vorname: 'Vera', nachname: 'Vergesslich', email, passwort: 'altes-pw-1' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Passwort vergessen');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('status')).toContainText('Falls ein Konto mit dieser E-Mail-Adresse besteht');

  await page.goto(latestAccountLinkPath(email));
  await expect(page.getByRole('heading', { name: 'Neues Passwort' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Neues Passwort').fill('neues-pw-2');
  await page.getByLabel('Passwort bestätigen').fill('anderes-pw');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Die Passwörter stimmen nicht überein');
  await page.getByLabel('Passwort bestätigen').fill('neues-pw-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profileLink(page)).toBeVisible();

  // The link works once.
  const used = await request.post('/api/auth/password-reset/check', {
    data: { token: new URL(latestAccountLinkPath(email), 'http://x').searchParams.get('token') },
  });
  expect(used.status()).toBe(400);
  const oldLogin = await request.post('/api/auth/login', { data: { email, passwort: 'altes-pw-1' } });
  expect(oldLogin.status()).toBe(400);
});

test('an unknown link says so and offers a new one', async ({ page }) => {
  await page.goto('/passwort-setzen?token=abgelaufen');
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist ungültig oder abgelaufen');
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/passwort-vergessen$/);
});

test('a provider activated without an account sets it up from the mail and lands in "Mein Eintrag"', async ({
  page,
  request,
}) => {
  const tag = unique();
  const email = `einrichten-${tag}@example.test`;
  const firmenname = `Fotobox Funkel ${tag}`;
  await createActiveProvider(request, await adminToken(request), {
    firmenname,
    email,
    beschreibung: 'Fotobox mit Sofortdruck.',
    kategorie_ids: [],
    neue_kategorie_vorschlag: 'Fotoboxen',
  });

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(latestAccountLinkPath(email));
    await expect(page.getByRole('heading', { name: 'Konto einrichten' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await expectNoSeriousA11yViolations(page, 'Konto einrichten');
  await page.getByLabel('Vorname').fill('Fiona');
  await page.getByLabel('Nachname').fill('Funkel');
  await page.getByLabel('Neues Passwort').fill('funkel-2026');
  await page.getByLabel('Passwort bestätigen').fill('funkel-2026');
  await page.getByRole('button', { name: 'Konto einrichten' }).click();
  await expect(page).toHaveURL(/\/profile\/eintrag$/);
  await expect(page.getByRole('heading', { name: firmenname })).toBeVisible();
});

test('a new user confirms the address from the mail; a changed address counts only once confirmed', async ({
  page,
}) => {
  const tag = unique();
  const email = `bestaetigen-${tag}@example.test`;
  await page.goto('/register');
  await page.getByLabel('Vorname').fill('Bea');
  await page.getByLabel('Nachname').fill('Bestätigt');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort', { exact: false }).first().fill('bea-2026-pw');
  await page.getByLabel('Passwort bestätigen').fill('bea-2026-pw');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(profileLink(page)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  await expect(page.getByText('Ihre E-Mail-Adresse ist noch nicht bestätigt.')).toBeVisible();
  await page.getByRole('button', { name: 'Bestätigungslink erneut senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
  );

  await page.goto(latestAccountLinkPath(email));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByRole('status')).toHaveText('Vielen Dank! Ihre E-Mail-Adresse ist bestätigt.');
  await page.getByRole('button', { name: 'Zu „Mein Profil“' }).click();
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  await expect(page.getByText('E-Mail bestätigt')).toBeVisible();

  const newEmail = `neu-${tag}@example.test`;
  await page.getByLabel('E-Mail').fill(newEmail);
  await page.getByLabel('Aktuelles Passwort').fill('bea-2026-pw');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status')).toContainText(`an ${newEmail} geschickt`);
  await expect(page.getByLabel('E-Mail')).toHaveValue(email);

  await page.goto(latestAccountLinkPath(newEmail));
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.',
  );
  await page.getByRole('button', { name: 'Zu „Mein Profil“' }).click();
  await page.getByRole('tab', { name: 'Meine Daten' }).click();
  await expect(page.getByLabel('E-Mail')).toHaveValue(newEmail);
});
