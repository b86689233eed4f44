import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AdminInvoice,
  addDays,
  addMonths,
  berlinToday,
  type ProviderInvoice,
  type RenewalBillingResponse,
} from '@event-kompass/shared-types';
import { Clock } from '../src/common/clock';
import { InvoiceEntity } from '../src/modules/billing/entities/invoice.entity';
import { InvoicePaymentEntity } from '../src/modules/billing/entities/invoice-payment.entity';
import { OutboxMailEntity } from '../src/modules/mail/entities/outbox-mail.entity';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { OutboxWorker } from '../src/modules/mail/outbox-worker';
import { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { startChildApp } from './support/app-child';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { readPdf } from './support/pdf-reader';
import { addProvider, freshIp, setOwner } from './support/provider-fixtures';
import { createSharedDatabase } from './support/shared-db';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV, renewalBody, requestRenewal } from './support/billing-fixtures';

const OPERATOR = {
  ...OPERATOR_ENV,
  OPERATOR_EMAIL: 'betreiber@beispiel.de',
  PAYMENT_LINK_URL: 'https://pay.example/eventkompass/40',
};

/** The path of a pdf_url (the test app's PUBLIC_URL is not where it listens). */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe(`invoices (${ENGINE})`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;
  const today = () => berlinToday();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ SMTP_URL: smtp.url, ...OPERATOR });
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  const invoiceRow = (nummer: string) =>
    t.dataSource.getRepository(InvoiceEntity).findOneByOrFail({ nummer });

  it('issues a numbered invoice with the renewal billing data, stored as a PDF with its SHA-256', async () => {
    const provider = await addProvider(t, { eintrag_gueltig_bis: addDays(today(), 20) });
    const answer = await requestRenewal(t, provider);
    const year = today().slice(0, 4);
    expect(answer.msg).toMatch(/^Vielen Dank!/);
    expect(answer.payment_link).toBe(OPERATOR.PAYMENT_LINK_URL);
    expect(answer.rechnung).toEqual({
      nummer: `RE-${year}-00001`,
      betrag_cent: 4000,
      pdf_url: expect.stringMatching(new RegExp(`/api/invoices/RE-${year}-00001/pdf\\?sig=[\\w-]{43}$`)),
    });

    const pdf = await fetch(t.baseUrl + pathOf(answer.rechnung.pdf_url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const row = await invoiceRow(answer.rechnung.nummer);
    expect(row.pdfSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // The file in the uploads storage is the one served.
    expect(readFileSync(join(t.config.dataDir, 'uploads', row.pdfDatei)).equals(bytes)).toBe(true);

    const { text, qr } = await readPdf(bytes);
    for (const expected of [
      'Beispiel Events GmbH',
      'Beispielweg 5, 68159 Mannheim',
      'Steuernummer: 21/815/08150',
      'Max Muster GmbH',
      'Hauptstraße 1',
      '12345 Musterstadt',
      `Rechnungsnummer: ${answer.rechnung.nummer}`,
      `Rechnungsdatum: ${today().split('-').reverse().join('.')}`,
      'Eintrag auf Event-Kompass, 12 Monate',
      `Leistungszeitraum: ${addDays(provider.eintragGueltigBis as string, 1)
        .split('-')
        .reverse()
        .join('.')} bis ${addMonths(provider.eintragGueltigBis as string, 12)
        .split('-')
        .reverse()
        .join('.')}`,
      'Nettobetrag 33,61 €',
      'Umsatzsteuer 19 % 6,39 €',
      'Gesamtbetrag (brutto) 40,00 €',
      'innerhalb von 14 Tagen',
      'IBAN: DE89 3704 0044 0532 0130 00',
      OPERATOR.PAYMENT_LINK_URL,
    ]) {
      expect(text).toContain(expected);
    }
    expect(qr).toBe(
      `BCD\n002\n1\nSCT\n\nBeispiel Events GmbH\nDE89370400440532013000\nEUR40.00\n\n\n${answer.rechnung.nummer}`,
    );
  });

  it('gives a row that lost its hash (a backup taken before the file was stored) the hash of the stored file', async () => {
    const answer = await requestRenewal(t, await addProvider(t));
    const first = await fetch(t.baseUrl + pathOf(answer.rechnung.pdf_url));
    const bytes = Buffer.from(await first.arrayBuffer());
    await t.dataSource.query('UPDATE invoices SET pdf_sha256 = NULL WHERE nummer = ?', [
      answer.rechnung.nummer,
    ]);
    const again = await fetch(t.baseUrl + pathOf(answer.rechnung.pdf_url));
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await invoiceRow(answer.rechnung.nummer)).pdfSha256).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('mails the provider the invoice as a PDF attachment', async () => {
    const provider = await addProvider(t, { email: `rechnung-${Date.now()}@beispiel.de` });
    const answer = await requestRenewal(t, provider);
    while ((await t.app.get(OutboxWorker).deliverDue()).sent > 0);
    const mail = smtp.mails.find((m) => m.to.includes(provider.email));
    expect(mail?.subject).toBe(`Ihre Rechnung ${answer.rechnung.nummer} von Event-Kompass`);
    expect(mail?.text).toContain('DE89370400440532013000');
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      filename: `${answer.rechnung.nummer}.pdf`,
      contentType: 'application/pdf',
    });
    const row = await invoiceRow(answer.rechnung.nummer);
    expect(createHash('sha256').update(mail!.attachments[0].content).digest('hex')).toBe(row.pdfSha256);
    // The outbox names the attachment; the bytes stay in the storage.
    const outbox = await t.dataSource
      .getRepository(OutboxMailEntity)
      .findOneByOrFail({ causeKey: `invoice:${row.id}:issued` });
    expect(outbox.attachment).toBe(`rechnung:${row.id}`);
  });

  it('answers 404 to a tampered, missing or borrowed signature', async () => {
    const provider = await addProvider(t);
    const first = await requestRenewal(t, provider);
    const second = await requestRenewal(t, provider);
    const url = new URL(first.rechnung.pdf_url);
    const sig = url.searchParams.get('sig') as string;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `${url.pathname}?sig=${tampered}`,
      url.pathname,
      `/api/invoices/${second.rechnung.nummer}/pdf?sig=${sig}`,
      `/api/invoices/RE-2026-99999/pdf?sig=${sig}`,
      `/api/invoices/..%2F..%2Fetc/pdf?sig=${sig}`,
    ]) {
      const response = await t.http(path.startsWith('/') ? 'GET' : 'GET', path);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 404,
        body: { msg: 'Rechnung nicht gefunden.' },
      });
    }
  });

  it('lists invoices for admins by status and refuses everyone else', async () => {
    const provider = await addProvider(t);
    const answer = await requestRenewal(t, provider);
    const open = await t.http<AdminInvoice[]>('GET', '/api/admin/invoices?status=offen', {
      token: admin.token,
    });
    expect(open.status).toBe(200);
    expect(open.body.map((invoice) => invoice.nummer)).toContain(answer.rechnung.nummer);
    const invoice = open.body.find((i) => i.nummer === answer.rechnung.nummer) as AdminInvoice;
    expect(invoice).toMatchObject({
      art: 'rechnung',
      status: 'offen',
      betrag_cent: 4000,
      bezahlt_cent: 0,
      anbieter_id: provider.id,
      empfaenger: { name: 'Max Muster GmbH', strasse: 'Hauptstraße 1', ort: '12345 Musterstadt' },
      faellig_am: addDays(today(), 14),
      zahlungen: [],
    });
    const paid = await t.http<AdminInvoice[]>('GET', '/api/admin/invoices?status=bezahlt', {
      token: admin.token,
    });
    expect(paid.body.map((i) => i.nummer)).not.toContain(answer.rechnung.nummer);
    const bad = await t.http('GET', '/api/admin/invoices?status=irgendwas', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ msg: 'Das Feld „Status“ hat einen unbekannten Wert.' });

    const user = await registerUser(t);
    for (const token of [undefined, user.token]) {
      const response = await t.http('GET', '/api/admin/invoices', { token });
      expect([401, 403]).toContain(response.status);
    }
  });

  it('shows an invoice overdue once its due date has passed (fake clock)', async () => {
    const provider = await addProvider(t);
    const answer = await requestRenewal(t, provider);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 15 * 86_400_000));
    const overdue = await t.http<AdminInvoice[]>('GET', '/api/admin/invoices?status=ueberfaellig', {
      token: admin.token,
    });
    expect(overdue.body.map((i) => i.nummer)).toContain(answer.rechnung.nummer);
  });

  it('renews the listing once the invoice is paid in full, and thanks the provider (fake clock)', async () => {
    const end = addDays(today(), 10);
    const provider = await addProvider(t, {
      eintrag_gueltig_bis: end,
      email: `bezahlt-${Date.now()}@beispiel.de`,
    });
    const answer = await requestRenewal(t, provider);
    const { id } = await invoiceRow(answer.rechnung.nummer);
    const pay = (body: unknown) =>
      t.http<AdminInvoice>('POST', `/api/admin/invoices/${id}/zahlungen`, { token: admin.token, body });

    const partial = await pay({ datum: today(), betrag_cent: 1500, art: 'ueberweisung' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: 'offen', bezahlt_cent: 1500 });
    expect(
      (await t.dataSource.getRepository(ProviderEntity).findOneByOrFail({ id: provider.id }))
        .eintragGueltigBis,
    ).toBe(end);

    // Paid 20 days later, after the listing ended: the year counts from that day.
    const later = new Date(Date.now() + 20 * 86_400_000);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(later);
    const rest = await pay({ datum: berlinToday(later), betrag_cent: 2500, art: 'paypal' });
    expect(rest.status).toBe(200);
    const until = addMonths(berlinToday(later), 12);
    expect(rest.body).toMatchObject({ status: 'bezahlt', bezahlt_cent: 4000 });
    expect(rest.body.zahlungen.map((p) => [p.betrag_cent, p.art, p.quelle, p.verlaengert_bis])).toEqual([
      [1500, 'ueberweisung', 'manuell', null],
      [2500, 'paypal', 'manuell', until],
    ]);
    const listing = await t.dataSource.getRepository(ProviderEntity).findOneByOrFail({ id: provider.id });
    expect(listing).toMatchObject({ eintragGueltigBis: until, istFreigeschaltet: true });
    const thanks = await t.dataSource
      .getRepository(OutboxMailEntity)
      .findOneByOrFail({ causeKey: `invoice:${id}:paid` });
    expect(thanks.recipient).toBe(provider.email);
    expect(thanks.subject).toBe(
      `Zahlung erhalten: Ihr Eintrag ist bis ${until.split('-').reverse().join('.')} verlängert`,
    );

    // More money renews nothing more.
    const extra = await pay({ datum: berlinToday(later), betrag_cent: 100, art: 'bar' });
    expect(extra.body.bezahlt_cent).toBe(4100);
    expect(
      (await t.dataSource.getRepository(ProviderEntity).findOneByOrFail({ id: provider.id }))
        .eintragGueltigBis,
    ).toBe(until);
  });

  it.each([
    [
      { datum: '2026-02-30', betrag_cent: 4000, art: 'bar' },
      'Das Feld „Datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
    ],
    [
      { datum: '2026-01-02', betrag_cent: 0, art: 'bar' },
      'Das Feld „Betrag (Cent)“ muss eine ganze Zahl von 1 bis 10000000 sein.',
    ],
    [
      { datum: '2026-01-02', betrag_cent: 4000, art: 'scheck' },
      'Das Feld „Zahlungsart“ hat einen unbekannten Wert.',
    ],
  ])('refuses the payment %j with a German msg and books nothing', async (body, msg) => {
    const provider = await addProvider(t);
    const answer = await requestRenewal(t, provider);
    const { id } = await invoiceRow(answer.rechnung.nummer);
    const response = await t.http('POST', `/api/admin/invoices/${id}/zahlungen`, {
      token: admin.token,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
    expect(await t.dataSource.getRepository(InvoicePaymentEntity).countBy({ rechnungId: id })).toBe(0);
  });

  it('cancels with a cancellation invoice of its own number, once', async () => {
    const provider = await addProvider(t);
    const answer = await requestRenewal(t, provider);
    const { id } = await invoiceRow(answer.rechnung.nummer);
    const storno = await t.http<AdminInvoice>('POST', `/api/admin/invoices/${id}/storno`, {
      token: admin.token,
    });
    expect(storno.status).toBe(200);
    expect(storno.body).toMatchObject({
      art: 'storno',
      status: 'storniert',
      betrag_cent: -4000,
      storno_zu: answer.rechnung.nummer,
    });
    expect(storno.body.nummer).toMatch(/^RE-\d{4}-\d{5}$/);
    expect(storno.body.nummer).not.toBe(answer.rechnung.nummer);
    const original = await t.http<AdminInvoice>('GET', `/api/admin/invoices/${id}`, { token: admin.token });
    expect(original.body).toMatchObject({ status: 'storniert', storno_nummer: storno.body.nummer });

    const again = await t.http('POST', `/api/admin/invoices/${id}/storno`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      msg: `Die Rechnung ${answer.rechnung.nummer} ist bereits storniert (Stornorechnung ${storno.body.nummer}).`,
    });
    const ofStorno = await t.http('POST', `/api/admin/invoices/${storno.body.id}/storno`, {
      token: admin.token,
    });
    expect(ofStorno.status).toBe(409);
    expect(ofStorno.body).toEqual({
      msg: `${storno.body.nummer} ist selbst eine Stornorechnung und kann nicht storniert werden.`,
    });
    const payment = await t.http('POST', `/api/admin/invoices/${id}/zahlungen`, {
      token: admin.token,
      body: { datum: today(), betrag_cent: 4000, art: 'bar' },
    });
    expect(payment.status).toBe(409);
    expect(payment.body).toEqual({
      msg: `Die Rechnung ${answer.rechnung.nummer} ist storniert; dazu kann keine Zahlung erfasst werden.`,
    });

    const pdf = await fetch(t.baseUrl + pathOf(storno.body.pdf_url));
    const { text } = await readPdf(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`Storniert Rechnung: ${answer.rechnung.nummer}`);
    expect(text).toContain('Gesamtbetrag (brutto) -40,00 €');
    const missing = await t.http('POST', '/api/admin/invoices/999999/storno', { token: admin.token });
    expect(missing.status).toBe(404);
  });

  it('reminds 30 and 7 days before the end with the open invoice and both ways to pay, and not after payment', async () => {
    const jobs = t.app.get(ScheduledJobsService);
    const outbox = t.dataSource.getRepository(OutboxMailEntity);
    const soon = await addProvider(t, { eintrag_gueltig_bis: addDays(today(), 5) });
    const later = await addProvider(t, { eintrag_gueltig_bis: addDays(today(), 20) });
    const answer = await requestRenewal(t, soon);
    const invoice = await invoiceRow(answer.rechnung.nummer);
    await jobs.runAll({ force: true });

    const reminders = (id: number) =>
      outbox
        .createQueryBuilder('mail')
        .where('mail.cause_key LIKE :key', { key: `provider:${id}:expiry-reminder:%` })
        .orderBy('mail.id')
        .getMany();
    const withInvoice = await reminders(soon.id);
    expect(withInvoice.map((mail) => mail.causeKey)).toEqual([
      `provider:${soon.id}:expiry-reminder:${soon.eintragGueltigBis}`,
      `provider:${soon.id}:expiry-reminder:${soon.eintragGueltigBis}:7`,
    ]);
    for (const mail of withInvoice) {
      expect(mail.attachment).toBe(`rechnung:${invoice.id}`);
      expect(mail.subject).toContain(`Rechnung ${answer.rechnung.nummer} ist noch offen`);
      expect(mail.bodyText).toContain('Überweisung an IBAN: DE89370400440532013000');
      expect(mail.bodyText).toContain(OPERATOR.PAYMENT_LINK_URL);
      expect(mail.bodyText).toContain(answer.rechnung.pdf_url);
    }
    // Without an invoice: the plain reminder, and the second only in the last week.
    const plain = await reminders(later.id);
    expect(plain.map((mail) => [mail.causeKey, mail.attachment])).toEqual([
      [`provider:${later.id}:expiry-reminder:${later.eintragGueltigBis}`, null],
    ]);

    await t.http('POST', `/api/admin/invoices/${invoice.id}/zahlungen`, {
      token: admin.token,
      body: { datum: today(), betrag_cent: 4000, art: 'ueberweisung' },
    });
    await jobs.runAll({ force: true });
    expect(await reminders(soon.id)).toHaveLength(2);
  });

  it("shows a provider their listing's invoices and a stranger a 404", async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const provider = await addProvider(t);
    await setOwner(t, provider.id, owner.id);
    const answer = await requestRenewal(t, provider);
    const own = await t.http<ProviderInvoice[]>('GET', `/api/profile/provider/${provider.id}/rechnungen`, {
      token: owner.token,
    });
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      {
        nummer: answer.rechnung.nummer,
        art: 'rechnung',
        datum: today(),
        faellig_am: addDays(today(), 14),
        betrag_cent: 4000,
        status: 'offen',
        pdf_url: answer.rechnung.pdf_url,
      },
    ]);
    const foreign = await t.http('GET', `/api/profile/provider/${provider.id}/rechnungen`, {
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    const anonymous = await t.http('GET', `/api/profile/provider/${provider.id}/rechnungen`);
    expect(anonymous.status).toBe(401);
  });
});

