import type { RenewalBillingResponse } from '@event-kompass/shared-types';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`renewal (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let expiredId: number;
  let ipCounter = 0;
  const ip = () => ({ 'x-forwarded-for': `10.88.0.${++ipCounter}` });
  const billing = {
    name: 'Max Muster GmbH',
    street: 'Hauptstraße 1',
    city: '12345 Musterstadt',
    providerName: 'DJ Max',
    providerEmail: 'dj@beispiel.de',
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      OPERATOR_EMAIL: 'betreiber@event-kompass.example',
      PAYMENT_LINK_URL: 'https://pay.example/eventkompass/40',
    });
    await checkEveryAnswer(t);
    const saved = await t.dataSource.getRepository(ProviderEntity).save({
      firmenname: 'DJ Max',
      beschreibung: 'Musik',
      email: 'dj@beispiel.de',
      handynummer: '0170 123',
      websiteUrl: null,
      instagramUrl: null,
      istFreigeschaltet: false,
      eintragGueltigBis: '2020-01-31',
      neueKategorieVorschlag: null,
      searchName: 'dj max',
      searchText: 'dj max',
      erstelltAm: new Date(),
      kategorien: [],
    });
    expiredId = saved.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('greets an expired, deactivated provider by company name only', async () => {
    const response = await t.http('GET', `/api/renewal/provider/${expiredId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expiredId, firmenname: 'DJ Max' });
  });

  it('does not reveal the name of a pending application that was never activated', async () => {
    const pending = await t.dataSource.getRepository(ProviderEntity).save({
      firmenname: 'Geheime Bewerbung',
      beschreibung: 'Noch nicht freigeschaltet',
      email: 'bewerbung@beispiel.de',
      handynummer: '0170 456',
      websiteUrl: null,
      instagramUrl: null,
      istFreigeschaltet: false,
      eintragGueltigBis: null,
      neueKategorieVorschlag: null,
      searchName: 'geheime bewerbung',
      searchText: 'geheime bewerbung',
      erstelltAm: new Date(),
      kategorien: [],
    });
    const response = await t.http('GET', `/api/renewal/provider/${pending.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ msg: 'Anbieter nicht gefunden.' });
  });

  it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for provider id %s', async (id) => {
    const response = await t.http('GET', `/api/renewal/provider/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ msg: 'Anbieter nicht gefunden.' });
  });

  it('stores the billing address, links the provider, mails the operator and answers the payment link', async () => {
    const response = await t.http<RenewalBillingResponse>('POST', '/api/renewal/billing-info', {
      headers: ip(),
      body: billing,
    });
    expect(response.status).toBe(201);
    expect(response.body.payment_link).toBe('https://pay.example/eventkompass/40');
    expect(response.body.msg).toMatch(/Vielen Dank/);
    const [row] = await t.dataSource.query('SELECT * FROM renewal_requests ORDER BY id DESC LIMIT 1');
    expect(Number(row.anbieter_id)).toBe(expiredId);
    expect(row.city).toBe('12345 Musterstadt');

    await t.app.get(OutboxWorker).deliverDue();
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['betreiber@event-kompass.example']);
    expect(mail.replyTo).toBe('dj@beispiel.de');
    expect(mail.subject).toBe('Verlängerung: Rechnungsdaten von DJ Max');
    expect(mail.text).toContain('Max Muster GmbH\nHauptstraße 1\n12345 Musterstadt');
    expect(mail.text).toContain(`Anbieter-ID: ${expiredId}`);
    // The invoice's payment renews the listing on the server: the operator has nothing to do by hand.
    expect(mail.text).toMatch(/Rechnung: RE-\d{4}-\d{5}/);
    expect(mail.text).toContain('verlängert sich der Eintrag von selbst');
    expect(mail.text).not.toContain('verlängern Sie den Eintrag');
  });

  it('takes the address from the listing when the renewal page sends only the provider id', async () => {
    const response = await t.http('POST', '/api/renewal/billing-info', {
      headers: ip(),
      body: { ...billing, providerEmail: '', providerId: expiredId },
    });
    expect(response.status).toBe(201);
    const [row] = await t.dataSource.query(
      'SELECT anbieter_id, provider_email FROM renewal_requests ORDER BY id DESC LIMIT 1',
    );
    expect([Number(row.anbieter_id), row.provider_email]).toEqual([expiredId, 'dj@beispiel.de']);
    const unknown = await t.http('POST', '/api/renewal/billing-info', {
      headers: ip(),
      body: { ...billing, providerEmail: '', providerId: 999999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('stores an unknown provider without a link', async () => {
    const response = await t.http('POST', '/api/renewal/billing-info', {
      headers: ip(),
      body: { ...billing, providerName: 'Unbekannt', providerEmail: 'wer@beispiel.de' },
    });
    expect(response.status).toBe(201);
    const [row] = await t.dataSource.query(
      'SELECT anbieter_id FROM renewal_requests ORDER BY id DESC LIMIT 1',
    );
    expect(row.anbieter_id).toBeNull();
  });

  it.each([
    [{ ...billing, street: ' ' }, 'Bitte füllen Sie das Feld „Straße & Hausnummer“ aus.'],
    [{ ...billing, city: undefined }, 'Bitte füllen Sie das Feld „PLZ & Ort“ aus.'],
    [{ ...billing, providerEmail: 'kaputt' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
    [{ ...billing, providerEmail: '' }, 'Bitte füllen Sie das Feld „E-Mail des Anbieters“ aus.'],
  ])('refuses incomplete billing data %j and stores nothing', async (body, msg) => {
    const [{ n: before }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM renewal_requests');
    const response = await t.http('POST', '/api/renewal/billing-info', { headers: ip(), body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
    const [{ n: after }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM renewal_requests');
    expect(Number(after)).toBe(Number(before));
  });
});
