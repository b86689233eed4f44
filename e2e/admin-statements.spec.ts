/**
 * Issue 26: the operator imports the bank statement in the console's „Rechnungen“ tab. A provider's
 * renewal left an open invoice; the statement's credit names it loosely („re 2026 00001“) with its
 * amount, so the import books it: the admin sees the match, the invoice paid and the listing renewed
 * (its new end in the result and in the „Anbieter“ tab), a foreign credit under „Offen“, and a half
 * payment there that the admin books by hand from its line. At a
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
    // A second provider pays half: the line stays open and is booked by hand from the result.
    const partly = (await requestRenewal(request, (await createCatalog(request)).provider)).rechnung;
    const foreign = `Spende Sommerfest ${unique()}`;
    const statement = camt053(
      [
        // As people type it: spaced and in lower case.
        { amount: '40.00', reference: `Eintrag ${rechnung.nummer.replace(/-/g, ' ').toLowerCase()}` },
        { amount: '15.00', reference: foreign, name: 'Förderverein Musterstadt' },
        { amount: '20.00', reference: partly.nummer },
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
      '1 Zahlung zugeordnet und gebucht. 2 Gutschriften bleiben offen.',
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

    // The half payment, booked by hand from its open line: the dialog brings the line's amount.
    const half = card
      .getByRole('table', { name: 'Offene Gutschriften, von Hand zu buchen' })
      .getByRole('row')
      .filter({ hasText: partly.nummer });
    await expect(half).toContainText('offen: 40,00 €');
    await half
      .getByRole('button', {
        name: `Gutschrift vom ${germanDate(berlinToday())} über 20,00 € als Zahlung zu ${partly.nummer} erfassen`,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: `Zahlung zu ${partly.nummer} erfassen` });
    await expect(dialog.getByLabel(/Betrag/)).toHaveValue('20,00');
    await shot(page, `rechnungen-zahlung-aus-auszug-${width}`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Zahlung zu ${partly.nummer} erfasst.`)).toBeVisible();
    await expect(half).toContainText('offen: 20,00 €');
    await expect(half).toContainText('von Hand gebucht');
    await expect(list.getByRole('row').filter({ hasText: partly.nummer })).toContainText(
      '20,00 € (Überweisung)',
    );

    // The same statement again books nothing twice: neither the match nor the line booked by hand
    // (now as much as is open on its invoice); only the foreign credit is open still.
    await card.getByRole('button', { name: 'Kontoauszug importieren' }).click();
    await expect(card.getByRole('status')).toHaveText(
      'Nichts neu zugeordnet (schon gebuchte Zahlungen eines Auszugs werden nicht doppelt gebucht). 1 Gutschrift bleibt offen.',
    );
    await expect(card.getByRole('table', { name: 'Zugeordnete Gutschriften' })).toHaveCount(0);
    await expect(
      card.getByRole('table', { name: 'Offene Gutschriften, von Hand zu buchen' }).getByRole('row'),
    ).toHaveCount(2);
    await expect(list.getByRole('row').filter({ hasText: partly.nummer })).toContainText('Offen');
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
