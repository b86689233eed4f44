import { randomBytes } from 'node:crypto';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`rate limits shared through Redis (${ENGINE})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL });
    b = await startTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts failed logins of one account across two app instances', async () => {
    const email = `gesperrt-${randomBytes(6).toString('hex')}@beispiel.de`;
    // A fresh address per run: the per-address limit lives in the same Redis for every run.
    const address = { 'x-forwarded-for': `10.97.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      const response = await app.http('POST', '/api/auth/login', {
        headers: address,
        body: { email, passwort: `falsch-${i}` },
      });
      expect(response.status).toBe(400);
    }
    // Each instance saw only five failures; together they reached the limit of ten.
    for (const app of [a, b]) {
      const response = await app.http('POST', '/api/auth/login', {
        headers: address,
        body: { email, passwort: 'noch-einmal' },
      });
      expect(response.status).toBe(429);
    }
  });
});
