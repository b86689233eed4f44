import fc from 'fast-check';
import { PublicResponseCache } from '../../src/common/http/public-response-cache';
import { rowCounts } from '../support/db-state';
import { createAdmin, registerUser, type TestUser } from '../support/fixtures';
import { collectRoutes, concrete, type RouteInfo } from '../support/routes';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';
import { checkEveryAnswer } from '../support/contract';

/**
 * Every JSON write route (generated from the route table) gets fast-check bodies: wrong types,
 * long and unicode strings, nested objects, prototype and privilege keys. Whatever comes in,
 * the answer is never a 5xx, and a refused request stores nothing.
 */

const FIELD_NAMES = [
  'email',
  'passwort',
  'vorname',
  'nachname',
  'handynummer',
  'firmenname',
  'beschreibung',
  'kategorie_ids',
  'anbieter_id',
  'event_datum',
  'nachricht',
  'sterne',
  'kommentar',
  'schluessel',
  'wert',
  'name',
  'farbe',
  'message',
  'street',
  'city',
  'providerName',
  'providerEmail',
  'ist_admin',
  'isAdmin',
  'hat_bewertet',
  'ist_freigeschaltet',
  'eintrag_gueltig_bis',
  '__proto__',
  'constructor',
  'prototype',
];

const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '2026-02-30',
    '1e309',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
  ),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
);

describe(`security: JSON fuzzing of every write route (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    routes = collectRoutes(t).filter(
      (route) => ['POST', 'PUT'].includes(route.method) && !route.path.endsWith('/db/import'),
    );
    user = await registerUser(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the JSON write routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('never answers 5xx and never stores a row for a refused body', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const token = route.access === 'admin' ? admin.token : route.access === 'user' ? user.token : undefined;
      await fc.assert(
        fc.asyncProperty(body, async (candidate) => {
          const before = await rowCounts(t);
          const response = await t.http(route.method, concrete(route.path), {
            token,
            body: JSON.stringify(candidate),
            headers: {
              'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
            },
          });
          if (response.status >= 500) problems.push(`${route.method} ${route.path}: ${response.status}`);
          if (response.status >= 400) {
            const after = await rowCounts(t);
            if (JSON.stringify(after) !== JSON.stringify(before)) {
              problems.push(`${route.method} ${route.path}: ${response.status}, aber Daten geändert`);
            }
          }
        }),
        { numRuns: 15, seed: 20261122 },
      );
    }
    expect(problems).toEqual([]);
  });

  it('refuses deeply nested JSON on every write route with 400, and keeps the public cache (finding 2)', async () => {
    const nestedArrays = '['.repeat(5000) + ']'.repeat(5000);
    const nestedObjects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const cache = t.app.get(PublicResponseCache);
    for (const route of routes) {
      const token = route.access === 'admin' ? admin.token : route.access === 'user' ? user.token : undefined;
      for (const text of [nestedArrays, `{"email":${nestedObjects}}`]) {
        const version = cache.version;
        const response = await t.http(route.method, concrete(route.path), { token, body: text });
        expect([route.path, response.status, response.body]).toEqual([
          route.path,
          400,
          { msg: 'Die Anfrage ist zu tief verschachtelt.' },
        ]);
        expect(cache.version).toBe(version);
      }
    }
    // What real requests nest stays accepted.
    const fine = await t.http('POST', '/api/auth/login', { body: { email: 'a@b.de', passwort: 'x' } });
    expect(fine.status).toBe(400);
    expect((fine.body as { msg: string }).msg).not.toMatch(/verschachtelt/);
  });
});
