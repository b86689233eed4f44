import type { AdminReport, Inquiry } from '@event-kompass/shared-types';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider } from './support/provider-fixtures';
import { expectRateLimited } from './support/rate-limits';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const OPERATOR = 'betreiber@event-kompass.example';
const REASON = 'Diese Bewertung enthält eine Beleidigung des Inhabers.';

describe(`reports and decisions (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;
  let ipCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      OPERATOR_EMAIL: OPERATOR,
      PUBLIC_URL: 'https://event-kompass.example',
    });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** A listed provider with one review by a fresh user. */
  async function reviewed(kommentar = 'Der Inhaber ist ein Betrüger!') {
    const provider = await addProvider(t, { firmenname: `Partyservice ${++ipCounter}` });
    const author = await registerUser(t, { vorname: 'Bernd', nachname: 'Schreiber' });
    const { reviewId } = await addInquiry(t, author.id, provider.id, { reviewStars: 1 });
    await t.dataSource.query('UPDATE reviews SET kommentar = ? WHERE id = ?', [kommentar, reviewId]);
    return { provider, author, reviewId: reviewId as number };
  }

  function report(body: unknown, token?: string) {
    return t.http<{ msg: string }>('POST', '/api/reports', { headers: ip(), body, token });
  }

  async function reportRows() {
    return t.dataSource.query<{ id: number; status: string; user_id: number | null; email: string | null }[]>(
      'SELECT id, status, user_id, email FROM reports ORDER BY id',
    );
  }

  async function listReports(): Promise<AdminReport[]> {
    const response = await t.http<AdminReport[]>('GET', '/api/admin/reports', { token: admin.token });
    expect(response.status).toBe(200);
    return response.body;
  }

  async function reportIdFor(art: string, zielId: number): Promise<number> {
    const found = (await listReports()).find((entry) => entry.art === art && entry.ziel_id === zielId);
    if (!found) throw new Error('Meldung fehlt');
    return found.id;
  }

  function decide(id: number, body: unknown, token = admin.token) {
    return t.http<{ msg: string }>('POST', `/api/admin/reports/${id}/decision`, { token, body });
  }

  /** Delivers the outbox and answers the decision mails that arrived for `to` (not the sign-up link). */
  async function mailsTo(to: string, count: number): Promise<ReceivedMail[]> {
    // The worker delivers in batches, and every report also queued a notice to the operator.
    while ((await t.app.get(OutboxWorker).deliverDue()).sent > 0);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = smtp.mails.filter(
        (mail) => mail.to.includes(to) && mail.subject.includes('Entscheidung'),
      );
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  describe('reporting', () => {
    it('stores an anonymous report of a review with the address for feedback', async () => {
      const { reviewId } = await reviewed();
      const response = await report({
        art: 'bewertung',
        ziel_id: reviewId,
        grund: `  ${REASON} `,
        email: ' Melder@Beispiel.DE ',
      });
      expect(response.status).toBe(201);
      expect(response.body.msg).toMatch(/^Vielen Dank für Ihre Meldung\./);
      const [row] = await t.dataSource.query(
        'SELECT art, ziel_id, grund, email, user_id, status, erstellt_am FROM reports WHERE ziel_id = ? AND art = ?',
        [reviewId, 'bewertung'],
      );
      expect({ ...row, ziel_id: Number(row.ziel_id) }).toMatchObject({
        art: 'bewertung',
        ziel_id: reviewId,
        grund: REASON,
        email: 'melder@beispiel.de',
        user_id: null,
        status: 'offen',
      });
      expect(row.erstellt_am).toBeTruthy();
      // The operator hears of it at once, with a reply-to of the reporter.
      const [notice] = await t.dataSource.query(
        "SELECT recipient, reply_to, subject, body_text FROM mail_outbox WHERE cause_key LIKE 'report:%:betreiber' ORDER BY id DESC",
      );
      expect(notice).toMatchObject({ recipient: OPERATOR, reply_to: 'melder@beispiel.de' });
      expect(notice.body_text).toContain(REASON);
      expect(notice.body_text).toContain('https://event-kompass.example/admin/meldungen');
      // The reporter gets a confirmation of receipt (DSA Art. 16 Abs. 4).
      const [receipt] = await t.dataSource.query(
        "SELECT subject FROM mail_outbox WHERE cause_key LIKE 'report:%:eingang' AND recipient = ?",
        ['melder@beispiel.de'],
      );
      expect(receipt.subject).toBe('Ihre Meldung bei Event-Kompass ist eingegangen');
    });

    it('records the logged-in reporter of a listing; no address means no feedback', async () => {
      const provider = await addProvider(t);
      const user = await registerUser(t);
      const response = await report(
        { art: 'anbieter', ziel_id: provider.id, grund: 'Gefälschte Fotos eines anderen Anbieters.' },
        user.token,
      );
      expect(response.status).toBe(201);
      const rows = await reportRows();
      const last = rows[rows.length - 1];
      expect(Number(last.user_id)).toBe(user.id);
      expect(last.email).toBeNull();
    });

    it.each([
      ['without a reason', { art: 'anbieter', ziel_id: 1 }, 'Bitte füllen Sie das Feld „Grund“ aus.'],
      [
        'with a too short reason',
        { art: 'anbieter', ziel_id: 1, grund: ' kurz     ' },
        'Das Feld „Grund“ muss mindestens 10 Zeichen lang sein.',
      ],
      [
        'with a too long reason',
        { art: 'anbieter', ziel_id: 1, grund: 'x'.repeat(2001) },
        'Das Feld „Grund“ darf höchstens 2000 Zeichen lang sein.',
      ],
      [
        'of an unknown kind',
        { art: 'kategorie', ziel_id: 1, grund: REASON },
        'Das Feld „Art“ hat einen unbekannten Wert.',
      ],
      [
        'with an invalid target id',
        { art: 'anbieter', ziel_id: 'abc', grund: REASON },
        'Das Feld „Ziel“ muss eine gültige ID sein.',
      ],
      [
        'with an invalid address',
        { art: 'anbieter', ziel_id: 1, grund: REASON, email: 'kein-mail' },
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      ],
    ])('refuses a report %s with 400 and a German message, storing nothing', async (_label, body, msg) => {
      const before = (await reportRows()).length;
      const response = await report(body);
      expect([response.status, response.body]).toEqual([400, { msg }]);
      expect((await reportRows()).length).toBe(before);
    });

    it('answers 404 for an unknown review and for a listing the public cannot see', async () => {
      const hidden = await addProvider(t, { ist_freigeschaltet: false });
      expect(
        await report({ art: 'bewertung', ziel_id: 999999, grund: REASON }).then((r) => [r.status, r.body]),
      ).toEqual([404, { msg: 'Bewertung nicht gefunden.' }]);
      expect(
        await report({ art: 'anbieter', ziel_id: hidden.id, grund: REASON }).then((r) => [r.status, r.body]),
      ).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
    });

    it('limits reports per address with 429', async () => {
      const provider = await addProvider(t);
      const headers = { 'x-forwarded-for': '10.67.0.1' };
      await expectRateLimited(RATE_RULES.reportsPerIp, 201, () =>
        t.http('POST', '/api/reports', {
          headers,
          body: { art: 'anbieter', ziel_id: provider.id, grund: REASON },
        }),
      );
    });
  });

  describe('the admin list', () => {
    it('needs an admin', async () => {
      const user = await registerUser(t);
      expect((await t.http('GET', '/api/admin/reports')).status).toBe(401);
      expect((await t.http('GET', '/api/admin/reports', { token: user.token })).status).toBe(403);
      expect(
        (await decide(1, { entscheidung: 'abgelehnt', begruendung: 'Kein Verstoß erkennbar.' }, user.token))
          .status,
      ).toBe(403);
    });

    it('lists open reports first, newest first, with what was reported', async () => {
      const { provider, reviewId } = await reviewed('Schlechtester DJ der Welt, Betrüger.');
      await report({ art: 'bewertung', ziel_id: reviewId, grund: REASON });
      await report({
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Dieser Anbieter existiert nicht wirklich.',
      });
      const list = await listReports();
      const open = list.filter((entry) => entry.status === 'offen');
      expect(list.slice(0, open.length)).toEqual(open);
      const times = open.map((entry) => entry.erstellt_am);
      expect([...times].sort().reverse()).toEqual(times);
      expect(list.find((entry) => entry.art === 'bewertung' && entry.ziel_id === reviewId)).toMatchObject({
        ziel_anbieter_id: provider.id,
        ziel_bezeichnung: `Bewertung von Bernd Schreiber für „${provider.firmenname}“`,
        ziel_inhalt: '1 von 5 Sternen: Schlechtester DJ der Welt, Betrüger.',
        grund: REASON,
        entscheidung: null,
      });
      expect(list.find((entry) => entry.art === 'anbieter' && entry.ziel_id === provider.id)).toMatchObject({
        ziel_anbieter_id: provider.id,
        ziel_bezeichnung: provider.firmenname,
        ziel_inhalt: null,
      });
    });
  });

  describe('decisions', () => {
    it('removes a review, mails the author the statement of reasons and the reporter the outcome', async () => {
      const { provider, author, reviewId } = await reviewed();
      const reporter = `melder${ipCounter}@beispiel.de`;
      await report({ art: 'bewertung', ziel_id: reviewId, grund: REASON, email: reporter });
      const id = await reportIdFor('bewertung', reviewId);

      const response = await decide(id, {
        entscheidung: 'entfernt',
        begruendung: 'Die Bewertung bezeichnet den Inhaber ohne Belege als Betrüger.',
        rechtsgrundlage: '§ 6 Abs. 2 AGB (keine beleidigenden Inhalte); § 185 StGB',
      });
      expect(response.status).toBe(200);
      expect(response.body.msg).toBe(
        'Der Inhalt wurde entfernt und die Begründung an den Betroffenen versandt.',
      );
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM reviews WHERE id = ?', [reviewId]);
      expect(Number(n)).toBe(0);
      // As with the admin's delete, the inquiry may be reviewed again.
      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: author.token });
      expect(own.body.every((inquiry) => !inquiry.hat_bewertet)).toBe(true);
      const decided = (await listReports()).find((entry) => entry.id === id);
      expect(decided).toMatchObject({ status: 'erledigt', entscheidung: 'entfernt', ziel_bezeichnung: null });
      expect(decided?.entschieden_am).toEqual(expect.any(String));

      const [statement] = await mailsTo(author.email, 1);
      expect(statement.subject).toBe('Entscheidung über Ihre Bewertung bei Event-Kompass');
      expect(statement.replyTo).toBe(OPERATOR);
      const text = statement.text.replace(/\s+/g, ' ');
      // DSA Art. 17 Abs. 3: the measure, the facts, the ground, human decision, redress.
      expect(text).toContain(`Wir haben Ihre Bewertung zu „${provider.firmenname}“ entfernt`);
      expect(text).toContain('Entscheidung: Entfernung der Bewertung');
      expect(text).toContain('Der Inhaber ist ein Betrüger!');
      expect(text).toContain('Die Bewertung bezeichnet den Inhaber ohne Belege als Betrüger.');
      expect(text).toContain('§ 6 Abs. 2 AGB (keine beleidigenden Inhalte); § 185 StGB');
      expect(text).toContain('ein Mensch aus unserem Team');
      expect(text).toContain('Interne Beschwerde');
      expect(text).toContain('Art. 21 DSA');
      expect(text).toContain('Gerichte');
      expect(text).not.toContain(REASON);

      const [outcome] = await mailsTo(reporter, 1);
      expect(outcome.subject).toBe('Ihre Meldung bei Event-Kompass: unsere Entscheidung');
      expect(outcome.text.replace(/\s+/g, ' ')).toContain('Wir haben den Inhalt geprüft und entfernt.');

      const again = await decide(id, {
        entscheidung: 'abgelehnt',
        begruendung: 'Doch kein Verstoß erkennbar.',
      });
      expect([again.status, again.body]).toEqual([
        409,
        { msg: 'Über diese Meldung wurde bereits entschieden.' },
      ]);
    });

    it('deactivates a reported listing and mails the provider', async () => {
      const provider = await addProvider(t, {
        firmenname: 'Fake Fotobox',
        email: `fake${ipCounter}@beispiel.de`,
      });
      await report({
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Die Fotos stammen von einem anderen Anbieter.',
      });
      const id = await reportIdFor('anbieter', provider.id);
      const response = await decide(id, {
        entscheidung: 'entfernt',
        begruendung: 'Die Fotos des Eintrags sind urheberrechtlich geschützte Bilder eines Dritten.',
        rechtsgrundlage: '§ 97 UrhG; § 4 Abs. 3 AGB',
      });
      expect(response.status).toBe(200);
      expect((await t.http('GET', `/api/providers/${provider.id}`)).status).toBe(404);
      const [row] = await t.dataSource.query('SELECT ist_freigeschaltet FROM providers WHERE id = ?', [
        provider.id,
      ]);
      expect(Number(row.ist_freigeschaltet)).toBe(0);
      const [statement] = await mailsTo(provider.email, 1);
      expect(statement.subject).toBe('Entscheidung über Ihren Eintrag bei Event-Kompass');
      expect(statement.text.replace(/\s+/g, ' ')).toContain(
        'Wir haben Ihren Eintrag „Fake Fotobox“ deaktiviert',
      );
    });

    it('rejects a report: the content stays, the reporter learns why, nobody else is mailed', async () => {
      const { author, reviewId } = await reviewed('Essen war kalt, Service langsam.');
      const reporter = `melder-b${ipCounter}@beispiel.de`;
      await report({
        art: 'bewertung',
        ziel_id: reviewId,
        grund: 'Diese Bewertung ist unfair und falsch.',
        email: reporter,
      });
      const id = await reportIdFor('bewertung', reviewId);
      const response = await decide(id, {
        entscheidung: 'abgelehnt',
        begruendung: 'Die Bewertung ist eine zulässige Meinungsäußerung über eine erlebte Leistung.',
      });
      expect([response.status, response.body]).toEqual([
        200,
        { msg: 'Die Meldung wurde abgelehnt; der Inhalt bleibt sichtbar.' },
      ]);
      const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM reviews WHERE id = ?', [reviewId]);
      expect(Number(n)).toBe(1);
      const [outcome] = await mailsTo(reporter, 1);
      expect(outcome.text.replace(/\s+/g, ' ')).toContain('zulässige Meinungsäußerung');
      expect(await mailsTo(author.email, 0)).toEqual([]);
    });

    it('closes a second report about content that is already gone without telling the author twice', async () => {
      const { author, reviewId } = await reviewed();
      await report({ art: 'bewertung', ziel_id: reviewId, grund: REASON });
      const secondReporter = `melder-c${ipCounter}@beispiel.de`;
      await report({ art: 'bewertung', ziel_id: reviewId, grund: REASON, email: secondReporter });
      const ids = (await listReports())
        .filter((entry) => entry.art === 'bewertung' && entry.ziel_id === reviewId)
        .map((entry) => entry.id);
      expect(ids).toHaveLength(2);
      const removal = {
        entscheidung: 'entfernt',
        begruendung: 'Die Bewertung bezeichnet den Inhaber ohne Belege als Betrüger.',
        rechtsgrundlage: '§ 6 Abs. 2 AGB',
      };
      expect((await decide(ids[1], removal)).status).toBe(200);
      const second = await decide(ids[0], removal);
      expect([second.status, second.body]).toEqual([
        200,
        { msg: 'Die Meldung ist erledigt. Der Inhalt war bereits entfernt.' },
      ]);
      expect(await mailsTo(author.email, 1)).toHaveLength(1);
      const [outcome] = await mailsTo(secondReporter, 1);
      expect(outcome.text.replace(/\s+/g, ' ')).toContain('Wir haben den Inhalt geprüft und entfernt.');
    });

    it('refuses a removal without a legal ground, an unknown report and a bad decision', async () => {
      const provider = await addProvider(t);
      await report({
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Dieser Anbieter existiert nicht wirklich.',
      });
      const id = await reportIdFor('anbieter', provider.id);
      const noGround = await decide(id, {
        entscheidung: 'entfernt',
        begruendung: 'Eintrag ist offensichtlich gefälscht.',
      });
      expect([noGround.status, noGround.body]).toEqual([
        400,
        { msg: 'Bitte geben Sie für eine Entfernung die Rechtsgrundlage oder die AGB-Klausel an.' },
      ]);
      const unknown = await decide(999999, {
        entscheidung: 'abgelehnt',
        begruendung: 'Kein Verstoß erkennbar.',
      });
      expect([unknown.status, unknown.body]).toEqual([404, { msg: 'Meldung nicht gefunden.' }]);
      const bad = await decide(id, { entscheidung: 'vielleicht', begruendung: 'Kein Verstoß erkennbar.' });
      expect([bad.status, bad.body]).toEqual([
        400,
        { msg: 'Das Feld „Entscheidung“ hat einen unbekannten Wert.' },
      ]);
      expect((await listReports()).find((entry) => entry.id === id)?.status).toBe('offen');
      expect((await t.http('GET', `/api/providers/${provider.id}`)).status).toBe(200);
    });
  });
});
