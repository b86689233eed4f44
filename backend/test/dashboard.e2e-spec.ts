import type { MonthFigures } from '@event-kompass/shared-types';
import { addMonths, berlinToday } from '@event-kompass/shared-types';
import { FiguresService } from '../src/modules/dashboard/figures.service';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { invoiceIdOf, OPERATOR_ENV, requestRenewal } from './support/billing-fixtures';

describe(`admin overview figures (${ENGINE})`, () => {
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

  async function invoiceId(providerId: number): Promise<number> {
    const { rechnung } = await requestRenewal(t, { id: providerId, firmenname: 'Muster' });
    return invoiceIdOf(t, rechnung.nummer);
  }

  const sqlTime = (iso: string) => iso.replace('T', ' ').replace('Z', '');

  it('counts per Berlin month over the last 12, the current one last', async () => {
    const provider = await addProvider(t);
    const user = await registerUser(t);
    const booked = await addInquiry(t, user.id, provider.id);
    await addInquiry(t, user.id, provider.id);
    await t.dataSource.query("UPDATE inquiries SET status = 'gebucht' WHERE id = ?", [booked.inquiryId]);
    // 23:30 UTC on the last day of a month is already the next month in Berlin.
    const old = await addProvider(t);
    await t.dataSource.query('UPDATE providers SET erstellt_am = ? WHERE id = ?', [
      sqlTime('2026-03-31T23:30:00.000Z'),
      old.id,
    ]);

    const response = await t.http<MonthFigures[]>('GET', '/api/admin/kennzahlen', { token: admin.token });
    expect(response.status).toBe(200);
    const months = response.body;
    expect(months).toHaveLength(12);
    const thisMonth = berlinToday().slice(0, 7);
    expect(months[11].monat).toBe(thisMonth);
    expect(months[0].monat).toBe(addMonths(`${thisMonth}-01`, -11).slice(0, 7));
    expect(months[11]).toMatchObject({ anfragen: 2, buchungen: 1, berechnet_cent: 0, bezahlt_cent: 0 });

    // Two invoices, one cancelled (its storno counts negative), one paid in part.
    const first = await invoiceId(provider.id);
    const second = await invoiceId(old.id);
    expect((await t.http('POST', `/api/admin/invoices/${first}/storno`, { token: admin.token })).status).toBe(
      200,
    );
    const paid = await t.http('POST', `/api/admin/invoices/${second}/zahlungen`, {
      token: admin.token,
      body: { datum: berlinToday(), betrag_cent: 1500, art: 'bar' },
    });
    expect(paid.status).toBeLessThan(300);
    const money = (await t.http<MonthFigures[]>('GET', '/api/admin/kennzahlen', { token: admin.token })).body;
    expect(money[11]).toMatchObject({ berechnet_cent: 4000, bezahlt_cent: 1500 });
    expect(months[11].neue_anbieter).toBeGreaterThanOrEqual(1);

    const service = t.app.get(FiguresService);
    const april = await service.lastMonths(new Date('2026-05-15T10:00:00Z'));
    expect(april.map((month) => month.monat)).toContain('2026-04');
    expect(april.find((month) => month.monat === '2026-04')?.neue_anbieter).toBe(1);
    expect(april.find((month) => month.monat === '2026-03')?.neue_anbieter).toBe(0);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t);
    expect((await t.http('GET', '/api/admin/kennzahlen', { token: user.token })).status).toBe(403);
    expect((await t.http('GET', '/api/admin/kennzahlen')).status).toBe(401);
  });
});
