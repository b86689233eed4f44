/** The storefront as module-federation host of the admin console (contract in storefront/vite.config.ts). */
import { expect, test } from './support/test';
import { registerUser, unique } from './support/api';
import { ADMIN } from './support/env';

test('visitors and plain users are sent from /admin to /', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  const token = await registerUser(request, {
    vorname: 'Paul',
    nachname: 'Plain',
    email: `plain-${unique()}@example.test`,
    passwort: 'geheim123',
  });
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/admin/anbieter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('an admin gets the federated console at /admin, loaded only there, sharing React and the router', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin-console/')) remoteRequests.push(new URL(r.url()).pathname);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hook|Router|Module Federation/i.test(m.text())) errors.push(m.text());
  });

  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(ADMIN.email);
  await page.getByLabel('Passwort').fill(ADMIN.passwort);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL('/');
  await page.waitForLoadState('networkidle');
  expect(remoteRequests, 'nothing of the admin console on public pages').toEqual([]);

  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: /Admin/ }).first()).toBeVisible({ timeout: 20_000 });
  expect(remoteRequests).toContain('/admin-console/remoteEntry.js');

  // The console's own links change the host's URL: one router for both.
  const before = page.url();
  await page.getByRole('link', { name: 'Kategorien' }).first().click();
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goBack();
  await expect(page).toHaveURL(before);
  expect(errors).toEqual([]);
});
