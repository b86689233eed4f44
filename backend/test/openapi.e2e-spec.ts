import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { SPELLING_SUGGESTION_HEADER, TOTAL_COUNT_HEADER } from '@event-kompass/shared-types';
import { isPayloadName } from '../src/common/openapi/payload-schemas';
import { createAdmin } from './support/fixtures';
import { addCategory, addProvider } from './support/provider-fixtures';
import { collectRoutes, type RouteInfo } from './support/routes';
import { startTestApp, type TestApp } from './support/test-app';

/** `/api/providers/:id` → `/api/providers/{id}`, as OpenAPI writes path parameters. */
function openApiPath(route: RouteInfo): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

describe('API reference (OpenAPI)', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  const storefront = mkdtempSync(join(tmpdir(), 'ek-storefront-'));

  beforeAll(async () => {
    // With a storefront present, so the SPA fallback is in place too.
    writeFileSync(join(storefront, 'index.html'), '<!doctype html><title>Storefront</title>');
    t = await startTestApp({ STOREFRONT_DIST: storefront });
    const response = await t.http<OpenAPIObject>('GET', '/api/docs-json');
    expect(response.status).toBe(200);
    document = response.body;
  });

  afterAll(async () => {
    await t.close();
    rmSync(storefront, { recursive: true, force: true });
  });

  function operation(route: RouteInfo): OperationObject | undefined {
    const item = document.paths[openApiPath(route)] as Record<string, OperationObject> | undefined;
    return item?.[route.method.toLowerCase()];
  }

  it('is an OpenAPI 3 document with the token header as security scheme', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Event-Kompass API');
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(document.components?.securitySchemes?.['x-auth-token']).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-auth-token' }),
    );
    expect(document.components?.schemas?.ApiError).toBeDefined();
  });

  it('describes every API route of the application', () => {
    // The storefront's pages, robots.txt and the sitemap are HTML and text for browsers and
    // crawlers, not API (the seo module); they stay out of the reference.
    const missing = collectRoutes(t)
      .filter((route) => route.path.startsWith('/api'))
      .filter((route) => !operation(route))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('gives every operation a German summary, a group and its error answers', () => {
    const problems: string[] = [];
    for (const route of collectRoutes(t)) {
      const op = operation(route);
      const name = `${route.method} ${route.path}`;
      if (!op) continue;
      if (!op.summary) problems.push(`${name}: no summary`);
      // Nest names an untagged controller's group after its class (`AdminCatalog`).
      const autoTag = route.handler.split('.')[0].replace(/Controller$/, '');
      if (!op.tags?.length || op.tags.includes(autoTag))
        problems.push(`${name}: tags ${JSON.stringify(op.tags)}`);
      const protectedRoute = route.access === 'user' || route.access === 'admin';
      const secured = JSON.stringify(op.security ?? []).includes('x-auth-token');
      if (protectedRoute !== secured) problems.push(`${name}: security ${JSON.stringify(op.security)}`);
      if (protectedRoute && !op.responses['401']) problems.push(`${name}: no 401`);
      if (route.access === 'admin' && !op.responses['403']) problems.push(`${name}: no 403`);
      if (route.body && !op.responses['400']) problems.push(`${name}: no 400`);
    }
    expect(problems).toEqual([]);
  });

  it('names a JSON payload for the success of every route that answers JSON', () => {
    // An answer without a documented schema would pass every contract check unchecked.
    const withoutPayload: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, OperationObject>)) {
        const success = ['200', '201'].map(
          (status) => op.responses[status] as { content?: Record<string, unknown> } | undefined,
        );
        if (op.responses['204']) continue;
        if (!success.some((answer) => answer?.content?.['application/json']))
          withoutPayload.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // Files, CSV, iCal, Prometheus text, the import's text summary and a redirect: no JSON by design.
    expect(withoutPayload.sort()).toEqual([
      'GET /api/admin/backups/{name}',
      'GET /api/admin/db/export',
      'GET /api/admin/export/datev',
      'GET /api/admin/export/datev/belege',
      'GET /api/export/providers',
      'GET /api/export/users',
      'GET /api/invoices/{nummer}/pdf',
      'GET /api/kalender/{file}',
      'GET /api/metrics',
      'GET /api/reminders/unsubscribe',
      'POST /api/admin/db/import',
    ]);
  });

  it('documents answers only by shared types, never by a class of the backend', () => {
    // Response classes would be a second copy of a payload; `@ApiRoute(…, { ok: 'Type' })` names the one.
    const foreign: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, OperationObject>)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          const refs = JSON.stringify(answer).match(/#\/components\/schemas\/[^"]+/g) ?? [];
          for (const ref of refs) {
            const name = ref.split('/').pop()!;
            if (!isPayloadName(name)) foreign.push(`${method.toUpperCase()} ${path} ${status}: ${name}`);
          }
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('describes the answers by their shared types, with the descriptions and limits of their JSDoc', () => {
    const schemas = document.components?.schemas as Record<string, Record<string, unknown>>;
    const okSchema = (path: string) =>
      (document.paths[path].get?.responses['200'] as { content: Record<string, { schema: unknown }> })
        .content['application/json'].schema;
    expect(okSchema('/api/reviews/{providerId}')).toEqual({ $ref: '#/components/schemas/ProviderReviews' });
    expect(okSchema('/api/categories')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Category' },
    });
    const provider = schemas.PublicProvider as { properties: Record<string, object>; required: string[] };
    expect(provider.properties.average_rating).toEqual(
      expect.objectContaining({ type: 'number', nullable: true, description: expect.any(String) }),
    );
    expect(provider.properties.einsatzradius_km).toEqual(
      expect.objectContaining({ type: 'integer', minimum: 0, maximum: 500 }),
    );
    expect(provider.required).toEqual(expect.arrayContaining(['id', 'firmenname', 'fotos']));
    expect(provider.required).not.toContain('entfernung_km');
    expect(schemas.IsoDate).toEqual(expect.objectContaining({ type: 'string', format: 'date' }));
    // Only what the routes answer is listed, not every shared type (no request shapes).
    expect(schemas.ProviderApplicationRequest).toBeUndefined();
  });

  it('describes the request fields from the DTOs, with their German labels and limits', () => {
    const schemas = document.components?.schemas as Record<string, { properties: Record<string, object> }>;
    expect(schemas.ProviderApplicationDto.properties.firmenname).toEqual(
      expect.objectContaining({ type: 'string', description: 'Firmenname', maxLength: 200 }),
    );
    expect(schemas.RegisterDto.properties.email).toEqual(
      expect.objectContaining({ format: 'email', maxLength: 254 }),
    );
  });

  it('documents X-Total-Count on every route that sends it, and the spelling hint on the search', async () => {
    const admin = await createAdmin(t);
    const category = await addCategory(t, `Gezählt-${Date.now() % 100000}`);
    const provider = await addProvider(t, { kategorie_ids: [category.id] });
    // Every GET route of the API, called as an admin with real ids for its parameters, says by its
    // answer whether it sends the count; a list added later is checked without touching this test.
    const sending: string[] = [];
    for (const route of collectRoutes(t)) {
      if (route.method !== 'GET' || !route.path.startsWith('/api') || route.path.startsWith('/api/docs'))
        continue;
      for (const id of new Set([category.id, provider.id])) {
        const path = route.path.replace(/:[A-Za-z0-9_]+/g, String(id));
        const response = await t.http('GET', path, { token: admin.token });
        if (response.headers.has(TOTAL_COUNT_HEADER)) {
          sending.push(`${route.method} ${route.path}`);
          break;
        }
      }
    }
    expect(sending).toEqual(expect.arrayContaining(['GET /api/search', 'GET /api/providers/category/:id']));
    /** A header of a route's 200 answer as the document describes it. */
    const okHeader = (route: RouteInfo, name: string) => {
      // The document as served: its answers are plain objects, not `$ref`s.
      const ok = operation(route)?.responses['200'] as { headers?: Record<string, unknown> } | undefined;
      return ok?.headers?.[name] as { schema?: { type?: string } } | undefined;
    };
    const undocumented = sending.filter((name) => {
      const route = collectRoutes(t).find((candidate) => `${candidate.method} ${candidate.path}` === name)!;
      return okHeader(route, TOTAL_COUNT_HEADER)?.schema?.type !== 'integer';
    });
    expect(undocumented).toEqual([]);
    const search = collectRoutes(t).find((route) => route.method === 'GET' && route.path === '/api/search')!;
    expect(okHeader(search, SPELLING_SUGGESTION_HEADER)?.schema?.type).toBe('string');
  });

  it('serves the UI under the strict CSP, outside the public cache and the SPA fallback', async () => {
    const page = await t.http('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toContain('Storefront');
    const api = await t.http('GET', '/api/site');
    expect(page.headers.get('content-security-policy')).toBe(api.headers.get('content-security-policy'));
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const path of ['/api/docs', '/api/docs-json']) {
      const response = await t.http('GET', path);
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await t.http('GET', '/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await t.http('GET', '/api/docs/ui-init.js')).status).toBe(200);
    // swagger-ui-dist's demo page is not served.
    expect((await t.http('GET', '/api/docs/index.html')).status).toBe(404);
  });
});
