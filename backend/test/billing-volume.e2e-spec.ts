import { loadavg } from 'node:os';
import { berlinToday } from '@event-kompass/shared-types';
import { InvoiceEntity } from '../src/modules/billing/entities/invoice.entity';
import { camt053, importStatement, type CamtLine } from './support/camt';
import { createAdmin, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV } from './support/billing-fixtures';

/**
 * Year-end volume: a CAMT.053 matched and a DATEV export read back. `npm test` runs 1 000 entries
 * (correctness at volume within the suite's time budget); the figures (10 000 entries:
 * CAMT ≤ 10 s, DATEV ≤ 5 s) are measured with `BILLING_VOLUME_ENTRIES=10000` and recorded in
 * docs/benchmarks.md, with the load average and this process's CPU time (the app runs in it), since
 * the machine the figures come from is shared.
 */
const CAMT_TARGET_SECONDS = 10;
const ENTRIES = Number(process.env.BILLING_VOLUME_ENTRIES ?? 1_000);
const PROVIDERS = 100;

/** CPU time of this process (test and app) since `since`, and the machine's load average. */
function usage(since: NodeJS.CpuUsage): string {
  const { user, system } = process.cpuUsage(since);
  return `CPU ${((user + system) / 1e6).toFixed(2)} s, load ${loadavg()[0].toFixed(1)}`;
}

describe(`billing at year-end volume (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  const today = berlinToday();
  const year = today.slice(0, 4);
  const number = (n: number) => `RE-${year}-${String(90_000 + n).padStart(5, '0')}`;

  beforeAll(async () => {
    t = await startTestApp(OPERATOR_ENV);
    admin = await createAdmin(t);
    const providers: number[] = [];
    for (let p = 0; p < PROVIDERS; p++) providers.push((await addProvider(t)).id);
    // The invoices as issuing writes them, without rendering 10 000 PDFs (that has its own figure).
    const rows = Array.from({ length: ENTRIES }, (_, n) => ({
      nummer: number(n),
      art: 'rechnung' as const,
      stornoZuId: null,
      anbieterId: providers[n % PROVIDERS],
      anbieterName: `Anbieter ${n % PROVIDERS}`,
      email: `anbieter${n % PROVIDERS}@beispiel.de`,
      empfaengerName: `Kunde ${n}`,
      empfaengerStrasse: 'Hauptstraße 1',
      empfaengerOrt: '12345 Musterstadt',
      datum: today,
      faelligAm: today,
      leistungVon: null,
      leistungBis: null,
      leistung: 'Eintrag auf Event-Kompass, 12 Monate',
      nettoCent: 3361,
      steuerProzent: 19,
      steuerCent: 639,
      bruttoCent: 4000,
      kleinunternehmer: false,
      aussteller: 'Beispiel Events GmbH',
      pdfDatei: `rechnungen/${number(n)}.pdf`,
      pdfSha256: null,
      erstelltAm: new Date(),
    }));
    for (let i = 0; i < rows.length; i += 250) {
      await t.dataSource.getRepository(InvoiceEntity).insert(rows.slice(i, i + 250));
    }
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it(`matches a CAMT.053 of ${ENTRIES} entries (target ≤ 10 s)`, async () => {
    const lines: CamtLine[] = Array.from({ length: ENTRIES }, (_, n) => ({
      amount: n % 10 === 9 ? '20.00' : '40.00',
      // Every third reference typed loosely, as customers do.
      reference: n % 3 === 0 ? number(n).replace(/-/g, ' ').toLowerCase() : `Rechnung ${number(n)}`,
      bankRef: `BANK-${n}`,
      date: today,
    }));
    const xml = camt053(lines, 'JAHRESENDE');
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await importStatement(t, admin.token, xml);
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(200);
    const body = response.body as { zugeordnet: unknown[]; offen: unknown[] };
    expect(body.zugeordnet).toHaveLength(ENTRIES - ENTRIES / 10);
    expect(body.offen).toHaveLength(ENTRIES / 10);
    console.log(
      `CAMT.053 ${ENGINE}: ${ENTRIES} Buchungen, ${(xml.length / 1e6).toFixed(1)} MB, ${seconds.toFixed(2)} s, ${usage(cpu)}`,
    );
    expect(seconds).toBeLessThanOrEqual(CAMT_TARGET_SECONDS);
  }, 180_000);

  it(`exports ${ENTRIES}+ bookings to DATEV in ≤ 5 s`, async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await fetch(`${t.baseUrl}/api/admin/export/datev?von=${year}-01-01&bis=${year}-12-31`, {
      headers: { 'x-auth-token': admin.token },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    expect(response.status).toBe(200);
    const bookings = bytes.toString('latin1').split('\r\n').length - 3;
    expect(bookings).toBeGreaterThanOrEqual(ENTRIES);
    console.log(
      `DATEV ${ENGINE}: ${bookings} Buchungen, ${(bytes.length / 1e6).toFixed(1)} MB, ${seconds.toFixed(2)} s, ${usage(cpu)}`,
    );
    expect(seconds).toBeLessThanOrEqual(5);
  }, 60_000);
});
