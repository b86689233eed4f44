import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core: no serious or critical violation (WCAG 2.x A/AA rules and best practices). */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Only violations are read: axe then stops collecting every passing node, which is most of its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe auf ${context}`).toEqual([]);
}

/** The page is not wider than the viewport (no horizontal scrolling). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the app has taken the page over (storefront/src/app/app.tsx). A server-rendered page
 * shows its content before that; a click on it then is a plain link or a button without handler.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Logs in through the login form and waits until the navigation shows the profile link. */
export async function logIn(page: Page, email: string, passwort: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(passwort);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Mein Profil' }),
  ).toBeVisible();
}
