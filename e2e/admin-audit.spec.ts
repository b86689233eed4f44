/**
 * The console's „Protokoll“ (every admin write, issue 26) and „Übersicht“ (monthly figures as
 * charts with a table) at phone and desktop width: an admin's change shows up in the trail with
 * who, what and on which target, and both tabs pass axe without sideways scrolling.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { adminToken, createCategory, unique } from './support/api';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './support/browser';

const SHOTS = process.env.E2E_SHOTS_DIR;

async function openAs(page: Page, token: string, tab: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
  await page.goto(`/admin/${tab}`);
  await expect(page.getByRole('heading', { name: 'Admin-Dashboard', level: 1 })).toBeVisible();
}

for (const width of [360, 1280]) {
  test(`the audit trail names an admin's change, and the overview draws the figures, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminToken(request);
    const name = `Protokolliert ${unique()}`;
    const category = await createCategory(request, admin, { name });
    await page.setViewportSize({ width, height: 900 });

    await openAs(page, admin, 'protokoll');
    await expect(page.getByRole('heading', { name: 'Protokoll', level: 2 })).toBeVisible();
    const line = page.getByRole('row').filter({ hasText: `Kategorie ${name}` });
    await expect(line).toContainText('kategorie.angelegt');
    await expect(line).toContainText('@');
    await expect(line).toContainText(`"name":"${name}"`);
    await expect(page.getByRole('button', { name: /löschen|bearbeiten/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `/admin/protokoll bei ${width} px`);
    await expectNoHorizontalScroll(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/protokoll-${width}.png`, fullPage: true });
    }
    expect(category.id).toBeGreaterThan(0);

    await page.goto('/admin/uebersicht');
    await expect(page.getByRole('heading', { name: 'Übersicht', level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aktivität je Monat' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Umsatz je Monat' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Kennzahlen je Monat' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expectNoSeriousA11yViolations(page, `/admin/uebersicht bei ${width} px`);
    await expectNoHorizontalScroll(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/uebersicht-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/uebersicht-${width}-oben.png` });
    }
  });
}
