import AdmZip from 'adm-zip';

import { berlinToday } from '@event-kompass/shared-types';
import { toWindows1252 } from '../src/modules/billing/datev/datev-csv';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { invoiceIdOf, OPERATOR_ENV, requestRenewal } from './support/billing-fixtures';

const OPERATOR = {
  ...OPERATOR_ENV,
  DATEV_CONSULTANT_NUMBER: '4711',
  DATEV_CLIENT_NUMBER: '42',
};

describe(`DATEV export (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  const today = berlinToday();
  const year = today.slice(0, 4);

  beforeAll(async () => {
    t = await startTestApp(OPERATOR);
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function invoice(name: string): Promise<{ id: number; nummer: string }> {
    const { rechnung } = await requestRenewal(t, await addProvider(t), { name });
    return { id: await invoiceIdOf(t, rechnung.nummer), nummer: rechnung.nummer };
  }

  async function download(path: string) {
    const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'x-auth-token': admin.token } });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('writes the Buchungsstapel: EXTF header, columns, invoices, cancellations and payments', async () => {
    const paid = await invoice('Müller & Söhne Partyservice');
    const cancelled = await invoice('Beispiel GbR');
    expect(
      (
        await t.http('POST', `/api/admin/invoices/${paid.id}/zahlungen`, {
          token: admin.token,
          body: { datum: today, betrag_cent: 4000, art: 'ueberweisung' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.http('POST', `/api/admin/invoices/${cancelled.id}/storno`, { token: admin.token })).status,
    ).toBe(200);
    const [{ nummer: stornoNummer }] = await t.dataSource.query(
      'SELECT nummer FROM invoices WHERE storno_zu_id = ?',
      [cancelled.id],
    );

    const response = await download(`/api/admin/export/datev?von=${year}-01-01&bis=${year}-12-31`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="EXTF_Buchungsstapel_${year}-01-01_${year}-12-31.csv"`,
    );
    // Windows-1252: "ü" is one byte.
    expect(response.bytes.includes(Buffer.from([0x4d, 0xfc, 0x6c]))).toBe(true);
    const text = new TextDecoder('windows-1252').decode(response.bytes);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const header = lines[0].split(';');
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.slice(10, 16)).toEqual(['4711', '42', `${year}0101`, '4', `${year}0101`, `${year}1231`]);
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    expect(lines[1].split(';').slice(0, 3)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
    ]);
    const rows = lines.slice(2, -1).map((line) => line.split(';'));
    const day = `${today.slice(8, 10)}${today.slice(5, 7)}`;
    const byVoucher = (voucher: string) => rows.filter((row) => row[10] === `"${voucher}"`);
    expect(byVoucher(paid.nummer).map((row) => [row[0], row[1], row[6], row[7], row[9]])).toEqual([
      ['40,00', '"S"', '10000', '8400', day],
      ['40,00', '"S"', '1200', '10000', day],
    ]);
    expect(byVoucher(paid.nummer)[1][13]).toBe(`"Zahlung ${paid.nummer} (ueberweisung)"`);
    expect(byVoucher(paid.nummer)[0][13]).toMatch(/^"Müller & Söhne Partyservice, /);
    expect(byVoucher(stornoNummer).map((row) => [row[0], row[1], row[6], row[7]])).toEqual([
      ['40,00', '"H"', '10000', '8400'],
    ]);
    expect(byVoucher(stornoNummer)[0][13]).toMatch(/^"Storno Beispiel GbR/);
  });

  it('spells text in Windows-1252, DATEV’s character set', () => {
    expect([...toWindows1252('€ „Ä“ – ü 🎤')]).toEqual([
      0x80, 0x20, 0x84, 0xc4, 0x93, 0x20, 0x96, 0x20, 0xfc, 0x20, 0x3f,
    ]);
  });

  it('zips the period’s PDFs with the Buchungsstapel', async () => {
    const { nummer } = await invoice('Zip GmbH');
    const response = await download(`/api/admin/export/datev/belege?von=${today}&bis=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const zip = new AdmZip(response.bytes);
    const names = zip.getEntries().map((entry) => entry.entryName);
    expect(names).toContain(`EXTF_Buchungsstapel_${today}_${today}.csv`);
    expect(names).toContain(`${nummer}.pdf`);
    expect(zip.readFile(`${nummer}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a bad period with a German message and is for admins only', async () => {
    for (const query of [
      '',
      `von=${year}-01-01`,
      `von=${year}-02-30&bis=${year}-03-01`,
      `von=${year}-05-01&bis=${year}-04-01`,
      `von=2025-12-01&bis=2026-01-31`,
    ]) {
      const response = await t.http<{ msg: string }>('GET', `/api/admin/export/datev?${query}`, {
        token: admin.token,
      });
      expect([response.status, typeof response.body.msg]).toEqual([400, 'string']);
    }
    const user = await registerUser(t);
    expect(
      (await t.http('GET', `/api/admin/export/datev?von=${today}&bis=${today}`, { token: user.token }))
        .status,
    ).toBe(403);
  });
});
