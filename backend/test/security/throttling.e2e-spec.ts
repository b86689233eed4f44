import { RATE_RULES, type RateRule } from '../../src/common/rate-limit/rate-limiter';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { addProvider, freshIp } from '../support/provider-fixtures';
import { registerUser } from '../support/fixtures';
import { expectRateLimited } from '../support/rate-limits';
import { ENGINE, type HttpResult, startTestApp, type TestApp } from '../support/test-app';

/**
 * Every limited form in one table: login (per account and client, per account, per address), registration, contact,
 * provider application, renewal and inquiry. Each answers 429 with its German message once its
 * limit is used up, while another address or account is still served.
 */

let addresses = 0;
const address = () => {
  addresses += 1;
  return `10.44.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
const from = (ip: string) => ({ 'x-forwarded-for': ip });

interface LimitCase {
  rule: RateRule;
  passStatus: number;
  /** What the rule counts: an address, an e-mail, or a user's token. */
  subject: (t: TestApp) => Promise<string>;
  send: (t: TestApp, subject: string, i: number) => Promise<HttpResult>;
}

let providerId = 0;

const CASES: LimitCase[] = [
  {
    rule: RATE_RULES.loginFailuresPerAccountAndClient,
    passStatus: 400,
    // One client guessing one account: the subject is the client, the account is named after it.
    subject: async () => address(),
    send: (t, ip, i) =>
      t.http('POST', '/api/auth/login', {
        headers: from(ip),
        body: { email: `konto-${ip}@beispiel.de`, passwort: `falsch-${i}` },
      }),
  },
  {
    rule: RATE_RULES.loginFailuresPerAccount,
    passStatus: 400,
    subject: async () => `konto-${address()}@beispiel.de`,
    send: (t, email, i) =>
      t.http('POST', '/api/auth/login', { headers: freshIp(), body: { email, passwort: `falsch-${i}` } }),
  },
  {
    rule: RATE_RULES.loginFailuresPerIp,
    passStatus: 400,
    subject: async () => address(),
    send: (t, ip, i) =>
      t.http('POST', '/api/auth/login', {
        headers: from(ip),
        body: { email: `versuch-${i}-${ip}@beispiel.de`, passwort: 'falsch' },
      }),
  },
  {
    rule: RATE_RULES.registrationsPerIp,
    passStatus: 201,
    subject: async () => address(),
    send: (t, ip, i) =>
      t.http('POST', '/api/auth/register', {
        headers: from(ip),
        body: { vorname: 'A', nachname: 'B', email: `reg-${i}-${ip}@beispiel.de`, passwort: 'geheim123' },
      }),
  },
  {
    rule: RATE_RULES.contactPerIp,
    passStatus: 201,
    subject: async () => address(),
    send: (t, ip) =>
      t.http('POST', '/api/contact', {
        headers: from(ip),
        body: { name: 'Max', email: 'max@beispiel.de', message: 'Hallo!' },
      }),
  },
  {
    rule: RATE_RULES.applicationsPerIp,
    passStatus: 201,
    subject: async () => address(),
    send: (t, ip, i) =>
      t.http('POST', '/api/providers/register', {
        headers: from(ip),
        body: {
          firmenname: `Bewerbung ${i}`,
          email: 'bewerbung@beispiel.de',
          beschreibung: 'Musik',
          neue_kategorie_vorschlag: 'Zauberei',
        },
      }),
  },
  {
    rule: RATE_RULES.renewalPerIp,
    passStatus: 201,
    subject: async () => address(),
    send: (t, ip) =>
      t.http('POST', '/api/renewal/billing-info', {
        headers: from(ip),
        body: {
          name: 'Max',
          street: 'Weg 1',
          city: '12345 Ort',
          providerName: 'DJ',
          providerEmail: 'dj@b.de',
        },
      }),
  },
  {
    rule: RATE_RULES.inquiriesPerUser,
    passStatus: 201,
    subject: async (t) => (await registerUser(t)).token,
    send: (t, token, i) =>
      t.http('POST', '/api/inquiries', {
        token,
        body: { anbieter_id: providerId, event_datum: addDays(berlinToday(), 10), nachricht: `Nr. ${i}` },
      }),
  },
];

describe(`security: throttling of every public form and of inquiries (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    providerId = (await addProvider(t)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(CASES.map((entry) => [entry.rule.name, entry] as const))(
    '%s: 429 with a German message after the limit, others still served',
    async (_name, { rule, passStatus, subject, send }) => {
      const limited = await subject(t);
      await expectRateLimited(rule, passStatus, (i) => send(t, limited, i));
      expect((await send(t, await subject(t), 0)).status).toBe(passStatus);
    },
  );

  it('holds the login limits against a burst of parallel guesses (finding 1)', async () => {
    const user = await registerUser(t);
    const account = RATE_RULES.loginFailuresPerAccount;
    const burst = await Promise.all(
      Array.from({ length: 2 * account.limit }, (_, i) =>
        t.http('POST', '/api/auth/login', {
          headers: from(address()),
          body: { email: user.email, passwort: `falsch-${i}` },
        }),
      ),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(account.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(account.limit);

    const other = await registerUser(t);
    const perClient = RATE_RULES.loginFailuresPerAccountAndClient;
    const guesser = address();
    const fromOneClient = await Promise.all(
      Array.from({ length: 3 * perClient.limit }, (_, i) =>
        t.http('POST', '/api/auth/login', {
          headers: from(guesser),
          body: { email: other.email, passwort: `falsch-${i}` },
        }),
      ),
    );
    expect(fromOneClient.filter((answer) => answer.status === 400)).toHaveLength(perClient.limit);

    const ip = address();
    const perIp = RATE_RULES.loginFailuresPerIp;
    const fromOneAddress = await Promise.all(
      Array.from({ length: perIp.limit + 20 }, (_, i) =>
        t.http('POST', '/api/auth/login', {
          headers: from(ip),
          body: { email: `burst-${i}-${ip}@beispiel.de`, passwort: 'falsch' },
        }),
      ),
    );
    expect(fromOneAddress.filter((answer) => answer.status === 400)).toHaveLength(perIp.limit);
  });

  it('a successful login clears the client’s count for the account and does not count against the address', async () => {
    const user = await registerUser(t);
    const ip = address();
    const rule = RATE_RULES.loginFailuresPerAccountAndClient;
    const attempt = (passwort: string) =>
      t.http('POST', '/api/auth/login', { headers: from(ip), body: { email: user.email, passwort } });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < rule.limit - 1; i++) expect((await attempt(`falsch-${i}`)).status).toBe(400);
      expect((await attempt(user.password)).status).toBe(200);
    }
    // 27 failures and 3 successes from this address: the successes were given back.
    for (let i = 0; i < RATE_RULES.loginFailuresPerIp.limit - 3 * (rule.limit - 1); i++) {
      const other = await t.http('POST', '/api/auth/login', {
        headers: from(ip),
        body: { email: `nachzuegler-${i}-${ip}@beispiel.de`, passwort: 'falsch' },
      });
      expect(other.status).toBe(400);
    }
  });

  it('counts the address the nearest proxy saw, not one the client put in X-Forwarded-For', async () => {
    // The client forges a new first entry each time; our proxy appends the address it saw.
    const seen = address();
    await expectRateLimited(RATE_RULES.registrationsPerIp, 201, (i) =>
      t.http('POST', '/api/auth/register', {
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${seen}` },
        body: { vorname: 'A', nachname: 'B', email: `proxy-${i}-${seen}@beispiel.de`, passwort: 'geheim123' },
      }),
    );
  });
});
