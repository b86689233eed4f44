import { registerUser } from '../support/fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create the first admin or promote an existing account, and never
 * overwrite a password (security finding 4: every restart used to reset it to the variable's).
 */
describe(`security: the admin from the environment (${ENGINE})`, () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  const login = (t: TestApp, email: string, passwort: string) =>
    t.http('POST', '/api/auth/login', {
      headers: { 'x-forwarded-for': '10.77.0.1' },
      body: { email, passwort },
    });

  it('is created once; a password changed since survives every restart', async () => {
    const email = `start-admin-${Date.now()}@beispiel.de`;
    const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'start-geheim' };
    const first = await startTestApp(env);
    apps.push(first);
    const started = await login(first, email, 'start-geheim');
    expect(started.status).toBe(200);
    const token = (started.body as { token: string }).token;
    const changed = await first.http('PUT', '/api/profile/me', {
      token,
      body: {
        vorname: 'Admin',
        nachname: 'Event-Kompass',
        email,
        passwort: 'neu-und-geheim',
        aktuelles_passwort: 'start-geheim',
      },
    });
    expect(changed.status).toBe(200);

    const shared: Record<string, string> =
      first.config.database.type === 'mysql'
        ? { DATABASE_URL: first.config.database.url }
        : { DATABASE_PATH: first.config.database.path };
    const restarted = await startTestApp({ ...env, ...shared });
    apps.push(restarted);
    expect((await login(restarted, email, 'neu-und-geheim')).status).toBe(200);
    expect((await login(restarted, email, 'start-geheim')).status).toBe(400);
  });

  it('promotes an existing account without touching its password', async () => {
    const plain = await startTestApp();
    apps.push(plain);
    const user = await registerUser(plain);
    const shared: Record<string, string> =
      plain.config.database.type === 'mysql'
        ? { DATABASE_URL: plain.config.database.url }
        : { DATABASE_PATH: plain.config.database.path };
    const promoting = await startTestApp({
      ADMIN_EMAIL: user.email,
      ADMIN_PASSWORD: 'fremd-geheim',
      ...shared,
    });
    apps.push(promoting);
    expect((await login(promoting, user.email, 'fremd-geheim')).status).toBe(400);
    const own = await login(promoting, user.email, user.password);
    expect(own.status).toBe(200);
    const token = (own.body as { token: string }).token;
    expect((await promoting.http('GET', '/api/admin/users', { token })).status).toBe(200);
  });
});
