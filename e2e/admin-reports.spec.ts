/**
 * "Inhalt melden" (DSA notice and action) end to end: a logged-in user reports a review on the provider
 * page, the admin finds the report in the console's "Meldungen" tab and removes the review with a
 * statement of reasons.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addDays, berlinToday, type Category, type ProviderReviews } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, registerUser, unique } from './support/api';
import { moveInquiryIntoPast } from './support/db';

const id = unique();

async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
}

test('a reported review is decided and removed in the admin console', async ({ page, request }) => {
  const admin = await adminToken(request);
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const provider = await createActiveProvider(request, admin, {
    firmenname: `E2E Gemeldet ${id}`,
    email: `gemeldet-${id}@example.test`,
    beschreibung: 'Ein Anbieter mit einer beleidigenden Bewertung.',
    kategorie_ids: [categories[0].id],
  });
  const authorEmail = `verfasser-${id}@example.test`;
  const authorToken = await registerUser(request, {
    vorname: 'Vera',
    nachname: 'Verfasser',
    email: authorEmail,
    passwort: 'geheim123',
  });
  const inquiry = await request.post('/api/inquiries', {
    data: { anbieter_id: provider.id, event_datum: addDays(berlinToday(), 1), nachricht: 'Sind Sie frei?' },
    headers: { 'x-auth-token': authorToken },
  });
  expect(inquiry.ok()).toBeTruthy();
  expect(moveInquiryIntoPast(authorEmail, provider.id)).toBe(1);
  const kommentar = `Der Inhaber ist ein Betrüger ${id}`;
  const review = await request.post('/api/reviews', {
    data: { anbieter_id: provider.id, sterne: 1, kommentar },
    headers: { 'x-auth-token': authorToken },
  });
  expect(review.ok(), await review.text()).toBeTruthy();

  // A second user reports the review; the address for feedback is prefilled from the account.
  const reporterEmail = `melder-${id}@example.test`;
  const reporterToken = await registerUser(request, {
    vorname: 'Max',
    nachname: 'Melder',
    email: reporterEmail,
    passwort: 'geheim123',
  });
  await useToken(page, reporterToken);
  await page.goto(`/provider/${provider.id}`);
  await expect(page.getByText(kommentar)).toBeVisible();
  await page.getByRole('button', { name: 'Inhalt melden: Bewertung von Vera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inhalt melden: Bewertung von Vera' });
  await expect(dialog.getByLabel('E-Mail (optional)')).toHaveValue(reporterEmail);
  await dialog.getByLabel('Grund').fill('Die Bewertung nennt den Inhaber ohne Belege einen Betrüger.');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByText(/Vielen Dank für Ihre Meldung/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The admin decides it in the console.
  await useToken(page, admin);
  await page.goto('/admin/meldungen');
  await expect(page.getByRole('heading', { name: 'Meldungen', level: 2 })).toBeVisible();
  await page.getByLabel('Meldungen suchen').fill(kommentar);
  const line = page.getByRole('row').filter({ hasText: kommentar });
  await expect(line).toContainText('Offen');
  await expect(line.getByRole('link', { name: /Bewertung von Vera Verfasser/ })).toHaveAttribute(
    'href',
    `/provider/${provider.id}`,
  );
  await line.getByRole('button', { name: /entscheiden$/ }).click();
  const decision = page.getByRole('dialog', { name: 'Über Meldung entscheiden' });
  await decision.getByLabel('Inhalt entfernen').check();
  await decision
    .getByLabel(/Begründung/)
    .fill('Die Bewertung bezeichnet den Inhaber ohne Belege als Betrüger.');
  await decision.getByLabel(/Rechtsgrundlage/).fill('§ 6 Abs. 2 AGB (keine beleidigenden Inhalte)');
  await decision.getByRole('button', { name: 'Speichern' }).click();
  await expect(decision).toBeHidden();
  await expect(
    page.getByText('Der Inhalt wurde entfernt und die Begründung an den Betroffenen versandt.'),
  ).toBeVisible();
  await page.getByLabel('Meldungen suchen').fill('ohne Belege');
  await expect(page.getByRole('row').filter({ hasText: 'ohne Belege als Betrüger' })).toContainText(
    'Erledigt: entfernt',
  );

  // The review is gone for everyone.
  const reviews = (await (
    await request.get(`/api/reviews/${provider.id}`, { headers: { 'x-auth-token': reporterToken } })
  ).json()) as ProviderReviews;
  expect(reviews.reviews.map((r) => r.kommentar)).not.toContain(kommentar);
});