describe(`invoice numbers with two instances on one database (${ENGINE})`, () => {
  it('stay consecutive and unique under parallel load', async () => {
    const shared = await createSharedDatabase();
    const first = await startTestApp(shared.env);
    // The second instance is a process of its own, as in production (see support/app-process-main.mjs).
    const second = await startChildApp(shared.env).catch(async (error: unknown) => {
      await first.close();
      throw error;
    });
    try {
      const providers = await Promise.all([addProvider(first), addProvider(first)]);
      const requests = Array.from({ length: 40 }, async (_, i) => {
        const response = await fetch(
          `${i % 2 === 0 ? first.baseUrl : second.baseUrl}/api/renewal/billing-info`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...freshIp() },
            body: JSON.stringify(renewalBody(providers[i % 2])),
          },
        );
        return { status: response.status, body: (await response.json()) as RenewalBillingResponse };
      });
      const answers = await Promise.all(requests);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const year = berlinToday().slice(0, 4);
      const numbers = answers.map((answer) => answer.body.rechnung.nummer).sort();
      expect(numbers).toEqual(
        Array.from({ length: 40 }, (_, i) => `RE-${year}-${String(i + 1).padStart(5, '0')}`),
      );
      const rows = await first.dataSource.getRepository(InvoiceEntity).find();
      expect(rows.map((row) => row.nummer).sort()).toEqual(numbers);
    } finally {
      await second.stop();
      await first.close();
      await shared.drop();
    }
  }, 120_000);
});
