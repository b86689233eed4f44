import {
  DEFAULT_REMOVAL_REASON,
  OWN_INITIATIVE_GROUND,
  OWN_INITIATIVE_REASON,
  type AdminProvider,
} from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const OPERATOR = 'betreiber@event-kompass.example';

interface StatementMail {
  recipient: string;
  subject: string;
  body_text: string;
}

/**
 * DSA Art. 17 outside the report flow (issue 23): every removal by an admin records a statement
 * of reasons and mails it to the affected party, with the admin's text or a general one.
 */
describe(`statements of reasons for an admin's own removals (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_EMAIL: OPERATOR, PUBLIC_URL: 'https://event-kompass.example' });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  async function statementsTo(email: string): Promise<StatementMail[]> {
    return t.dataSource.query<StatementMail[]>(
      "SELECT recipient, subject, body_text FROM mail_outbox WHERE cause_key LIKE 'report:%:betroffen' AND recipient = ? ORDER BY id",
      [email],
    );
  }

  async function recordsOf(art: string, zielId: number) {
    return t.dataSource.query<
      {
        grund: string;
        status: string;
        entscheidung: string;
        begruendung: string;
        rechtsgrundlage: string;
        entschieden_von: number | string;
        email: string | null;
      }[]
    >(
      'SELECT grund, status, entscheidung, begruendung, rechtsgrundlage, entschieden_von, email FROM reports WHERE art = ? AND ziel_id = ?',
      [art, zielId],
    );
  }

  async function reviewBy(vorname: string) {
    const provider = await addProvider(t, { firmenname: `Bewertet ${Date.now()}` });
    const author = await registerUser(t, { vorname });
    const { reviewId } = await addInquiry(t, author.id, provider.id, { reviewStars: 1 });
    await t.dataSource.query('UPDATE reviews SET kommentar = ? WHERE id = ?', [
      'Alles Betrüger hier!',
      reviewId,
    ]);
    return { provider, author, reviewId: reviewId as number };
  }

  it('mails the author of a deleted review the admin’s reasons and records the decision', async () => {
    const { provider, author, reviewId } = await reviewBy('Rita');
    const reasons = 'Die Bewertung enthält eine unbelegte Tatsachenbehauptung über den Inhaber.';
    const response = await t.http<{ msg: string }>('DELETE', `/api/admin/reviews/${reviewId}`, {
      token: admin.token,
      body: { begruendung: reasons },
    });
    expect([response.status, response.body]).toEqual([200, { msg: 'Die Bewertung wurde gelöscht.' }]);

    const [mail] = await statementsTo(author.email);
    expect(mail.subject).toBe('Entscheidung über Ihre Bewertung bei Event-Kompass');
    const text = mail.body_text.replace(/\s+/g, ' ');
    expect(text).toContain('Guten Tag Rita,');
    expect(text).toContain(`Wir haben Ihre Bewertung zu „${provider.firmenname}“ entfernt`);
    expect(text).toContain('Anlass: Eigene Prüfung (ohne Meldung)');
    expect(text).toContain(reasons);
    expect(text).toContain(OWN_INITIATIVE_GROUND);
    expect(text).toContain('Alles Betrüger hier!');
    expect(text).toContain('Art. 21 DSA');

    const [record] = await recordsOf('bewertung', reviewId);
    expect({ ...record, entschieden_von: Number(record.entschieden_von) }).toEqual({
      grund: OWN_INITIATIVE_REASON,
      status: 'erledigt',
      entscheidung: 'entfernt',
      begruendung: reasons,
      rechtsgrundlage: OWN_INITIATIVE_GROUND,
      entschieden_von: admin.id,
      email: null,
    });
  });

  it('keeps the spec route working without a body: a general statement goes out', async () => {
    const { author, reviewId } = await reviewBy('Olaf');
    const response = await t.http('DELETE', `/api/admin/reviews/${reviewId}`, { token: admin.token });
    expect(response.status).toBe(200);
    const [mail] = await statementsTo(author.email);
    expect(mail.body_text.replace(/\s+/g, ' ')).toContain(DEFAULT_REMOVAL_REASON);
    expect((await recordsOf('bewertung', reviewId))[0].begruendung).toBe(DEFAULT_REMOVAL_REASON);
  });

  it('refuses a reason that is not text or too long, and removes nothing', async () => {
    const { reviewId } = await reviewBy('Paula');
    for (const begruendung of [42, 'x'.repeat(2001)]) {
      const response = await t.http<{ msg: string }>('DELETE', `/api/admin/reviews/${reviewId}`, {
        token: admin.token,
        body: { begruendung },
      });
      expect(response.status).toBe(400);
      expect(response.body.msg).toMatch(/„Begründung“/);
    }
    const left = await t.dataSource.query('SELECT id FROM reviews WHERE id = ?', [reviewId]);
    expect(left).toHaveLength(1);
    expect(await recordsOf('bewertung', reviewId)).toEqual([]);
  });

  it('answers 404 for an unknown review and records nothing', async () => {
    const response = await t.http('DELETE', '/api/admin/reviews/999999', { token: admin.token });
    expect(response.status).toBe(404);
    expect(await recordsOf('bewertung', 999999)).toEqual([]);
  });

  it('mails the provider of a deleted listing at its contact address', async () => {
    const provider = await addProvider(t, { firmenname: `Gelöscht ${Date.now()}` });
    const response = await t.http<{ msg: string }>('DELETE', `/api/admin/providers/${provider.id}`, {
      token: admin.token,
      body: { begruendung: 'Der Eintrag bewirbt keine Eventdienstleistung.' },
    });
    expect([response.status, response.body.msg]).toEqual([
      200,
      `Der Anbieter „${provider.firmenname}“ wurde gelöscht.`,
    ]);
    const [mail] = await statementsTo(provider.email);
    expect(mail.subject).toBe('Entscheidung über Ihren Eintrag bei Event-Kompass');
    const text = mail.body_text.replace(/\s+/g, ' ');
    expect(text).toContain(`Wir haben Ihren Eintrag „${provider.firmenname}“ gelöscht`);
    expect(text).toContain('Der Eintrag bewirbt keine Eventdienstleistung.');
    expect(await recordsOf('anbieter', provider.id)).toHaveLength(1);
  });

  it('mails the provider when an edit takes an active listing offline, not on other edits', async () => {
    const provider = await addProvider(t, { firmenname: `Gesperrt ${Date.now()}` });
    const edit = (changes: Record<string, unknown>) =>
      t.http<AdminProvider>('PUT', `/api/admin/providers/${provider.id}`, {
        token: admin.token,
        body: {
          firmenname: provider.firmenname,
          beschreibung: provider.beschreibung,
          email: provider.email,
          ist_freigeschaltet: true,
          kategorie_ids: [],
          ...changes,
        },
      });
    expect((await edit({ beschreibung: 'Neu beschrieben.' })).status).toBe(200);
    expect(await statementsTo(provider.email)).toEqual([]);

    const offline = await edit({
      ist_freigeschaltet: false,
      begruendung: 'Die Fotos gehören einem anderen Anbieter.',
    });
    expect([offline.status, offline.body.ist_freigeschaltet]).toEqual([200, false]);
    const [mail] = await statementsTo(provider.email);
    const text = mail.body_text.replace(/\s+/g, ' ');
    expect(text).toContain(`Wir haben Ihren Eintrag „${provider.firmenname}“ deaktiviert`);
    expect(text).toContain('Die Fotos gehören einem anderen Anbieter.');

    // Saving it offline again is no new removal.
    expect((await edit({ ist_freigeschaltet: false })).status).toBe(200);
    expect(await statementsTo(provider.email)).toHaveLength(1);
    expect(await recordsOf('anbieter', provider.id)).toHaveLength(1);
  });

  it('records a removal whose author deleted their account, with nobody to mail', async () => {
    const { author, reviewId } = await reviewBy('Gerda');
    await t.http('DELETE', '/api/profile/me', { token: author.token, body: { passwort: author.password } });
    const before = Number(
      (
        await t.dataSource.query(
          "SELECT COUNT(*) AS n FROM mail_outbox WHERE cause_key LIKE 'report:%:betroffen'",
        )
      )[0].n,
    );
    expect((await t.http('DELETE', `/api/admin/reviews/${reviewId}`, { token: admin.token })).status).toBe(
      200,
    );
    const after = Number(
      (
        await t.dataSource.query(
          "SELECT COUNT(*) AS n FROM mail_outbox WHERE cause_key LIKE 'report:%:betroffen'",
        )
      )[0].n,
    );
    expect(after).toBe(before);
    expect(await recordsOf('bewertung', reviewId)).toHaveLength(1);
  });
});
