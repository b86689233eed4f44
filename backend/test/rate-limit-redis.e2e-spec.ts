import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { expectRateLimited, expectRetryAfter } from './support/rate-limits';
import { requireRedis, TEST_REDIS_URL } from './support/redis';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = `${TEST_REDIS_URL.replace(/\/\d*$/, '')}/7`;

/** A fresh address per run: the per-address limits live in the same Redis for every run. */
const freshAddress = () => ({
  'x-forwarded-for': `10.97.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
});

/** A loopback port nobody listens on: Redis is "down" from the first moment. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe(`rate limits shared through Redis (${ENGINE})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A prefix per run keeps these counters apart from other runs sharing the test database.
    const prefix = `ek-test-${randomBytes(4).toString('hex')}`;
    await requireRedis(REDIS_URL);
    // A budget of two 200-letter searches (22 units each), to see it shared.
    const env = { REDIS_URL, REDIS_PREFIX: prefix, WORK_BUDGET: '44' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts failed logins of one account across two app instances', async () => {
    const email = `gesperrt-${randomBytes(6).toString('hex')}@beispiel.de`;
    const address = freshAddress();
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
      expectRetryAfter(response, RATE_RULES.loginFailuresPerAccountAndClient);
    }
  });

  it('spends one client’s work budget across two app instances (issue 23)', async () => {
    const address = freshAddress();
    const longWord = () => randomBytes(100).toString('hex').replace(/[0-9]/g, 'x');
    const search = (app: TestApp) => app.http('GET', `/api/search?q=${longWord()}`, { headers: address });
    expect((await search(a)).status).toBe(200);
    expect((await search(b)).status).toBe(200);
    for (const app of [a, b]) {
      const response = await search(app);
      expect(response.status).toBe(429);
      expectRetryAfter(response, { windowMs: 60_000 });
    }
  });
});

describe(`rate limits while Redis is unreachable (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}/7` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still limits each instance on its own instead of letting everything through', async () => {
    const address = freshAddress();
    await expectRateLimited(RATE_RULES.contactPerIp, 201, () =>
      t.http('POST', '/api/contact', {
        headers: address,
        body: { name: 'Max', email: 'max@beispiel.de', message: 'Hallo!' },
      }),
    );
  });

  it('still limits failed logins per account', async () => {
    const email = `ohne-redis-${randomBytes(6).toString('hex')}@beispiel.de`;
    await expectRateLimited(RATE_RULES.loginFailuresPerAccount, 400, (i) =>
      t.http('POST', '/api/auth/login', {
        headers: freshAddress(),
        body: { email, passwort: `falsch-${i}` },
      }),
    );
  });
});
