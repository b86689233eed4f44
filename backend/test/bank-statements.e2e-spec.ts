import {
  type AdminInvoice,
  type OpenStatementLine,
  STATEMENT_LINE_KEY_PATTERN,
  type StatementImportResult,
} from '@event-kompass/shared-types';
import { addDays, addMonths, berlinToday, laterDate } from '@event-kompass/shared-types';
import { In } from 'typeorm';
import { OutboxMailEntity } from '../src/modules/mail/entities/outbox-mail.entity';
import type { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { camt053, importStatement } from './support/camt';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV, requestRenewal } from './support/billing-fixtures';

describe(`bank statement import, CAMT.053 (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp(OPERATOR_ENV);
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A provider (a new one unless given) with an issued invoice: its number and the listing's id. */
  async function invoiced(given?: ProviderEntity): Promise<{ nummer: string; providerId: number }> {
    const provider = given ?? (await addProvider(t));
    const { rechnung } = await requestRenewal(t, provider);
    return { nummer: rechnung.nummer, providerId: provider.id };
  }

  async function payments(nummer: string): Promise<{ betrag_cent: number; quelle: string }[]> {
    const rows = await t.dataSource.query(
      'SELECT p.betrag_cent, p.quelle FROM invoice_payments p JOIN invoices i ON i.id = p.rechnung_id WHERE i.nummer = ? ORDER BY p.id',
      [nummer],
    );
    return rows.map((row: { betrag_cent: number | string; quelle: string }) => ({
      betrag_cent: Number(row.betrag_cent),
      quelle: row.quelle,
    }));
  }

  async function validUntil(providerId: number): Promise<string | null> {
    const [row] = await t.dataSource.query('SELECT eintrag_gueltig_bis AS bis FROM providers WHERE id = ?', [
      providerId,
    ]);
    const value = row.bis as string | Date | null;
    return value === null
      ? null
      : value instanceof Date
        ? value.toISOString().slice(0, 10)
        : value.slice(0, 10);
  }

  /** An open line as the import lists it: what the bank says, and the line's key. */
  const openLine = (line: Omit<OpenStatementLine, 'schluessel'>) => ({
    ...line,
    schluessel: expect.stringMatching(STATEMENT_LINE_KEY_PATTERN),
  });

  async function paymentCount(): Promise<number> {
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM invoice_payments');
    return Number(n);
  }

  it('books exact and loosely typed references, leaves partial, excess and unknown open, and renews', async () => {
    const exact = await invoiced();
    const spaced = await invoiced();
    const partial = await invoiced();
    const excess = await invoiced();
    const endBefore = await validUntil(exact.providerId);
    const loose = spaced.nummer.replace(/-/g, ' ').toLowerCase(); // "re 2026 00002"
    const xml = camt053([
      { amount: '40.00', reference: `Rechnung ${exact.nummer}`, bankRef: 'BANK-1' },
      { amount: '40.00', reference: `Eintrag ${loose} Danke`, name: 'Erika Beispiel' },
      { amount: '20.00', reference: partial.nummer, bankRef: 'BANK-3' },
      { amount: '45.00', reference: excess.nummer.replace(/-/g, ''), bankRef: 'BANK-4' },
      { amount: '40.00', reference: 'Miete November', name: 'Hausverwaltung' },
      { amount: '40.00', reference: exact.nummer, debit: true, bankRef: 'BANK-6' },
    ]);
    const first = await importStatement(t, admin.token, xml);
    expect(first.status).toBe(200);
    const result = first.body as StatementImportResult;
    expect(result.zugeordnet).toEqual([
      { rechnung: exact.nummer, betrag_cent: 4000 },
      { rechnung: spaced.nummer, betrag_cent: 4000 },
    ]);
    expect(result.offen).toEqual([
      openLine({
        datum: '2026-11-20',
        betrag_cent: 2000,
        verwendungszweck: partial.nummer,
        name: 'Max Muster GmbH',
      }),
      openLine({
        datum: '2026-11-20',
        betrag_cent: 4500,
        verwendungszweck: excess.nummer.replace(/-/g, ''),
        name: 'Max Muster GmbH',
      }),
      openLine({
        datum: '2026-11-20',
        betrag_cent: 4000,
        verwendungszweck: 'Miete November',
        name: 'Hausverwaltung',
      }),
    ]);
    expect(new Set(result.offen.map((line) => line.schluessel)).size).toBe(3);
    expect(await payments(exact.nummer)).toEqual([{ betrag_cent: 4000, quelle: 'kontoauszug' }]);
    expect(await payments(partial.nummer)).toEqual([]);
    expect(await payments(excess.nummer)).toEqual([]);
    // Paid in full: the listing runs 12 months from the later of today and its end.
    expect(await validUntil(exact.providerId)).toBe(addMonths(laterDate(berlinToday(), endBefore), 12));

    const count = await paymentCount();
    const again = await importStatement(t, admin.token, xml);
    expect(again.status).toBe(200);
    expect((again.body as StatementImportResult).zugeordnet).toEqual([]);
    expect((again.body as StatementImportResult).offen).toHaveLength(3);
    expect(await paymentCount()).toBe(count);
  });

  it('books an open line by hand once: with its key, a later import neither books nor lists it', async () => {
    const partial = await invoiced();
    const xml = camt053([{ amount: '20.00', reference: partial.nummer, bankRef: 'HAND-1' }]);
    const first = (await importStatement(t, admin.token, xml)).body as StatementImportResult;
    expect(first.zugeordnet).toEqual([]);
    const [line] = first.offen;
    expect(line).toMatchObject({ betrag_cent: 2000, verwendungszweck: partial.nummer });
    const [{ id }] = await t.dataSource.query('SELECT id FROM invoices WHERE nummer = ?', [partial.nummer]);
    const pay = (schluessel: string) =>
      t.http<AdminInvoice>('POST', `/api/admin/invoices/${id}/zahlungen`, {
        token: admin.token,
        body: {
          datum: line.datum,
          betrag_cent: line.betrag_cent,
          art: 'ueberweisung',
          kontoauszug_schluessel: schluessel,
        },
      });

    const byHand = await pay(line.schluessel);
    expect([byHand.status, byHand.body.bezahlt_cent, byHand.body.status]).toEqual([200, 2000, 'offen']);
    // Now 20 € are open, as much as the line: without its key a new import would book it again.
    const again = (await importStatement(t, admin.token, xml)).body as StatementImportResult;
    expect(again).toEqual({ zugeordnet: [], offen: [] });

    const twice = await pay(line.schluessel);
    expect([twice.status, (twice.body as unknown as { msg: string }).msg]).toEqual([
      409,
      'Diese Gutschrift aus dem Kontoauszug ist bereits gebucht; eine zweite Zahlung dafür wurde nicht erfasst.',
    ]);
    const forged = await pay('camt:kein-schluessel');
    expect([forged.status, (forged.body as unknown as { msg: string }).msg]).toEqual([
      400,
      'Das Feld „Buchung des Kontoauszugs“ muss die Kennung einer offenen Buchung aus dem Kontoauszug-Import sein.',
    ]);
    expect(await payments(partial.nummer)).toEqual([{ betrag_cent: 2000, quelle: 'manuell' }]);
  });

  it('renews one listing once per invoice it settles, thanks for each, and books a repeated line once', async () => {
    const today = berlinToday();
    const ended = await addProvider(t, {
      ist_freigeschaltet: false,
      eintrag_gueltig_bis: addDays(today, -3),
    });
    const first = await invoiced(ended);
    const second = await invoiced(ended);
    const line = { amount: '40.00', reference: second.nummer, bankRef: 'DOPPELT-2' };
    const result = await importStatement(
      t,
      admin.token,
      camt053(
        [{ amount: '40.00', reference: first.nummer, bankRef: 'DOPPELT-1' }, line, line],
        'AUSZUG-DOPPELT',
      ),
    );
    expect(result.status).toBe(200);
    expect((result.body as StatementImportResult).zugeordnet).toEqual([
      { rechnung: first.nummer, betrag_cent: 4000 },
      { rechnung: second.nummer, betrag_cent: 4000 },
    ]);
    expect((result.body as StatementImportResult).offen).toEqual([]);
    const rows: { nummer: string; id: number; bis: string | Date; quelle: string }[] =
      await t.dataSource.query(
        `SELECT i.nummer, i.id, p.verlaengert_bis AS bis, p.quelle FROM invoice_payments p
        JOIN invoices i ON i.id = p.rechnung_id WHERE i.anbieter_id = ? ORDER BY p.id`,
        [ended.id],
      );
    const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : value).slice(0, 10);
    // Each settled invoice adds a year to the end the one before left (the listing had ended).
    expect(rows.map((row) => [row.nummer, day(row.bis), row.quelle])).toEqual([
      [first.nummer, addMonths(today, 12), 'kontoauszug'],
      [second.nummer, addMonths(today, 24), 'kontoauszug'],
    ]);
    expect(await validUntil(ended.id)).toBe(addMonths(today, 24));
    const [listing] = await t.dataSource.query(
      'SELECT ist_freigeschaltet AS an FROM providers WHERE id = ?',
      [ended.id],
    );
    expect(Number(listing.an)).toBe(1);
    const mails = await t.dataSource
      .getRepository(OutboxMailEntity)
      .findBy({ causeKey: In(rows.map((row) => `invoice:${row.id}:paid`)) });
    expect(mails.map((mail) => mail.recipient)).toEqual([ended.email, ended.email]);
  });

  it('books each invoice once when statements naming it arrive at the same time', async () => {
    const [a, b, c] = [await invoiced(), await invoiced(), await invoiced()];
    const endBefore = await validUntil(b.providerId);
    const x = camt053(
      [
        { amount: '40.00', reference: a.nummer, bankRef: 'GLEICHZEITIG-X1' },
        { amount: '40.00', reference: b.nummer, bankRef: 'GLEICHZEITIG-X2' },
      ],
      'AUSZUG-X',
    );
    // Another statement listing b's payment under another bank reference (e.g. the monthly one).
    const y = camt053(
      [
        { amount: '40.00', reference: b.nummer, bankRef: 'GLEICHZEITIG-Y1' },
        { amount: '40.00', reference: c.nummer, bankRef: 'GLEICHZEITIG-Y2' },
      ],
      'AUSZUG-Y',
    );
    const answers = await Promise.all([x, x, y].map((xml) => importStatement(t, admin.token, xml)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const booked = answers.flatMap((answer) => (answer.body as StatementImportResult).zugeordnet);
    expect(booked.map((line) => line.rechnung).sort()).toEqual([a.nummer, b.nummer, c.nummer].sort());
    for (const { nummer } of [a, b, c]) expect(await payments(nummer)).toHaveLength(1);
    expect(await validUntil(b.providerId)).toBe(addMonths(laterDate(berlinToday(), endBefore), 12));
  });

  it('refuses malformed and foreign XML with a German message and books nothing', async () => {
    const { nummer } = await invoiced();
    const good = camt053([{ amount: '40.00', reference: nummer, bankRef: 'GUT-1' }]);
    const count = await paymentCount();
    const cases: [string, RegExp][] = [
      [good.slice(0, -40), /kein gültiges XML/],
      ['', /kein gültiges XML/],
      [
        '<?xml version="1.0"?><Document><CstmrCdtTrfInitn/></Document>',
        /kein Kontoauszug im Format CAMT\.053/,
      ],
      ['<html><body>Hallo</body></html>', /kein Kontoauszug/],
      [good.replace('<Amt Ccy="EUR">40.00</Amt>', '<Amt Ccy="EUR">vierzig</Amt>'), /Buchung 1: Der Betrag/],
      [
        camt053([
          { amount: '40.00', reference: nummer, bankRef: 'GUT-2' },
          { amount: '1,00', reference: 'kaputt' },
        ]),
        /Buchung 2: Der Betrag/,
      ],
      [good.replace(/EUR/g, 'USD'), /nur Beträge in Euro|Nur Beträge in Euro/],
    ];
    for (const [xml, message] of cases) {
      const response = await importStatement(t, admin.token, xml);
      expect([response.status, (response.body as { msg: string }).msg]).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    const wrongField = await importStatement(t, admin.token, good, 'datei');
    expect([wrongField.status, (wrongField.body as { msg: string }).msg]).toEqual([
      400,
      expect.stringMatching(/kontoauszug/),
    ]);
    expect(await paymentCount()).toBe(count);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t);
    expect((await importStatement(t, user.token, camt053([]))).status).toBe(403);
  });
});
