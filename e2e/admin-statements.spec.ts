/**
 * Issue 26: the operator imports the bank statement in the console's „Rechnungen“ tab. A provider's
 * renewal left an open invoice; the statement's credit names it loosely („re 2026 00001“) with its
 * amount, so the import books it: the admin sees the match, the invoice paid and the listing renewed
 * (its new end in the result and in the „Anbieter“ tab), and a foreign credit under „Offen“. At a
 * phone's and a desktop's width. Screenshots go to SHOTS_DIR (default /tmp/shots-admin-statements).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addMonths, berlinToday, germanDate, laterDate } from '@event-kompass/shared-types';
import { camt053 } from '../backend/test/support/camt053-document';
import { expect, test } from './support/test';
import { requestRenewal, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, logIn } from './support/browser';
import { ADMIN } from './support/env';
import { createCatalog } from './support/fixtures';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-admin-statements';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

for (const width of [360, 1280]) {
  test(`the admin imports a bank statement and sees the invoice paid and the listing renewed at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { provider } = await createCatalog(request);
    const { rechnung } = await requestRenewal(request, provider);
    const renewedTo = addMonths(laterDate(berlinToday(), provider.eintrag_gueltig_bis), 12);
    const foreign = `Spende Sommerfest ${unique()}`;
    const statement = camt053(
      [
        // As people type it: spaced and in lower case.
        { amount: '40.00', reference: `Eintrag ${rechnung.nummer.replace(/-/g, ' ').toLowerCase()}` },
        { amount: '15.00', reference: foreign, name: 'Förderverein Musterstadt' },
      ].map((line) => ({ ...line, date: berlinToday() })),
      `AUSZUG-${unique()}`,
    );

    await page.setViewportSize({ width, height: 900 });
    await logIn(page, ADMIN.email, ADMIN.passwort);
    await page.goto('/admin/rechnungen');
    await expect(page.getByRole('heading', { name: 'Rechnungen', level: 2 })).toBeVisible();
    const list = page.getByRole('table', { name: 'Alle Rechnungen' });
    await expect(list.getByRole('row').filter({ hasText: rechnung.nummer })).toContainText('Offen');

    const card = page.getByRole('region', { name: 'Kontoauszug importieren (CAMT.053)' });
    await card.getByLabel('Kontoauszug (CAMT.053, XML-Datei)').setInputFiles({
      name: 'kontoauszug.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(statement, 'utf8'),
    });
    await card.getByRole('button', { name: 'Kontoauszug importieren' }).click();

    await expect(card.getByRole('heading', { name: 'Ergebnis des Imports' })).toBeFocused();
    await expect(card.getByRole('status')).toHaveText(
      '1 Zahlung zugeordnet und gebucht. 1 Gutschrift bleibt offen.',
    );
    const match = card
      .getByRole('table', { name: 'Zugeordnete Gutschriften' })
      .getByRole('row')
      .filter({ hasText: rechnung.nummer });
    await expect(match).toContainText('40,00 €');
    await expect(match).toContainText(provider.firmenname);
    await expect(match).toContainText(`verlängert bis ${germanDate(renewedTo)}`);
    await expect(match).toContainText('Bezahlt');
    const open = card
      .getByRole('table', { name: 'Offene Gutschriften, von Hand zu buchen' })
      .getByRole('row')
      .filter({ hasText: foreign });
    await expect(open).toContainText('15,00 €');
    await expect(open).toContainText('Förderverein Musterstadt');
    await expect(open).toContainText('keine erkannt');
    await expect(card.getByText(/konnten keiner Rechnung zugeordnet werden/)).toBeVisible();
    // The list below shows the invoice paid, with the payment that renewed the listing.
    const listed = list.getByRole('row').filter({ hasText: rechnung.nummer });
    await expect(listed).toContainText('Bezahlt');
    await expect(listed).toContainText(`verlängert bis ${germanDate(renewedTo)}`);

    await expectNoSeriousA11yViolations(page, `/admin/rechnungen nach dem Import bei ${width} px`);
    await expectNoHorizontalScroll(page);
    await shot(page, `rechnungen-import-${width}`);

    // The same statement again books nothing twice.
    await card.getByRole('button', { name: 'Kontoauszug importieren' }).click();
    await expect(card.getByRole('status')).toContainText('Nichts neu zugeordnet');
    await expect(card.getByRole('table', { name: 'Zugeordnete Gutschriften' })).toHaveCount(0);
    await shot(page, `rechnungen-reimport-${width}`);

    // A file that is no statement: the server's German message.
    await card.getByLabel('Kontoauszug (CAMT.053, XML-Datei)').setInputFiles({
      name: 'notiz.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from('<html><body>Hallo</body></html>', 'utf8'),
    });
    await card.getByRole('button', { name: 'Kontoauszug importieren' }).click();
    await expect(card.getByRole('alert')).toContainText('kein Kontoauszug im Format CAMT.053');

    // The renewed listing in the providers tab.
    await page.goto('/admin/anbieter');
    await page.getByLabel('Anbieter suchen').fill(provider.firmenname);
    await expect(page.getByRole('row').filter({ hasText: provider.firmenname })).toContainText(
      `Aktiv bis ${germanDate(renewedTo)}`,
    );
    await shot(page, `anbieter-verlaengert-${width}`);
  });
}
