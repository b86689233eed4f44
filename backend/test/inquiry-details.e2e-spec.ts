import type { Inquiry, ListingInquiry } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { registerUser, type TestUser } from './support/fixtures';
import type { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { addProvider, setOwner } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

/** The optional details of an inquiry (issue 25): stored, returned to both sides, checked. */
describe(`inquiry details (${ENGINE})`, () => {
  let t: TestApp;
  let provider: ProviderEntity;
  let owner: TestUser;
  const inFuture = addDays(berlinToday(), 30);
  const none = { anlass: null, gaeste: null, uhrzeit: null, plz: null, budget_eur: null };

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    provider = await addProvider(t, { firmenname: 'Festzelt Meier' });
    owner = await registerUser(t);
    await setOwner(t, provider.id, owner.id);
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(table: string): Promise<number> {
    const [row] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(row.n);
  }

  function send(user: TestUser, extra: Record<string, unknown>) {
    return t.http<{ msg: string; id: number }>('POST', '/api/inquiries', {
      token: user.token,
      body: { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'Hallo', ...extra },
    });
  }

  async function seenByBothSides(user: TestUser, id: number) {
    const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
    const inbox = await t.http<ListingInquiry[]>('GET', `/api/profile/provider/${provider.id}/inquiries`, {
      token: owner.token,
    });
    return [own.body.find((row) => row.id === id), inbox.body.find((row) => row.id === id)];
  }

  it('stores the details and shows them in the customer list and the provider inbox', async () => {
    const user = await registerUser(t);
    const details = { anlass: 'hochzeit', gaeste: 120, uhrzeit: '18:30', plz: '68159', budget_eur: 4500 };
    const response = await send(user, details);
    expect(response.status).toBe(201);
    for (const row of await seenByBothSides(user, response.body.id)) expect(row).toMatchObject(details);
  });

  it('keeps the spec body working: without details, and with blanks or null, all are null', async () => {
    const user = await registerUser(t);
    const plain = await send(user, {});
    const blank = await send(user, { anlass: ' ', gaeste: '', uhrzeit: '', plz: ' ', budget_eur: null });
    expect([plain.status, blank.status]).toEqual([201, 201]);
    for (const id of [plain.body.id, blank.body.id]) {
      for (const row of await seenByBothSides(user, id)) expect(row).toMatchObject(none);
    }
  });

  it('accepts the bounds: 1 and 5000 guests, 00:00 and 23:59, a budget of 0', async () => {
    const user = await registerUser(t);
    for (const extra of [
      { gaeste: 1, uhrzeit: '00:00', budget_eur: 0, anlass: 'sonstiges' },
      { gaeste: 5000, uhrzeit: '23:59', anlass: 'taufe' },
    ]) {
      expect((await send(user, extra)).status).toBe(201);
    }
  });

  it.each([
    [{ anlass: 'party' }, 'Das Feld „Anlass“ hat einen unbekannten Wert.'],
    [{ anlass: 7 }, 'Das Feld „Anlass“ muss ein Text sein.'],
    [{ gaeste: 0 }, 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    [{ gaeste: 5001 }, 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    [{ gaeste: 12.5 }, 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    [{ gaeste: '80' }, 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
    [{ uhrzeit: '24:00' }, 'Das Feld „Uhrzeit“ muss eine Uhrzeit im Format HH:MM sein.'],
    [{ uhrzeit: '8:30' }, 'Das Feld „Uhrzeit“ muss eine Uhrzeit im Format HH:MM sein.'],
    [{ uhrzeit: 1830 }, 'Das Feld „Uhrzeit“ muss eine Uhrzeit im Format HH:MM sein.'],
    [{ plz: '6815' }, 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).'],
    [{ plz: '00000' }, 'Diese Postleitzahl kennen wir nicht.'],
    [{ budget_eur: -1 }, 'Das Feld „Budget“ muss eine ganze Zahl von 0 bis 10000000 Euro sein.'],
    [{ budget_eur: 99.99 }, 'Das Feld „Budget“ muss eine ganze Zahl von 0 bis 10000000 Euro sein.'],
  ])('refuses %j with 400, a German msg and no write', async (extra, msg) => {
    const user = await registerUser(t);
    const before = [await count('inquiries'), await count('mail_outbox')];
    const response = await send(user, extra);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ msg });
    expect([await count('inquiries'), await count('mail_outbox')]).toEqual(before);
  });
});
