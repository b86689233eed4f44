import type { TokenResponse } from '@event-kompass/shared-types';
import { IdentityService } from '../../src/modules/identity/identity.service';
import type { TestApp } from './test-app';

let counter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

function decodeUserId(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    user: { id: number };
  };
  return payload.user.id;
}

/** Registers a user over HTTP (from a unique fake address, so registration limits stay out of the way). */
export async function registerUser(
  t: TestApp,
  overrides: Partial<{
    vorname: string;
    nachname: string;
    email: string;
    passwort: string;
    erinnerungen_erlaubt: boolean;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `nutzer${counter}-${Date.now()}@beispiel.de`;
  const password = overrides.passwort ?? 'geheim123';
  const response = await t.http<TokenResponse>('POST', '/api/auth/register', {
    headers: { 'x-forwarded-for': `10.99.${Math.floor(counter / 250)}.${counter % 250}` },
    body: {
      vorname: overrides.vorname ?? 'Erika',
      nachname: overrides.nachname ?? 'Mustermann',
      email,
      passwort: password,
      ...(overrides.erinnerungen_erlaubt === undefined
        ? {}
        : { erinnerungen_erlaubt: overrides.erinnerungen_erlaubt }),
    },
  });
  if (response.status !== 201)
    throw new Error(`Registrierung fehlgeschlagen: ${response.status} ${response.text}`);
  return { id: decodeUserId(response.body.token), email, password, token: response.body.token };
}

/**
 * An admin, created the way ADMIN_EMAIL/ADMIN_PASSWORD does it, then logged in over HTTP from a
 * unique fake address: with Redis the per-address login limits are shared by every test app.
 */
export async function createAdmin(t: TestApp): Promise<TestUser> {
  counter += 1;
  const email = `admin${counter}-${Date.now()}@beispiel.de`;
  const password = 'admin-geheim';
  await t.app.get(IdentityService).ensureAdmin(email, password, { setPassword: false });
  const response = await t.http<TokenResponse>('POST', '/api/auth/login', {
    headers: { 'x-forwarded-for': `10.98.${Math.floor(counter / 250)}.${counter % 250}` },
    body: { email, passwort: password },
  });
  if (response.status !== 200)
    throw new Error(`Admin-Login fehlgeschlagen: ${response.status} ${response.text}`);
  return { id: decodeUserId(response.body.token), email, password, token: response.body.token };
}

/**
 * Asks for a "Passwort vergessen" link over HTTP and reads its token from the waiting mail (test
 * apps without SMTP keep the mail, link included, in the outbox until it is sent).
 */
export async function requestResetToken(t: TestApp, email: string): Promise<string> {
  counter += 1;
  const response = await t.http('POST', '/api/auth/password-reset', {
    headers: { 'x-forwarded-for': `10.97.${Math.floor(counter / 250)}.${counter % 250}` },
    body: { email },
  });
  if (response.status !== 200) throw new Error(`Link nicht angefordert: ${response.status} ${response.text}`);
  return latestLinkToken(t, email);
}

/** The token of the newest link mail waiting for this address (reset, setup or confirmation). */
export async function latestLinkToken(t: TestApp, email: string): Promise<string> {
  const [row] = await t.dataSource.query<{ body_text: string }[]>(
    "SELECT body_text FROM mail_outbox WHERE recipient = ? AND cause_key LIKE 'account-link:%' ORDER BY id DESC",
    [email],
  );
  const token = /(?:passwort-setzen|e-mail-bestaetigen)\?token=([A-Za-z0-9_-]+)/.exec(
    row?.body_text ?? '',
  )?.[1];
  if (!token) throw new Error(`Kein Link für ${email} im Postausgang`);
  return token;
}

/** Follows the newest confirmation link mailed to the user, as the mailbox's owner would. */
export async function confirmEmail(t: TestApp, user: Pick<TestUser, 'email'>): Promise<void> {
  counter += 1;
  const response = await t.http('POST', '/api/auth/verify-email', {
    headers: { 'x-forwarded-for': `10.96.${Math.floor(counter / 250)}.${counter % 250}` },
    body: { token: await latestLinkToken(t, user.email) },
  });
  if (response.status !== 200)
    throw new Error(`Bestätigung fehlgeschlagen: ${response.status} ${response.text}`);
}
