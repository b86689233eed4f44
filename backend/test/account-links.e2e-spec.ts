import type {
  AccountLinkInfo,
  MessageResponse,
  OwnListing,
  PasswordResetConfirmResponse,
  TokenResponse,
  User,
} from '@event-kompass/shared-types';
import { createHash } from 'node:crypto';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import {
  CONFIRMATION_SENT,
  EMAIL_CONFIRMED,
  NEW_EMAIL_CONFIRMED,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_SET,
} from '../src/modules/identity/account-link.service';
import { ONE_TIME_LINK_REMOVED } from '../src/modules/mail';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { AccountTokenEntity } from '../src/modules/identity/entities/account-token.entity';
import { exportSql, importSql } from './support/backup-helpers';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider, freshIp } from './support/provider-fixtures';
import { expectRateLimited } from './support/rate-limits';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const INVALID_LINK =
  'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen?“ einen neuen an.';

/**
 * Links sent by mail: "Passwort vergessen" (60 minutes) and the account setup that comes with
 * the activation of a listing nobody runs yet (72 hours). Mails go through the outbox to a
 * real SMTP server; the token is read from the delivered mail as a user would click it.
 */
describe(`account links (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://event-kompass.example' });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** Delivers what the outbox holds and answers the mails that arrived for `to` (with this subject). */
  async function deliveredTo(to: string, subject?: string): Promise<ReceivedMail[]> {
    await t.app.get(OutboxWorker).deliverDue();
    return smtp.mails.filter(
      (mail) => mail.to.includes(to) && (subject === undefined || mail.subject === subject),
    );
  }
  const RESET_SUBJECT = 'Ihr neues Passwort für Event-Kompass';
  const ACTIVATED_SUBJECT = 'Ihr Eintrag ist freigeschaltet';

  function tokenIn(mail: ReceivedMail): string {
    const match =
      /https:\/\/event-kompass\.example\/(?:passwort-setzen|e-mail-bestaetigen)\?token=([A-Za-z0-9_-]+)/.exec(
        mail.text,
      );
    if (!match) throw new Error(`Kein Link in: ${mail.text}`);
    return match[1];
  }

  const requestReset = (email: string, ip = freshIp()) =>
    t.http<MessageResponse>('POST', '/api/auth/password-reset', { headers: ip, body: { email } });
  const check = (token: string) =>
    t.http<AccountLinkInfo>('POST', '/api/auth/password-reset/check', {
      headers: freshIp(),
      body: { token },
    });
  const confirm = (body: Record<string, unknown>) =>
    t.http<PasswordResetConfirmResponse>('POST', '/api/auth/password-reset/confirm', {
      headers: freshIp(),
      body,
    });
  const login = (email: string, passwort: string) =>
    t.http<TokenResponse>('POST', '/api/auth/login', { headers: freshIp(), body: { email, passwort } });

  describe('Passwort vergessen', () => {
    it('answers every address alike and mails a link only to an existing account', async () => {
      const user = await registerUser(t, { vorname: 'Greta' });
      const outboxBefore = await t.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox');

      const unknown = await requestReset('niemand-hier@beispiel.de');
      expect([unknown.status, unknown.body]).toEqual([200, { msg: PASSWORD_RESET_REQUESTED }]);
      const outboxAfterUnknown = await t.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox');
      expect(Number(outboxAfterUnknown[0].n)).toBe(Number(outboxBefore[0].n));

      const known = await requestReset(user.email.toUpperCase());
      expect([known.status, known.body]).toEqual([200, { msg: PASSWORD_RESET_REQUESTED }]);
      const [mail] = await deliveredTo(user.email, RESET_SUBJECT);
      expect(mail.subject).toBe(RESET_SUBJECT);
      expect(mail.text).toContain('Hallo Greta,');
      expect(mail.text).toContain('60 Minuten gültig');

      // Only the hash is stored, and the delivered mail no longer holds the link.
      const token = tokenIn(mail);
      const rows: { token_hash: string; purpose: string }[] = await t.dataSource.query(
        "SELECT token_hash, purpose FROM account_tokens WHERE email = ? AND purpose = 'reset'",
        [user.email],
      );
      expect(rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'reset' },
      ]);
      const [outbox] = await t.dataSource.query(
        "SELECT body_text, body_html, status FROM mail_outbox WHERE recipient = ? AND subject = ? AND cause_key LIKE 'account-link:%'",
        [user.email, RESET_SUBJECT],
      );
      expect(outbox).toEqual({
        body_text: ONE_TIME_LINK_REMOVED,
        body_html: ONE_TIME_LINK_REMOVED,
        status: 'sent',
      });
    });

    it('sets the password once, ends the other sessions and logs in', async () => {
      const user = await registerUser(t);
      await requestReset(user.email);
      const token = tokenIn((await deliveredTo(user.email, RESET_SUBJECT)).at(-1) as ReceivedMail);

      expect((await check(token)).body).toEqual({ email: user.email, konto_einrichten: false });

      const weak = await confirm({ token, passwort: 'kurz' });
      expect(weak.status).toBe(400);
      expect((await login(user.email, user.password)).status).toBe(200);

      const done = await confirm({ token, passwort: 'ganz-neu-2026' });
      expect(done.status).toBe(200);
      expect(done.body.msg).toBe(PASSWORD_SET);
      const me = await t.http<User>('GET', '/api/profile/me', { token: done.body.token });
      expect(me.body.email).toBe(user.email);

      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      expect((await login(user.email, user.password)).status).toBe(400);
      expect((await login(user.email, 'ganz-neu-2026')).status).toBe(200);

      const again = await confirm({ token, passwort: 'noch-einmal-99' });
      expect([again.status, again.body]).toEqual([400, { msg: INVALID_LINK }]);
      expect((await check(token)).status).toBe(400);
    });

    it('refuses an unknown, malformed or expired link with one message and changes nothing', async () => {
      const user = await registerUser(t);
      await requestReset(user.email);
      const token = tokenIn((await deliveredTo(user.email, RESET_SUBJECT)).at(-1) as ReceivedMail);
      await t.dataSource
        .getRepository(AccountTokenEntity)
        .update({ email: user.email }, { expiresAt: new Date(Date.now() - 1000) });
      for (const body of [{ token }, { token: 'x'.repeat(43) }]) {
        const response = await confirm({ ...body, passwort: 'ganz-neu-2026' });
        expect([response.status, response.body]).toEqual([400, { msg: INVALID_LINK }]);
      }
      const tooLong = await confirm({ token: 'x'.repeat(500), passwort: 'ganz-neu-2026' });
      expect(tooLong.status).toBe(400);
      const missing = await confirm({ passwort: 'ganz-neu-2026' });
      expect(missing.status).toBe(400);
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('limits requests per address, whether or not it has an account', async () => {
      const rule = RATE_RULES.passwordResetsPerEmail;
      await expectRateLimited(rule, 200, () => requestReset('gibt-es-nicht@beispiel.de'));
      const user = await registerUser(t);
      await expectRateLimited(rule, 200, () => requestReset(user.email));
    });

    // Each new link used to sweep expired ones with a range DELETE in the same transaction: on
    // InnoDB its next-key locks and the next INSERT crossed between parallel requests (deadlock,
    // 500; seen under load in the SIGTERM reliability test).
    it('makes links for many accounts at once: parallel registrations and reset requests all succeed', async () => {
      const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(t)));
      const stamp = Date.now();
      const answers = await Promise.all([
        ...users.map((user) => requestReset(user.email)),
        ...Array.from({ length: 12 }, (_, i) =>
          t.http<TokenResponse>('POST', '/api/auth/register', {
            headers: freshIp(),
            body: {
              vorname: 'Parallel',
              nachname: 'Test',
              email: `parallel-${stamp}-${i}@beispiel.de`,
              passwort: 'geheim123',
            },
          }),
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([
        ...users.map(() => 200),
        ...Array.from({ length: 12 }, () => 201),
      ]);
      // Leave an empty outbox for the tests after this one, which deliver one batch.
      while ((await t.app.get(OutboxWorker).deliverDue()).sent > 0);
    });
  });

  describe('activation of a listing', () => {
    const activate = (provider: { id: number; firmenname: string; beschreibung: string; email: string }) =>
      t.http('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: provider.firmenname,
          beschreibung: provider.beschreibung,
          email: provider.email,
          ist_freigeschaltet: true,
          kategorie_ids: [],
          neue_kategorie_vorschlag: 'Sonstiges',
        },
      });

    it('mails "Ihr Eintrag ist freigeschaltet" with a setup link when nobody has an account yet', async () => {
      const email = `neu-${Date.now()}@anbieter.example`;
      const provider = await addProvider(t, { email, ist_freigeschaltet: false, eintrag_gueltig_bis: null });
      expect((await activate(provider)).status).toBe(200);
      const [mail] = await deliveredTo(email, ACTIVATED_SUBJECT);
      expect(mail.subject).toBe(ACTIVATED_SUBJECT);
      expect(mail.text).toContain(`https://event-kompass.example/provider/${provider.id}`);
      expect(mail.text).toContain('72 Stunden gültig');
      const token = tokenIn(mail);

      expect((await check(token)).body).toEqual({ email, konto_einrichten: true });
      const noNames = await confirm({ token, passwort: 'anbieter-2026' });
      expect([noNames.status, noNames.body]).toEqual([
        400,
        { msg: 'Bitte geben Sie zum Einrichten Ihres Kontos Vorname und Nachname an.' },
      ]);
      expect(await t.dataSource.query('SELECT id FROM users WHERE email = ?', [email])).toEqual([]);

      const done = await confirm({ token, passwort: 'anbieter-2026', vorname: 'Paul', nachname: 'Pixel' });
      expect(done.status).toBe(200);
      const listings = await t.http<OwnListing[]>('GET', '/api/profile/provider', { token: done.body.token });
      expect(listings.body.map((listing) => listing.id)).toEqual([provider.id]);
      expect((await login(email, 'anbieter-2026')).status).toBe(200);
      expect((await confirm({ token, passwort: 'anbieter-2027', vorname: 'X', nachname: 'Y' })).status).toBe(
        400,
      );
    });

    it('links to "Mein Eintrag" instead when an account has confirmed the address', async () => {
      const owner = await registerUser(t);
      const [confirmation] = await deliveredTo(owner.email);
      const confirmed = await t.http('POST', '/api/auth/verify-email', {
        headers: freshIp(),
        body: { token: tokenIn(confirmation) },
      });
      expect(confirmed.status).toBe(200);
      const provider = await addProvider(t, { email: owner.email, ist_freigeschaltet: false });
      expect((await activate(provider)).status).toBe(200);
      const [mail] = await deliveredTo(owner.email, ACTIVATED_SUBJECT);
      expect(mail.text).toContain('https://event-kompass.example/profile/eintrag');
      expect(mail.text).not.toContain('passwort-setzen');
      expect(
        await t.dataSource.query("SELECT id FROM account_tokens WHERE email = ? AND purpose = 'setup'", [
          owner.email,
        ]),
      ).toEqual([]);

      // Saving the activated listing again sends nothing more.
      expect((await activate(provider)).status).toBe(200);
      expect(await deliveredTo(owner.email, ACTIVATED_SUBJECT)).toHaveLength(1);
    });
  });

  describe('e-mail confirmation (double opt-in)', () => {
    const verify = (token: string) =>
      t.http<{ msg: string; token?: string }>('POST', '/api/auth/verify-email', {
        headers: freshIp(),
        body: { token },
      });
    const profile = async (token: string) => (await t.http<User>('GET', '/api/profile/me', { token })).body;
    const setRequirement = async (on: boolean) => {
      const response = await t.http('PUT', '/api/admin/settings', {
        token: admin.token,
        body: { schluessel: 'require_email_verification', wert: on ? 'true' : 'false' },
      });
      expect(response.status).toBe(200);
    };

    it('mails a link at registration that confirms the address once', async () => {
      const user = await registerUser(t, { vorname: 'Olga' });
      expect((await profile(user.token)).email_bestaetigt).toBe(false);
      const [mail] = await deliveredTo(user.email);
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail.text).toContain('Hallo Olga,');
      const token = tokenIn(mail);
      // A confirmation link is no password link, and the other way round.
      expect((await check(token)).status).toBe(400);

      expect((await verify(token)).body).toEqual({ msg: EMAIL_CONFIRMED });
      expect((await profile(user.token)).email_bestaetigt).toBe(true);
      expect((await verify(token)).body).toEqual({ msg: INVALID_LINK });
      const resend = await t.http('POST', '/api/profile/me/verify-email', { token: user.token });
      expect([resend.status, resend.body]).toEqual([
        400,
        { msg: 'Ihre E-Mail-Adresse ist bereits bestätigt.' },
      ]);
    });

    it('sends the link again on request, limited per account', async () => {
      const user = await registerUser(t);
      const resend = () => t.http('POST', '/api/profile/me/verify-email', { token: user.token });
      const first = await resend();
      expect([first.status, first.body]).toEqual([200, { msg: CONFIRMATION_SENT }]);
      expect(await deliveredTo(user.email)).toHaveLength(2);
      const rule = RATE_RULES.confirmationMailsPerUser;
      await expectRateLimited({ ...rule, limit: rule.limit - 1 }, 200, resend);
    });

    it('with require_email_verification on, inquiries and reviews wait for the confirmed address', async () => {
      const provider = await addProvider(t);
      const user = await registerUser(t);
      const inquire = () =>
        t.http('POST', '/api/inquiries', {
          token: user.token,
          body: { anbieter_id: provider.id, event_datum: '2099-05-14', nachricht: 'Haben Sie Zeit?' },
        });
      const notConfirmed = {
        msg: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link aus unserer E-Mail. Unter „Mein Profil“ können Sie ihn erneut anfordern.',
      };
      expect((await inquire()).status).toBe(201);
      await setRequirement(true);
      try {
        const before = await t.dataSource.query('SELECT COUNT(*) AS n FROM inquiries');
        const refused = await inquire();
        expect([refused.status, refused.body]).toEqual([403, notConfirmed]);
        const review = await t.http('POST', '/api/reviews', {
          token: user.token,
          body: { anbieter_id: provider.id, sterne: 5 },
        });
        expect([review.status, review.body]).toEqual([403, notConfirmed]);
        expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM inquiries')).toEqual(before);

        const [mail] = await deliveredTo(user.email);
        expect((await verify(tokenIn(mail))).status).toBe(200);
        expect((await inquire()).status).toBe(201);
      } finally {
        await setRequirement(false);
      }
    });

    it('changes the address only when the new one is confirmed, then ends the old sessions', async () => {
      const user = await registerUser(t, { vorname: 'Nele', nachname: 'Neu' });
      const newEmail = `neu-${Date.now()}@beispiel.de`;
      const change = await t.http<{ msg: string; user: User }>('PUT', '/api/profile/me', {
        token: user.token,
        body: { vorname: 'Nele', nachname: 'Neu', email: newEmail, aktuelles_passwort: user.password },
      });
      expect(change.status).toBe(200);
      expect(change.body.msg).toBe(
        `Ihre Daten wurden gespeichert. Bitte bestätigen Sie Ihre neue E-Mail-Adresse über den Link, den wir an ${newEmail} geschickt haben; bis dahin gilt die bisherige.`,
      );
      expect(change.body.user.email).toBe(user.email);
      expect((await login(user.email, user.password)).status).toBe(200);

      const [mail] = await deliveredTo(newEmail);
      expect(mail.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse');
      const confirmed = await verify(tokenIn(mail));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.msg).toBe(NEW_EMAIL_CONFIRMED);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      const me = await profile(confirmed.body.token as string);
      expect([me.email, me.email_bestaetigt]).toEqual([newEmail, true]);
      expect((await login(newEmail, user.password)).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(400);
    });

    it('refuses a new address that someone else registered before it was confirmed', async () => {
      const user = await registerUser(t);
      const wanted = `begehrt-${Date.now()}@beispiel.de`;
      await t.http('PUT', '/api/profile/me', {
        token: user.token,
        body: { vorname: 'Erika', nachname: 'Mustermann', email: wanted, aktuelles_passwort: user.password },
      });
      const [mail] = await deliveredTo(wanted);
      await registerUser(t, { email: wanted });
      const late = await verify(tokenIn(mail));
      expect([late.status, late.body]).toEqual([
        409,
        { msg: 'Diese E-Mail-Adresse ist bereits registriert.' },
      ]);
      expect((await profile(user.token)).email).toBe(user.email);
    });
  });

  describe('backups', () => {
    it('never carry a link: no token rows, no body of a waiting link mail, and a file cannot bring one in', async () => {
      const user = await registerUser(t);
      // A link mail that has not been delivered yet (the worker is not asked here).
      await requestReset(user.email);
      const exported = await exportSql(t, admin.token);
      expect(exported.status).toBe(200);
      expect(exported.text).not.toMatch(/INSERT INTO account_tokens/);
      expect(exported.text).not.toContain('passwort-setzen?token=');
      expect(exported.text).toContain(ONE_TIME_LINK_REMOVED);

      const crafted = `${exported.text}INSERT INTO account_tokens (id, token_hash, purpose, email, expires_at, created_at) VALUES (99, '${'a'.repeat(64)}', 'reset', '${admin.email}', '2099-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');\n`;
      const imported = await importSql(t, admin.token, crafted);
      expect(imported.status).toBe(200);
      expect(await t.dataSource.query('SELECT id FROM account_tokens')).toEqual([]);
    });
  });
});
