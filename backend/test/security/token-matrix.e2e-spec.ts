import { createHmac } from 'node:crypto';
import type { ProfileUpdateResponse } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from '../support/fixtures';
import { collectRoutes, requestRoute, type RouteInfo } from '../support/routes';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';
import { checkEveryAnswer } from '../support/contract';

/**
 * Generated from the route table: every route × every kind of token gives the status its
 * guard promises, and never a 5xx. New routes are covered without touching this file.
 */

type TokenKind =
  | 'none'
  | 'garbage'
  | 'forged signature'
  | 'alg none'
  | 'HS512'
  | 'expired'
  | 'without exp'
  | 'after password change'
  | 'deleted user'
  | 'plain user'
  | 'admin';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(payload: object, secret: string, alg: 'HS256' | 'HS512' = 'HS256'): string {
  const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  const digest = createHmac(alg === 'HS512' ? 'sha512' : 'sha256', secret)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${digest}`;
}

function payloadOf(token: string): { user: object; tv: number; iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** What the guard promises for a token kind on a route of the given access level. */
function expected(access: RouteInfo['access'], kind: TokenKind): 'pass' | 401 | 403 {
  if (access === 'public') return 'pass';
  if (kind === 'admin') return 'pass';
  if (kind === 'plain user') return access === 'admin' ? 403 : 'pass';
  return 401;
}

describe(`security: token matrix over every route (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const tokens = new Map<TokenKind, string | undefined>();

  beforeAll(async () => {
    // Every route × twelve tokens from one address: far more page renders than a person makes in a
    // minute. This suite is about who may call what; the work budget has its own (fair-use).
    t = await startTestApp({ WORK_BUDGET: '0' });
    await checkEveryAnswer(t);
    routes = collectRoutes(t);
    const secret = t.config.jwtSecret;
    const user: TestUser = await registerUser(t);
    const admin = await createAdmin(t);
    const base = payloadOf(admin.token);
    const now = Math.floor(Date.now() / 1000);

    // An admin whose password changed afterwards: the old token must die everywhere.
    const changing = await createAdmin(t);
    const changed = await t.http<ProfileUpdateResponse>('PUT', '/api/profile/me', {
      token: changing.token,
      body: {
        vorname: 'A',
        nachname: 'B',
        email: changing.email,
        passwort: 'ein-neues-passwort',
        aktuelles_passwort: changing.password,
      },
    });
    expect(changed.status).toBe(200);
    // An admin deleted afterwards.
    const deleted = await createAdmin(t);
    await t.dataSource.query('DELETE FROM users WHERE id = ?', [deleted.id]);

    tokens.set('none', undefined);
    tokens.set('garbage', 'kein.gueltiger.token');
    tokens.set('forged signature', sign(base, 'ein-ganz-anderes-geheimnis-ein-ganz-anderes'));
    tokens.set('alg none', `${encode({ alg: 'none', typ: 'JWT' })}.${encode(base)}.`);
    tokens.set('HS512', sign(base, secret, 'HS512'));
    tokens.set('expired', sign({ ...base, iat: now - 3600, exp: now - 60 }, secret));
    tokens.set('without exp', sign({ user: base.user, tv: base.tv, iat: now }, secret));
    tokens.set('after password change', changing.token);
    tokens.set('deleted user', deleted.token);
    tokens.set('plain user', user.token);
    tokens.set('admin', admin.token);
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers the whole route table', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.access === 'admin')).toBe(true);
    expect(routes.some((route) => route.access === 'user')).toBe(true);
  });

  it('gives every route × token the status its guard promises, never a 5xx', async () => {
    const mismatches: string[] = [];
    // Destructive routes last, so the admin's own token stays usable for the others.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of ordered) {
      for (const [kind, token] of tokens) {
        const response = await requestRoute(t, route, token);
        const promise = expected(route.access, kind);
        const ok =
          response.status < 500 &&
          (promise === 'pass'
            ? response.status !== 401 && response.status !== 403
            : response.status === promise);
        if (!ok)
          mismatches.push(
            `${route.method} ${route.path} mit ${kind}: ${response.status} (erwartet ${promise})`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
