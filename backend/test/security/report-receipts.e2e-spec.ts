import { addProvider, freshIp } from '../support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * The report form takes any address, so its receipt could be aimed at a stranger: the receipt
 * must carry nothing the reporter typed, and one address gets at most three a day.
 */
describe(`report receipts cannot be used to mail strangers (${ENGINE})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function receiptsTo(
    email: string,
  ): Promise<{ subject: string; body_text: string; body_html: string }[]> {
    return t.dataSource.query(
      "SELECT subject, body_text, body_html FROM mail_outbox WHERE cause_key LIKE 'report:%:eingang' AND recipient = ? ORDER BY id",
      [email],
    );
  }

  it('sends a receipt without the reason the reporter typed', async () => {
    const provider = await addProvider(t);
    const spam = 'Günstige Kredite ohne Schufa: https://spam.example/kredit jetzt anrufen!';
    const response = await t.http('POST', '/api/reports', {
      headers: freshIp(),
      body: { art: 'anbieter', ziel_id: provider.id, grund: spam, email: 'opfer-1@beispiel.de' },
    });
    expect(response.status).toBe(201);
    const [receipt] = await receiptsTo('opfer-1@beispiel.de');
    expect(receipt.subject).toBe('Ihre Meldung bei Event-Kompass ist eingegangen');
    for (const text of [receipt.subject, receipt.body_text, receipt.body_html]) {
      expect(text).not.toContain('spam.example');
      expect(text).not.toContain('Schufa');
    }
  });

  it('confirms at most three reports a day to one address; further reports are still stored', async () => {
    const provider = await addProvider(t);
    const email = 'opfer-2@beispiel.de';
    for (let i = 0; i < 5; i += 1) {
      const response = await t.http<{ msg: string }>('POST', '/api/reports', {
        // Each from another client: the per-address limit of the form is not what stops this.
        headers: freshIp(),
        body: {
          art: 'anbieter',
          ziel_id: provider.id,
          grund: `Meldung Nummer ${i} zu diesem Eintrag.`,
          email,
        },
      });
      expect(response.status).toBe(201);
    }
    const stored = await t.dataSource.query<{ n: number | string }[]>(
      'SELECT COUNT(*) AS n FROM reports WHERE email = ?',
      [email],
    );
    expect(Number(stored[0].n)).toBe(5);
    expect(await receiptsTo(email)).toHaveLength(3);
    // Another address is not affected by the first one's cap.
    const other = await t.http('POST', '/api/reports', {
      headers: freshIp(),
      body: {
        art: 'anbieter',
        ziel_id: provider.id,
        grund: 'Eine ganz andere Meldung hierzu.',
        email: 'opfer-3@beispiel.de',
      },
    });
    expect(other.status).toBe(201);
    expect(await receiptsTo('opfer-3@beispiel.de')).toHaveLength(1);
  });
});
