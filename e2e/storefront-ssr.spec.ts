/**
 * What a crawler and a link preview get without running JavaScript: public pages come from the
 * server with their content, rendered by the storefront's own components; the browser then takes
 * that page over (hydration) without asking the API again for the same data.
 */
import { expect, test } from './support/test';
import { registerUser, unique } from './support/api';
import { createCatalog, type Catalog } from './support/fixtures';

let catalog: Catalog;

test.beforeAll(async ({ request }) => {
  catalog = await createCatalog(request);
});

/** The page's visible text, as a crawler without JavaScript reads it. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

test('public pages answer plain HTTP with their content, head and the data they were rendered from', async ({
  request,
}) => {
  const { category, provider, marker } = catalog;
  const pages = [
    { path: '/', content: ['Finden Sie die passenden Dienstleister für Ihr Event', category.name] },
    {
      path: `/category/${category.id}`,
      content: [`Anbieter in: ${category.name}`, provider.firmenname],
      link: `/provider/${provider.id}`,
    },
    {
      path: `/provider/${provider.id}`,
      content: [provider.firmenname, provider.beschreibung, 'Inhalt melden'],
      title: `${provider.firmenname} – ${category.name} | Event-Kompass`,
    },
    { path: `/search?q=${marker}`, content: [`Suchergebnisse für „${marker}“`, provider.firmenname] },
    { path: '/impressum', content: ['Impressum', 'Angaben gemäß § 5 DDG'] },
  ];
  for (const page of pages) {
    const response = await request.get(page.path, { headers: { accept: 'text/html' } });
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    for (const content of page.content) expect(text, page.path).toContain(content);
    if (page.link) expect(html).toContain(`href="${page.link}"`);
    if (page.title) expect(html).toContain(`<title>${page.title}</title>`);
    // The loaders' results ride along as a data block for the browser's router.
    const data = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html);
    expect(data, page.path).not.toBeNull();
    expect(JSON.parse(data![1])).toHaveProperty('loaderData');
  }
});

for (const width of [360, 1280]) {
  test(`a server-rendered provider page is taken over without fetching its data again (${width} px)`, async ({
    page,
  }) => {
    const { category, provider } = catalog;
    await page.setViewportSize({ width, height: 800 });
    const apiCalls: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: provider.firmenname })).toBeVisible();
    // React has taken over (goto waits for it): the page's own button works (it only does something
    // with JavaScript).
    await page.getByRole('button', { name: /Inhalt melden/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);

    // Moving on inside the app loads the next page's data as before.
    await page.goto(`/category/${category.id}`);
    await page.getByRole('link', { name: provider.firmenname, exact: true }).click();
    await expect(page).toHaveURL(`/provider/${provider.id}`);
    await expect(page.getByRole('heading', { level: 1, name: provider.firmenname })).toBeVisible();
    expect(apiCalls).toContain(`/api/providers/${provider.id}`);
    expect(problems).toEqual([]);
  });
}

test('a logged-in visitor gets the server-rendered page taken over too (no mismatch), then their session', async ({
  page,
  request,
}) => {
  const { provider } = catalog;
  const token = await registerUser(request, {
    vorname: 'Hanna',
    nachname: 'Hydrate',
    email: `hydrate-${unique()}@beispiel.de`,
    passwort: 'geheim123',
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);

  // A logged-out first render that matches the server's markup, and the page's button works.
  await page.goto(`/provider/${provider.id}`);
  await page.getByRole('button', { name: /Inhalt melden/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // After the takeover the navigation is the logged-in one.
  await expect(page.getByRole('link', { name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  // React took the markup over: no mismatch was reported.
  expect(problems).toEqual([]);
});
