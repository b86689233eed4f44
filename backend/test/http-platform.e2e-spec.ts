import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdmin, registerUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

/** A tiny fake build of both front ends, so the static serving can be checked without Vite. */
function fakeBuilds(): { storefront: string; adminConsole: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ek-static-'));
  const storefront = join(dir, 'storefront');
  const adminConsole = join(dir, 'admin-console');
  mkdirSync(join(storefront, 'assets'), { recursive: true });
  mkdirSync(adminConsole, { recursive: true });
  writeFileSync(
    join(storefront, 'index.html'),
    '<!doctype html><title>Event-Kompass</title><div id="root"></div>',
  );
  writeFileSync(
    join(storefront, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  writeFileSync(join(adminConsole, 'remoteEntry.js'), 'export const remote = true;');
  return { storefront, adminConsole };
}

describe(`HTTP platform (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const builds = fakeBuilds();
    t = await startTestApp({
      STOREFRONT_DIST: builds.storefront,
      ADMIN_CONSOLE_DIST: builds.adminConsole,
      CORS_ORIGINS: 'https://partner.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['API answer', 'GET', '/api/health'],
    ['API error', 'GET', '/api/gibt-es-nicht'],
    ['refused API write', 'POST', '/api/auth/login'],
    ['HTML shell', 'GET', '/'],
    ['HTML shell of a client route', 'GET', '/provider/7'],
    ['hashed asset', 'GET', '/assets/app-abc123.js'],
    ["admin console's remote entry", 'GET', '/admin-console/remoteEntry.js'],
  ])(
    'sends a strict content security policy and the usual security headers with the %s',
    async (_kind, method, path) => {
      const response = await t.http(method, path, {
        headers: { accept: 'text/html' },
        ...(method === 'POST' ? { body: {} } : {}),
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('keeps personal and admin answers out of every cache; public reads are revalidated', async () => {
    const user = await registerUser(t);
    const admin = await createAdmin(t);
    const cacheControl = async (path: string, token?: string) =>
      (await fetch(`${t.baseUrl}${path}`, { headers: token ? { 'x-auth-token': token } : {} })).headers.get(
        'cache-control',
      );
    expect(await cacheControl('/api/profile/me', user.token)).toBe('no-store');
    expect(await cacheControl('/api/profile/inquiries', user.token)).toBe('no-store');
    expect(await cacheControl('/api/admin/users', admin.token)).toBe('no-store');
    expect(await cacheControl('/api/admin/settings', admin.token)).toBe('no-store');
    expect(await cacheControl('/api/search?q=nie-gefragt-' + Date.now())).toBe('public, no-cache');
    expect(await cacheControl('/api/categories')).toBe('public, no-cache');
  });

  it('takes JSON bodies only: a form or plain text gets 415 and changes nothing', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'email=a%40b.de&passwort=geheim123'],
      ['text/plain', '{"email":"a@b.de","passwort":"geheim123"}'],
    ]) {
      const response = await fetch(`${t.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ msg: 'Dieser Inhaltstyp wird nicht unterstützt.' });
    }
  });

  it('allows only configured origins for CORS', async () => {
    const evil = await t.http('GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const partner = await t.http('GET', '/api/health', { headers: { origin: 'https://partner.example' } });
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    // The same on answers from the public response cache (the second request is a hit).
    for (let i = 0; i < 2; i++) {
      const cachedEvil = await t.http('GET', '/api/categories', {
        headers: { origin: 'https://evil.example' },
      });
      expect(cachedEvil.headers.get('access-control-allow-origin')).toBeNull();
      const cachedPartner = await t.http('GET', '/api/categories', {
        headers: { origin: 'https://partner.example' },
      });
      expect(cachedPartner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(cachedPartner.headers.get('etag')).toBeTruthy();
      // A shared cache must keep answers apart by origin and by encoding.
      const vary = (cachedPartner.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(vary.sort()).toEqual(['accept-encoding', 'origin']);
    }
  });

  it('answers a preflight from an unknown origin without any CORS permission', async () => {
    const preflight = (origin: string) =>
      t.http('OPTIONS', '/api/profile/me', {
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type, x-auth-token',
        },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBeLessThan(500);
    for (const header of [
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-allow-headers',
      'access-control-allow-methods',
    ]) {
      expect({ header, value: evil.headers.get(header) }).toEqual({ header, value: null });
    }
    const partner = await preflight('https://partner.example');
    expect(partner.status).toBe(204);
    expect(partner.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(partner.headers.get('access-control-allow-headers')).toContain('x-auth-token');
  });

  it('serves the storefront shell for client routes and at /, with a real status', async () => {
    // Unknown ids and paths still get the shell (the SPA shows its German page), but as a 404.
    for (const [path, status, cacheControl] of [
      ['/', 200, 'public, no-cache'],
      ['/impressum', 200, 'public, no-cache'],
      ['/admin/anbieter', 200, 'no-cache'],
      ['/category/999999', 404, 'no-cache'],
      ['/provider/999999', 404, 'no-cache'],
      ['/gibt-es-nicht', 404, 'no-cache'],
    ] as const) {
      const response = await t.http('GET', path, { headers: { accept: 'text/html' } });
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(response.text).toContain('<div id="root">');
      expect({ path, cacheControl: response.headers.get('cache-control') }).toEqual({ path, cacheControl });
    }
  });

  it('answers unknown API paths with JSON, never the shell', async () => {
    const response = await t.http('GET', '/api/gibt-es-nicht', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ msg: expect.any(String) });
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await fetch(`${t.baseUrl}/assets/app-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("serves the admin console's remote entry under /admin-console/", async () => {
    const response = await t.http('GET', '/admin-console/remoteEntry.js');
    expect(response.status).toBe(200);
    expect(response.text).toContain('remote = true');
  });
});
