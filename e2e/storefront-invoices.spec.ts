import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { createCatalog } from './support/fixtures';

/**
 * Issue 26: the renewal issues an invoice, and the renewal page offers its PDF for download (no
 * login: the link is signed). At a phone's and a desktop's width.
 */
for (const width of [360, 1280]) {
  test(`renewal page: the provider downloads the invoice PDF at ${width} px`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { provider } = await createCatalog(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/verlaengerung/${provider.id}`);
    await page.getByLabel('Name / Firma').fill(provider.firmenname);
    await page.getByLabel('Straße & Hausnummer').fill('Musterstraße 5');
    await page.getByLabel('PLZ & Ort').fill('12345 Musterstadt');
    // The payment site is outside the test: answer it locally.
    await context.route('https://www.paypal.com/**', (route) =>
      route.fulfill({ status: 200, body: 'PayPal (Test)' }),
    );
    await page.getByRole('button', { name: 'Weiter zu PayPal (40,00 €)' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();

    const link = page.getByRole('link', { name: /^Rechnung RE-\d{4}-\d{5} als PDF herunterladen$/ });
    await expect(link).toBeVisible();
    const number = /RE-\d{4}-\d{5}/.exec((await link.textContent()) ?? '')?.[0];
    await page.screenshot({
      path: testInfo.outputPath(`verlaengerung-rechnung-${width}.png`),
      fullPage: true,
    });

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The link works without a session; a changed signature does not.
    const href = (await link.getAttribute('href')) as string;
    expect((await request.get(href)).status()).toBe(200);
    expect((await request.get(href.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`))).status()).toBe(404);
  });
}
