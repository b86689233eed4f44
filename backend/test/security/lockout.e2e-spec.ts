import type { PasswordResetConfirmResponse, TokenResponse } from '@event-kompass/shared-types';
import { RATE_RULES } from '../../src/common/rate-limit/rate-limiter';
import { latestLinkToken, registerUser } from '../support/fixtures';
import { expectRateLimited, expectRetryAfter } from '../support/rate-limits';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 23, low hole: an attacker must not lock the owner out. Ten wrong passwords and three
 * reset requests from the attacker's address used to block the owner's right password for
 * 15 minutes and the owner's own reset for an hour, from anywhere.
 */
describe(`security: no lock-out of the owner (${ENGINE})`, () => {
  let t: TestApp;
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `10.45.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (ip: string, email: string, passwort: string) =>
    t.http<TokenResponse>('POST', '/api/auth/login', { headers: from(ip), body: { email, passwort } });
  const requestReset = (ip: string, email: string) =>
    t.http('POST', '/api/auth/password-reset', { headers: from(ip), body: { email } });
  const resetMails = async (email: string) =>
    Number(
      (
        await t.dataSource.query<{ n: number }[]>(
          "SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND subject = 'Ihr neues Passwort für Event-Kompass'",
          [email],
        )
      )[0].n,
    );

  it('ten wrong passwords from the attacker’s address do not block the owner at theirs', async () => {
    const owner = await registerUser(t);
    const attacker = address();
    await expectRateLimited(RATE_RULES.loginFailuresPerAccountAndClient, 400, (i) =>
      login(attacker, owner.email, `geraten-${i}`),
    );
    // Still refused from there, even with the right password: that client used up its tries.
    expect((await login(attacker, owner.email, owner.password)).status).toBe(429);
    expect((await login(address(), owner.email, owner.password)).status).toBe(200);
  });

  it('still stops one address from spraying many accounts', async () => {
    const sprayer = address();
    await expectRateLimited(RATE_RULES.loginFailuresPerIp, 400, (i) =>
      login(sprayer, `opfer-${i}-${sprayer}@beispiel.de`, 'Sommer2026'),
    );
  });

  it('three reset requests from the attacker’s address leave the owner a working link', async () => {
    const owner = await registerUser(t);
    const attacker = address();
    await expectRateLimited(RATE_RULES.passwordResetsPerEmailAndClient, 200, () =>
      requestReset(attacker, owner.email),
    );
    const before = await resetMails(owner.email);
    expect((await requestReset(address(), owner.email)).status).toBe(200);
    expect(await resetMails(owner.email)).toBe(before + 1);
    const confirmed = await t.http<PasswordResetConfirmResponse>('POST', '/api/auth/password-reset/confirm', {
      headers: from(address()),
      body: { token: await latestLinkToken(t, owner.email), passwort: 'wieder-meins-2026' },
    });
    expect(confirmed.status).toBe(200);
  });

  it('against many addresses at once, the per-account cap holds, and the reset link still lets the owner in', async () => {
    const owner = await registerUser(t);
    const rule = RATE_RULES.loginFailuresPerAccount;
    const perClient = RATE_RULES.loginFailuresPerAccountAndClient.limit;
    // A botnet: each address stays below its own limit; together they reach the account's.
    for (let i = 0; i < rule.limit; i += 1) {
      const ip = `10.46.${Math.floor(i / perClient)}.1`;
      expect((await login(ip, owner.email, `geraten-${i}`)).status).toBe(400);
    }
    const ownerAddress = address();
    const blocked = await login(ownerAddress, owner.email, owner.password);
    expect([blocked.status, blocked.body]).toEqual([429, { msg: rule.message }]);
    expectRetryAfter(blocked, rule);

    // Reset mails reach the owner all the same; the link logs in and clears the counts.
    expect((await requestReset(ownerAddress, owner.email)).status).toBe(200);
    const confirmed = await t.http<PasswordResetConfirmResponse>('POST', '/api/auth/password-reset/confirm', {
      headers: from(ownerAddress),
      body: { token: await latestLinkToken(t, owner.email), passwort: 'wieder-meins-2026' },
    });
    expect(confirmed.status).toBe(200);
    expect((await t.http('GET', '/api/profile/me', { token: confirmed.body.token })).status).toBe(200);
    expect((await login(ownerAddress, owner.email, 'wieder-meins-2026')).status).toBe(200);
  });

  it('caps the reset mails to one address across many clients, each of them a working link', async () => {
    const owner = await registerUser(t);
    const rule = RATE_RULES.passwordResetsPerEmail;
    await expectRateLimited(rule, 200, () => requestReset(address(), owner.email));
    expect(await resetMails(owner.email)).toBe(rule.limit);
    // The newest of the links the flood sent to the owner works.
    const confirmed = await t.http('POST', '/api/auth/password-reset/confirm', {
      headers: from(address()),
      body: { token: await latestLinkToken(t, owner.email), passwort: 'wieder-meins-2026' },
    });
    expect(confirmed.status).toBe(200);
  });
});
