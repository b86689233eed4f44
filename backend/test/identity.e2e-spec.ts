import { createHmac } from 'node:crypto';
import type { TokenResponse, User } from '@event-kompass/shared-types';
import * as argon2 from 'argon2';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { createAdmin, registerUser } from './support/fixtures';
import { expectRateLimited } from './support/rate-limits';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

function signToken(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const algorithm = (header as { alg: string }).alg === 'HS512' ? 'sha512' : 'sha256';
  return `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
}

describe(`identity (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers a user, stores an argon2id hash and answers a token with the user payload', async () => {
    const response = await t.http<TokenResponse>('POST', '/api/auth/register', {
      body: {
        vorname: 'Jürgen',
        nachname: 'Weiß',
        email: '  Juergen@Beispiel.DE ',
        handynummer: '',
        passwort: 'sehr-geheim',
      },
    });
    expect(response.status).toBe(201);
    const payload = JSON.parse(Buffer.from(response.body.token.split('.')[1], 'base64url').toString());
    expect(payload.user).toEqual({
      id: expect.any(Number),
      vorname: 'Jürgen',
      nachname: 'Weiß',
      email: 'juergen@beispiel.de',
      isAdmin: false,
    });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    const [row] = await t.dataSource.query('SELECT passwort_hash FROM users WHERE email = ?', [
      'juergen@beispiel.de',
    ]);
    expect(row.passwort_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account with the same e-mail in other letter case with 409', async () => {
    await registerUser(t, { email: 'doppelt@beispiel.de' });
    const response = await t.http('POST', '/api/auth/register', {
      body: { vorname: 'A', nachname: 'B', email: 'DOPPELT@beispiel.de', passwort: 'geheim123' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ msg: 'Diese E-Mail-Adresse ist bereits registriert.' });
  });

  it.each([
    [{ nachname: 'B', email: 'x@y.de', passwort: 'geheim123' }, 'Bitte füllen Sie das Feld „Vorname“ aus.'],
    [
      { vorname: 'A', nachname: 'B', email: 'kein-mail', passwort: 'geheim123' },
      'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    ],
    [
      { vorname: 'A', nachname: 'B', email: 'x@y.de', passwort: '12345' },
      'Das Passwort muss mindestens 6 Zeichen lang sein.',
    ],
    [
      { vorname: 42, nachname: 'B', email: 'x@y.de', passwort: 'geheim123' },
      'Das Feld „Vorname“ muss ein Text sein.',
    ],
    [
      { vorname: 'A', nachname: 'B', email: 'x@y.de', passwort: 'geheim123', ist_admin: true },
      'Das Feld „ist_admin“ ist nicht erlaubt.',
    ],
  ])('refuses invalid registration %j with a German message', async (body, msg) => {
    const response = await t.http('POST', '/api/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
  });

  it('answers unknown e-mail and wrong password alike', async () => {
    const user = await registerUser(t);
    const unknown = await t.http('POST', '/api/auth/login', {
      body: { email: 'niemand@beispiel.de', passwort: 'x' },
    });
    const wrong = await t.http('POST', '/api/auth/login', {
      body: { email: user.email, passwort: 'falsch!' },
    });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    const ok = await t.http<TokenResponse>('POST', '/api/auth/login', {
      body: { email: user.email.toUpperCase(), passwort: user.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('does not truncate long passwords', async () => {
    const long = 'x'.repeat(200);
    const user = await registerUser(t, { passwort: long });
    const almost = await t.http('POST', '/api/auth/login', {
      body: { email: user.email, passwort: long.slice(0, 199) },
    });
    expect(almost.status).toBe(400);
    const [row] = await t.dataSource.query('SELECT passwort_hash FROM users WHERE id = ?', [user.id]);
    expect(await argon2.verify(row.passwort_hash, long)).toBe(true);
  });

  it('limits failed logins per account and client with 429', async () => {
    const user = await registerUser(t);
    const rule = RATE_RULES.loginFailuresPerAccountAndClient;
    // The last attempt has the right password, and is refused all the same.
    await expectRateLimited(rule, 400, (i) =>
      t.http('POST', '/api/auth/login', {
        body: { email: user.email, passwort: i < rule.limit ? `falsch-${i}` : user.password },
      }),
    );
  });

  describe('tokens', () => {
    it('refuses no token, garbage, a forged signature, alg none, HS512, no exp and an expired token', async () => {
      const user = await registerUser(t);
      const payload = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString());
      const now = Math.floor(Date.now() / 1000);
      const secret = t.config.jwtSecret;
      const noneToken = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${
        user.token.split('.')[1]
      }.`;
      const cases: Array<[string | undefined, number]> = [
        [undefined, 401],
        ['kein-token', 401],
        [signToken(payload, 'falsches-geheimnis-falsches-geheimnis'), 401],
        [noneToken, 401],
        [signToken(payload, secret, { alg: 'HS512', typ: 'JWT' }), 401],
        [signToken({ user: payload.user, tv: payload.tv, iat: now }, secret), 401],
        [signToken({ ...payload, iat: now - 100, exp: now - 10 }, secret), 401],
        [user.token, 200],
      ];
      for (const [token, status] of cases) {
        const response = await t.http('GET', '/api/profile/me', { token });
        expect({ token, status: response.status }).toEqual({ token, status });
        if (status === 401) expect((response.body as { msg: string }).msg).toEqual(expect.any(String));
      }
    });

    it('refuses a token issued before a password change, and gives the changer a fresh one', async () => {
      const user = await registerUser(t);
      const update = await t.http<{ token: string; msg: string; user: User }>('PUT', '/api/profile/me', {
        token: user.token,
        body: {
          vorname: 'Neu',
          nachname: 'Name',
          email: user.email,
          passwort: 'neues-passwort',
          aktuelles_passwort: user.password,
        },
      });
      expect(update.status).toBe(200);
      expect(update.body.msg).toBe('Ihre Daten wurden erfolgreich aktualisiert.');
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      const me = await t.http<User>('GET', '/api/profile/me', { token: update.body.token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        vorname: 'Neu',
        nachname: 'Name',
        email: user.email,
        ist_admin: false,
      });
      expect(me.body).not.toHaveProperty('passwort_hash');
    });

    it('keeps the password when the profile is saved with an empty one', async () => {
      const user = await registerUser(t);
      const update = await t.http('PUT', '/api/profile/me', {
        token: user.token,
        body: { vorname: 'A', nachname: 'B', email: user.email, handynummer: '0171 234567', passwort: '' },
      });
      expect(update.status).toBe(200);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(200);
      const login = await t.http('POST', '/api/auth/login', {
        body: { email: user.email, passwort: user.password },
      });
      expect(login.status).toBe(200);
    });

    it('refuses changing the own e-mail to one that is taken', async () => {
      const a = await registerUser(t);
      const b = await registerUser(t);
      const response = await t.http('PUT', '/api/profile/me', {
        token: a.token,
        body: { vorname: 'A', nachname: 'B', email: b.email, aktuelles_passwort: a.password },
      });
      expect(response.status).toBe(409);
    });

    it('needs the current password to change the e-mail address or the password (finding 3)', async () => {
      const user = await registerUser(t);
      const change = (body: Record<string, unknown>) =>
        t.http('PUT', '/api/profile/me', {
          token: user.token,
          body: { vorname: 'A', nachname: 'B', ...body },
        });
      const newEmail = `neu-${user.email}`;
      for (const body of [{ email: newEmail }, { email: user.email, passwort: 'ganz-neu-123' }]) {
        expect((await change(body)).body).toEqual({
          msg: 'Bitte geben Sie zum Ändern von E-Mail-Adresse oder Passwort Ihr aktuelles Passwort ein.',
        });
        expect((await change({ ...body, aktuelles_passwort: 'falsch-geraten' })).body).toEqual({
          msg: 'Das aktuelle Passwort ist falsch.',
        });
      }
      // Nothing changed: the old address and password still log in.
      const login = await t.http('POST', '/api/auth/login', {
        body: { email: user.email, passwort: user.password },
      });
      expect(login.status).toBe(200);
      // Name and phone alone need no password; with it, the address changes.
      expect((await change({ email: user.email, handynummer: '0171 1' })).status).toBe(200);
      expect((await change({ email: newEmail, aktuelles_passwort: user.password })).status).toBe(200);
    });

    it('limits guessing the current password like a login', async () => {
      const user = await registerUser(t);
      const rule = RATE_RULES.accountChangesPerUser;
      await expectRateLimited(rule, 400, (i) =>
        t.http('PUT', '/api/profile/me', {
          token: user.token,
          body: {
            vorname: 'A',
            nachname: 'B',
            email: user.email,
            passwort: 'ganz-neu-123',
            aktuelles_passwort: `falsch-${i}`,
          },
        }),
      );
    });

    it('refuses the token of a deleted user', async () => {
      const user = await registerUser(t);
      await t.dataSource.query('DELETE FROM users WHERE id = ?', [user.id]);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
    });

    it('refuses a token whose user id now belongs to someone else (e.g. after a restore)', async () => {
      const user = await registerUser(t);
      await t.dataSource.query('UPDATE users SET email = ? WHERE id = ?', [
        `jemand-anders-${user.id}@beispiel.de`,
        user.id,
      ]);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
    });

    it('bootstraps an admin whose token carries isAdmin', async () => {
      const admin = await createAdmin(t);
      const payload = JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString());
      expect(payload.user.isAdmin).toBe(true);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400 and a German msg', async () => {
      const response = await t.http('POST', '/api/auth/login', { body: '{"email":' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg: 'Die Anfrage enthält kein gültiges JSON.' });
    });

    it('answers a 2 MB body with 413 and a German msg', async () => {
      const response = await t.http('POST', '/api/auth/login', {
        body: { email: 'a'.repeat(2 * 1024 * 1024) },
      });
      expect(response.status).toBe(413);
      expect((response.body as { msg: string }).msg).toMatch(/zu groß/);
    });

    it('answers a JSON array or a prototype key with 400', async () => {
      expect((await t.http('POST', '/api/auth/login', { body: '[1,2]' })).status).toBe(400);
      const proto = await t.http('POST', '/api/auth/login', {
        body: '{"__proto__":{"x":1},"email":"a@b.de"}',
      });
      expect(proto.status).toBe(400);
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await t.http('GET', '/api/gibt-es-nicht');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ msg: expect.any(String) });
    });
  });

  it('reports health', async () => {
    const response = await t.http('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });
});
