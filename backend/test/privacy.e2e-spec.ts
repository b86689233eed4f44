import {
  addDays,
  type AdminReview,
  berlinToday,
  type MessageResponse,
  type PersonalDataExport,
  type ProfileUpdateResponse,
  type ProviderReviews,
  type User,
} from '@event-kompass/shared-types';
import { InquiryMessageEntity } from '../src/modules/inquiry/entities/inquiry-message.entity';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, freshIp, setOwner } from './support/provider-fixtures';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://event-kompass.example';
const UNSUBSCRIBED = 'Sie erhalten keine Bewertungserinnerungen mehr.';

/** A header of a received mail as its raw text has it, folded lines joined. */
function rawHeader(mail: ReceivedMail, name: string): string | null {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((text) => text.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * GDPR self-service (issue 14): the data export, deleting the own account, and review reminders
 * only with consent, each with a one-click unsubscribe link followed from the delivered mail.
 */
describe(`privacy self-service (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const addMessage = (inquiryId: number, vonAnbieter: boolean, text: string) =>
    t.dataSource
      .getRepository(InquiryMessageEntity)
      .save({ inquiryId, vonAnbieter, text, gesendetAm: new Date() });
  const profile = async (token: string) => (await t.http<User>('GET', '/api/profile/me', { token })).body;
  const deleteAccount = (token: string, body: unknown) =>
    t.http<MessageResponse>('DELETE', '/api/profile/me', { token, body });

  describe('consent to review reminders', () => {
    it('is off unless ticked at registration, and dated when given', async () => {
      const plain = await registerUser(t);
      expect(await profile(plain.token)).toMatchObject({
        erinnerungen_erlaubt: false,
        erinnerungen_erlaubt_am: null,
      });

      const before = Date.now();
      const agreed = await registerUser(t, { erinnerungen_erlaubt: true });
      const me = await profile(agreed.token);
      expect(me.erinnerungen_erlaubt).toBe(true);
      expect(Date.parse(me.erinnerungen_erlaubt_am ?? '')).toBeGreaterThanOrEqual(before - 1000);

      const refused = await t.http<MessageResponse>('POST', '/api/auth/register', {
        headers: freshIp(),
        body: {
          vorname: 'A',
          nachname: 'B',
          email: `ja-${Date.now()}@beispiel.de`,
          passwort: 'geheim123',
          erinnerungen_erlaubt: 'ja',
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/Bewertungserinnerungen/);
    });

    it('is switched on and off in the profile; leaving the field out keeps it', async () => {
      const user = await registerUser(t);
      const put = (extra: Record<string, unknown>) =>
        t.http<ProfileUpdateResponse>('PUT', '/api/profile/me', {
          token: user.token,
          body: { vorname: 'Erika', nachname: 'Mustermann', email: user.email, ...extra },
        });

      const on = await put({ erinnerungen_erlaubt: true });
      expect(on.status).toBe(200);
      expect(on.body.user.erinnerungen_erlaubt).toBe(true);
      const since = on.body.user.erinnerungen_erlaubt_am;
      expect(since).not.toBeNull();

      // A renewed yes keeps the date the consent was first given; a missing field changes nothing.
      expect((await put({ erinnerungen_erlaubt: true })).body.user.erinnerungen_erlaubt_am).toBe(since);
      expect((await put({})).body.user.erinnerungen_erlaubt_am).toBe(since);

      const off = await put({ erinnerungen_erlaubt: false });
      expect(off.body.user).toMatchObject({ erinnerungen_erlaubt: false, erinnerungen_erlaubt_am: null });
      // The old token still works: consent is nothing a session carries.
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(200);
    });
  });

  describe('GET /api/profile/me/export', () => {
    it('downloads everything stored about the account as JSON, without hash or tokens', async () => {
      const user = await registerUser(t, { vorname: 'Jana', nachname: 'Export', erinnerungen_erlaubt: true });
      const provider = await addProvider(t, { firmenname: 'Export-Catering' });
      const listing = await addProvider(t, { firmenname: 'Janas Fotobox' });
      await setOwner(t, listing.id, user.id);
      const { inquiryId: reviewed } = await addInquiry(t, user.id, provider.id, { reviewStars: 4 });
      const { inquiryId: open } = await addInquiry(t, user.id, provider.id);
      await addMessage(open, true, 'Gern, der Termin ist frei.');

      const response = await fetch(`${t.baseUrl}/api/profile/me/export`, {
        headers: { 'x-auth-token': user.token },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="event-kompass-meine-daten-${berlinToday()}.json"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      const data = JSON.parse(text) as PersonalDataExport;

      expect(data.konto).toEqual({
        id: user.id,
        vorname: 'Jana',
        nachname: 'Export',
        email: user.email,
        handynummer: null,
        ist_admin: false,
        erstellt_am: expect.any(String),
        email_bestaetigt_am: null,
        neue_email_ausstehend: null,
      });
      expect(data.einwilligungen).toEqual([
        { zweck: 'Bewertungserinnerungen per E-Mail', erteilt: true, erteilt_am: expect.any(String) },
      ]);
      expect(data.anfragen.map((inquiry) => inquiry.id).sort()).toEqual([reviewed, open].sort());
      const openInquiry = data.anfragen.find((inquiry) => inquiry.id === open);
      expect(openInquiry).toMatchObject({
        firmenname: 'Export-Catering',
        nachricht: 'Hallo, haben Sie Zeit?',
        hat_bewertet: false,
        nachrichten: [
          { von_anbieter: true, text: 'Gern, der Termin ist frei.', gesendet_am: expect.any(String) },
        ],
      });
      expect(data.bewertungen).toEqual([
        expect.objectContaining({ anbieter_id: provider.id, firmenname: 'Export-Catering', sterne: 4 }),
      ]);
      // The confirmation mail sent at registration: subject and date, never its link.
      expect(data.e_mails).toEqual([
        expect.objectContaining({
          betreff: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
          erstellt_am: expect.any(String),
        }),
      ]);
      expect(Object.keys(data.e_mails[0]).sort()).toEqual(['betreff', 'erstellt_am', 'versendet_am']);
      expect(data.eintraege).toEqual([
        expect.objectContaining({
          id: listing.id,
          firmenname: 'Janas Fotobox',
          zustand_text: expect.any(String),
          fotos: [],
          belegte_tage: [],
        }),
      ]);
      // The address is not confirmed: rows sent with it by anyone are not handed out.
      expect([data.meldungen, data.kontaktnachrichten, data.rechnungsdaten, data.rechnungen]).toEqual([
        [],
        [],
        [],
        [],
      ]);

      const [{ passwort_hash: hash }] = await t.dataSource.query(
        'SELECT passwort_hash FROM users WHERE id = ?',
        [user.id],
      );
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/passwort|token/i);
    });

    it('needs a login', async () => {
      expect((await t.http('GET', '/api/profile/me/export')).status).toBe(401);
    });
  });

  describe('DELETE /api/profile/me', () => {
    it('refuses a wrong or missing password and changes nothing', async () => {
      const user = await registerUser(t);
      const wrong = await deleteAccount(user.token, { passwort: 'falsch-falsch' });
      expect([wrong.status, wrong.body]).toEqual([400, { msg: 'Das aktuelle Passwort ist falsch.' }]);
      const missing = await deleteAccount(user.token, {});
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toMatch(/Passwort/);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(200);
    });

    it('deletes the account: inquiries go, reviews stay as "ehemaliger Nutzer", listings stay without owner', async () => {
      const reader = await registerUser(t);
      const user = await registerUser(t, { vorname: 'Lotte', nachname: 'Geht' });
      const provider = await addProvider(t, { firmenname: 'Bleibt-Bewertet' });
      const listing = await addProvider(t, { firmenname: 'Lottes Location' });
      await setOwner(t, listing.id, user.id);
      const { inquiryId: reviewedInquiry, reviewId } = await addInquiry(t, user.id, provider.id, {
        reviewStars: 5,
      });
      const { inquiryId: open } = await addInquiry(t, user.id, provider.id);
      await addMessage(open, false, 'Noch eine Frage');

      const deleted = await deleteAccount(user.token, { passwort: user.password });
      expect([deleted.status, deleted.body]).toEqual([
        200,
        { msg: 'Ihr Konto und Ihre personenbezogenen Daten wurden gelöscht.' },
      ]);

      // The old token and the old password no longer get in.
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      const login = await t.http('POST', '/api/auth/login', {
        headers: freshIp(),
        body: { email: user.email, passwort: user.password },
      });
      expect(login.status).toBe(400);

      // No row of the person is left: no account, inquiries, messages or links.
      const count = async (sql: string, params: unknown[]) =>
        Number((await t.dataSource.query(sql, params))[0].n);
      expect(await count('SELECT COUNT(*) AS n FROM users WHERE id = ?', [user.id])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM inquiries WHERE user_id = ?', [user.id])).toBe(0);
      expect(
        await count('SELECT COUNT(*) AS n FROM inquiry_messages WHERE inquiry_id IN (?, ?)', [
          open,
          reviewedInquiry,
        ]),
      ).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM account_tokens WHERE email = ?', [user.email])).toBe(0);
      expect(await count('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?', [user.email])).toBe(0);

      // The review stays, without its author, and counts for the provider as before.
      const [review] = await t.dataSource.query(
        'SELECT user_id, inquiry_id, sterne FROM reviews WHERE id = ?',
        [reviewId],
      );
      expect([review.user_id, review.inquiry_id, Number(review.sterne)]).toEqual([null, null, 5]);
      const publicReviews = await t.http<ProviderReviews>('GET', `/api/reviews/${provider.id}`, {
        token: reader.token,
      });
      expect(publicReviews.body.reviews.map((entry) => entry.vorname)).toEqual(['ehemaliger Nutzer']);
      expect(publicReviews.body.stats).toEqual({ average: 5, count: 1 });
      const adminReviews = await t.http<AdminReview[]>('GET', '/api/admin/reviews/all', {
        token: admin.token,
      });
      expect(adminReviews.body.find((entry) => entry.id === reviewId)).toMatchObject({
        vorname: 'ehemaliger Nutzer',
        user_vorname: 'ehemaliger Nutzer',
        user_nachname: '',
        provider_name: 'Bleibt-Bewertet',
      });

      // The listing stays (with the admins), no longer run by anybody.
      expect(await count('SELECT COUNT(*) AS n FROM providers WHERE id = ?', [listing.id])).toBe(1);
      expect(
        await count('SELECT COUNT(*) AS n FROM provider_owners WHERE provider_id = ?', [listing.id]),
      ).toBe(0);
      const adminProviders = await t.http<{ id: number }[]>('GET', '/api/admin/providers/all', {
        token: admin.token,
      });
      expect(adminProviders.body.some((entry) => entry.id === listing.id)).toBe(true);
    });

    it('keeps the last admin, lets one of two admins go', async () => {
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM users WHERE ist_admin = 1');
      expect(Number(n)).toBe(1);
      const refused = await deleteAccount(admin.token, { passwort: admin.password });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toMatch(/einzige Administrator/);
      expect((await t.http('GET', '/api/profile/me', { token: admin.token })).status).toBe(200);

      const second = await createAdmin(t);
      const gone = await deleteAccount(admin.token, { passwort: admin.password });
      expect(gone.status).toBe(200);
      expect((await t.http('GET', '/api/admin/users', { token: second.token })).status).toBe(200);
      admin = second;
    });
  });

  describe('review reminders', () => {
    it('go only to consenting users and carry a one-click unsubscribe that works without login', async () => {
      const now = new Date();
      const today = berlinToday(now);
      const provider = await addProvider(t, { firmenname: 'Erinnerungs-DJ' });
      const agreed = await registerUser(t, { vorname: 'Ja', erinnerungen_erlaubt: true });
      const declined = await registerUser(t, { vorname: 'Nein' });
      const { inquiryId: agreedInquiry } = await addInquiry(t, agreed.id, provider.id, {
        eventDate: addDays(today, -5),
      });
      const { inquiryId: declinedInquiry } = await addInquiry(t, declined.id, provider.id, {
        eventDate: addDays(today, -5),
      });

      await t.app.get(ScheduledJobsService).runAll({ now, force: true });
      const causes: { cause_key: string }[] = await t.dataSource.query(
        "SELECT cause_key FROM mail_outbox WHERE cause_key LIKE 'inquiry:%:review-reminder'",
      );
      const keys = causes.map((row) => row.cause_key);
      expect(keys).toContain(`inquiry:${agreedInquiry}:review-reminder`);
      expect(keys).not.toContain(`inquiry:${declinedInquiry}:review-reminder`);

      await t.app.get(OutboxWorker).deliverDue();
      const reminders = smtp.mails.filter((mail) => mail.subject.startsWith('Wie war Erinnerungs-DJ?'));
      expect(reminders.map((mail) => mail.to)).toEqual([[agreed.email]]);
      const [mail] = reminders;

      // RFC 8058: an HTTPS address in List-Unsubscribe and the One-Click marker beside it.
      const listUnsubscribe = rawHeader(mail, 'List-Unsubscribe');
      expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const match = /^<(https:\/\/event-kompass\.example\/api\/reminders\/unsubscribe\?token=([^>]+))>$/.exec(
        listUnsubscribe ?? '',
      );
      if (!match) throw new Error(`Kein List-Unsubscribe: ${listUnsubscribe}`);
      const token = decodeURIComponent(match[2]);
      expect(mail.text).toContain(`${PUBLIC_URL}/erinnerungen/abbestellen?token=${match[2]}`);
      const oneClick = match[1].replace(PUBLIC_URL, t.baseUrl);

      // A link scanner fetching the address with GET is sent to the page and changes nothing.
      const fetched = await fetch(oneClick, { redirect: 'manual' });
      expect(fetched.status).toBe(303);
      expect(fetched.headers.get('location')).toBe(
        `${PUBLIC_URL}/erinnerungen/abbestellen?token=${match[2]}`,
      );
      expect((await profile(agreed.token)).erinnerungen_erlaubt).toBe(true);

      // A forged token changes nothing either.
      const forged = await fetch(oneClick.replace(/token=\d+\./, `token=${declined.id}.`), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(forged.status).toBe(400);

      // The mail client's one-click POST, as RFC 8058 describes it: a form body, no login.
      const posted = await fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status).toBe(200);
      expect(await posted.json()).toEqual({ msg: UNSUBSCRIBED });
      expect(await profile(agreed.token)).toMatchObject({
        erinnerungen_erlaubt: false,
        erinnerungen_erlaubt_am: null,
      });

      // The storefront page's POST (no body) answers the same, again: unsubscribing is idempotent.
      const again = await t.http<MessageResponse>(
        'POST',
        `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect([again.status, again.body]).toEqual([200, { msg: UNSUBSCRIBED }]);

      // No further reminder for the one who unsubscribed.
      const { inquiryId: later } = await addInquiry(t, agreed.id, provider.id, {
        eventDate: addDays(today, -4),
      });
      await t.app.get(ScheduledJobsService).runAll({ now, force: true });
      const after: unknown[] = await t.dataSource.query('SELECT id FROM mail_outbox WHERE cause_key = ?', [
        `inquiry:${later}:review-reminder`,
      ]);
      expect(after).toEqual([]);
    });

    it('takes a form body only on the one-click address', async () => {
      const response = await fetch(`${t.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.de&passwort=geheim123',
      });
      expect(response.status).toBe(415);
    });
  });
});
