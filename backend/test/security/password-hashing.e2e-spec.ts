import type { ProfileUpdateResponse } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from '../support/fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * Every way a password gets set stores argon2id with the decided parameters (19 MiB, 2 passes,
 * 1 lane) as a standard PHC string, and no answer of the API ever carries a hash.
 */

const STORED = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe(`security: every password is stored as argon2id m=19456,t=2,p=1 (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function storedHash(userId: number): Promise<string> {
    const [row] = await t.dataSource.query('SELECT passwort_hash FROM users WHERE id = ?', [userId]);
    return String(row.passwort_hash);
  }

  async function canLogIn(email: string, passwort: string): Promise<boolean> {
    return (await t.http('POST', '/api/auth/login', { body: { email, passwort } })).status === 200;
  }

  it('on registration', async () => {
    const user = await registerUser(t);
    expect(await storedHash(user.id)).toMatch(STORED);
    expect(await canLogIn(user.email, user.password)).toBe(true);
  });

  it('on a change of the own password', async () => {
    const user = await registerUser(t);
    const response = await t.http<ProfileUpdateResponse>('PUT', '/api/profile/me', {
      token: user.token,
      body: {
        vorname: 'A',
        nachname: 'B',
        email: user.email,
        passwort: 'ganz-neu-123',
        aktuelles_passwort: user.password,
      },
    });
    expect(response.status).toBe(200);
    expect(await storedHash(user.id)).toMatch(STORED);
    expect(await canLogIn(user.email, 'ganz-neu-123')).toBe(true);
  });

  it('when an admin sets a password', async () => {
    const user = await registerUser(t);
    const response = await t.http('PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { vorname: 'A', nachname: 'B', email: user.email, passwort: 'vom-admin-123', ist_admin: false },
    });
    expect(response.status).toBe(200);
    expect(await storedHash(user.id)).toMatch(STORED);
    expect(await canLogIn(user.email, 'vom-admin-123')).toBe(true);
  });

  it('for the admin created at start (ADMIN_EMAIL / ADMIN_PASSWORD, admin:create)', async () => {
    expect(await storedHash(admin.id)).toMatch(STORED);
  });

  it('and no answer ever carries a hash or a password field', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all([
      t.http('POST', '/api/auth/login', { body: { email: user.email, passwort: user.password } }),
      t.http('GET', '/api/profile/me', { token: user.token }),
      t.http('GET', '/api/admin/users', { token: admin.token }),
      t.http('GET', '/api/export/users', { token: admin.token }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // A token's payload is base64url: look inside it too.
      const text = answer.text.replace(/eyJ[\w-]+\.([\w-]+)\.[\w-]+/g, (_token, payload: string) =>
        Buffer.from(payload, 'base64url').toString('utf8'),
      );
      expect(text).not.toMatch(/\$argon2|passwort/i);
    }
  });
});
