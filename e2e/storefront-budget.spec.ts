/** Performance budget: the JavaScript a first visit to `/` loads, gzip-compressed, stays ≤ 110 kB. */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 110 * 1024;

test('initial JS of / is at most 110 kB gzip and holds nothing of the admin console', async ({ page }) => {
  const scripts: Array<{ url: string; gzip: number }> = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Oder stöbere durch unsere Kategorien' })).toBeVisible();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  test.info().annotations.push({ type: 'initial-js-gzip', description: `${(total / 1024).toFixed(1)} kB` });
  console.log(`initial JS of /: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.length} files`);
  expect(scripts.filter((s) => /admin-console|remoteEntry|hostInit/.test(s.url))).toEqual([]);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
