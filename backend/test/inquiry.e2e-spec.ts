import type { AdminInquiry, CreateInquiryResponse, Inquiry } from '@event-kompass/shared-types';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import type { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { addProvider, setOwner } from './support/provider-fixtures';
import { expectRateLimited } from './support/rate-limits';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`inquiries (${ENGINE})`, () => {
  let t: TestApp;
  let provider: ProviderEntity;
  const inFuture = addDays(berlinToday(), 30);
  /** The optional details (issue 25) of an inquiry sent without them. */
  const noDetails = { anlass: null, gaeste: null, uhrzeit: null, plz: null, budget_eur: null };

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    provider = await addProvider(t, { firmenname: 'DJ Klangwerk', kategorien: ['DJs'] });
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(table: string): Promise<number> {
    const [row] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(row.n);
  }

  function send(user: TestUser, body: unknown) {
    return t.http<CreateInquiryResponse>('POST', '/api/inquiries', { token: user.token, body });
  }

  it('stores the inquiry, queues the provider mail in the outbox and answers the spec sentence', async () => {
    const user = await registerUser(t, { vorname: 'Jürgen', nachname: 'Weiß' });
    const response = await send(user, {
      anbieter_id: provider.id,
      event_datum: inFuture,
      nachricht: 'Hallo DJ Klangwerk,\nwir heiraten & feiern <groß>.',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      msg: 'Ihre Anfrage an DJ Klangwerk wurde erfolgreich gesendet!',
      id: expect.any(Number),
    });

    const [mail] = await t.dataSource.query('SELECT * FROM mail_outbox WHERE cause_key = ?', [
      `inquiry:${response.body.id}:provider`,
    ]);
    expect(mail).toBeDefined();
    expect(mail.recipient).toBe(provider.email);
    expect(mail.reply_to).toBe(user.email);
    expect(mail.status).toBe('pending');
    const [year, month, day] = inFuture.split('-');
    for (const part of [
      'Jürgen Weiß',
      user.email,
      `${day}.${month}.${year}`,
      'wir heiraten & feiern <groß>.',
    ]) {
      expect(mail.body_text).toContain(part);
    }
    expect(mail.body_html).toContain('&lt;groß&gt;');
    expect(mail.body_html).not.toContain('<groß>');
  });

  it('accepts today as the event date', async () => {
    const user = await registerUser(t);
    const response = await send(user, {
      anbieter_id: provider.id,
      event_datum: berlinToday(),
      nachricht: 'Heute!',
    });
    expect(response.status).toBe(201);
  });

  it('lists only the own inquiries, newest first, with the company name', async () => {
    const other = await addProvider(t, { firmenname: 'Catering Sonnenschein' });
    const user = await registerUser(t);
    const stranger = await registerUser(t);
    const first = await send(user, { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'Erste' });
    const second = await send(user, { anbieter_id: other.id, event_datum: inFuture, nachricht: 'Zweite' });
    await send(stranger, { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'Fremd' });

    const response = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: second.body.id,
        anbieter_id: other.id,
        firmenname: 'Catering Sonnenschein',
        nachricht: 'Zweite',
        event_datum: inFuture,
        gesendet_am: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        hat_bewertet: false,
        bewertung_offen: false,
        status: 'neu',
        nachrichten_anzahl: 0,
        ...noDetails,
      },
      expect.objectContaining({ id: first.body.id, firmenname: 'DJ Klangwerk', nachricht: 'Erste' }),
    ]);
    const sentAt = new Date(response.body[0].gesendet_am).getTime();
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
  });

  describe('refuses bad input with 400, a German msg and no write', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await registerUser(t);
    });

    it.each([
      [{ event_datum: 'in-future', nachricht: 'x' }, 'Das Feld „Anbieter“ muss eine gültige ID sein.'],
      [
        { anbieter_id: 'PROVIDER_AS_TEXT', event_datum: 'in-future', nachricht: 'x' },
        'Das Feld „Anbieter“ muss eine gültige ID sein.',
      ],
      [
        { anbieter_id: 'PROVIDER', nachricht: 'x' },
        'Das Feld „Gewünschtes Event-Datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: '2030-02-30', nachricht: 'x' },
        'Das Feld „Gewünschtes Event-Datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: '01.06.2030', nachricht: 'x' },
        'Das Feld „Gewünschtes Event-Datum“ muss ein gültiges Datum (JJJJ-MM-TT) sein.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'yesterday', nachricht: 'x' },
        'Das Event-Datum darf nicht in der Vergangenheit liegen.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'in-future', nachricht: '   ' },
        'Bitte füllen Sie das Feld „Ihre Nachricht“ aus.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'in-future' },
        'Bitte füllen Sie das Feld „Ihre Nachricht“ aus.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'in-future', nachricht: 'TOO_LONG' },
        'Das Feld „Ihre Nachricht“ darf höchstens 5000 Zeichen lang sein.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'in-future', nachricht: 'x', hat_bewertet: true },
        'Das Feld „hat_bewertet“ ist nicht erlaubt.',
      ],
      [
        { anbieter_id: 'PROVIDER', event_datum: 'in-future', nachricht: 'x', user_id: 1 },
        'Das Feld „user_id“ ist nicht erlaubt.',
      ],
    ])('%j', async (template, msg) => {
      const body = Object.fromEntries(
        Object.entries(template).map(([key, value]) => [
          key,
          value === 'PROVIDER'
            ? provider.id
            : value === 'PROVIDER_AS_TEXT'
              ? String(provider.id)
              : value === 'TOO_LONG'
                ? 'x'.repeat(5001)
                : value === 'in-future'
                  ? inFuture
                  : value === 'yesterday'
                    ? addDays(berlinToday(), -1)
                    : value,
        ]),
      );
      const before = [await count('inquiries'), await count('mail_outbox')];
      const response = await send(user, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg });
      expect([await count('inquiries'), await count('mail_outbox')]).toEqual(before);
    });

    it('accepts a message of exactly 5 000 characters', async () => {
      const response = await send(user, {
        anbieter_id: provider.id,
        event_datum: inFuture,
        nachricht: 'x'.repeat(5000),
      });
      expect(response.status).toBe(201);
    });
  });

  it.each([
    ['unknown', null],
    ['not yet activated', { ist_freigeschaltet: false }],
    ['expired yesterday', { eintrag_gueltig_bis: addDays(berlinToday(), -1) }],
  ])('answers 404 for a provider that is %s, writing nothing', async (_name, fixture) => {
    const user = await registerUser(t);
    const target = fixture ? (await addProvider(t, fixture)).id : 999999;
    const before = [await count('inquiries'), await count('mail_outbox')];
    const response = await send(user, { anbieter_id: target, event_datum: inFuture, nachricht: 'Hallo' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ msg: 'Anbieter nicht gefunden.' });
    expect([await count('inquiries'), await count('mail_outbox')]).toEqual(before);
  });

  it('accepts a listing that ends today and one without an end date', async () => {
    const user = await registerUser(t);
    for (const eintrag_gueltig_bis of [berlinToday(), null]) {
      const target = await addProvider(t, { eintrag_gueltig_bis });
      const response = await send(user, {
        anbieter_id: target.id,
        event_datum: inFuture,
        nachricht: 'Hallo',
      });
      expect(response.status).toBe(201);
    }
  });

  it('refuses an inquiry to the own listing, named or by the (even unconfirmed) address, and stores nothing', async () => {
    const named = await registerUser(t);
    const byAddress = await registerUser(t);
    const ownNamed = await addProvider(t);
    await setOwner(t, ownNamed.id, named.id);
    const ownByAddress = await addProvider(t, { email: byAddress.email.toUpperCase() });
    const before = [await count('inquiries'), await count('mail_outbox')];
    for (const [user, target] of [
      [named, ownNamed],
      [byAddress, ownByAddress],
    ] as const) {
      const response = await send(user, {
        anbieter_id: target.id,
        event_datum: inFuture,
        nachricht: 'Ich selbst',
      });
      expect([response.status, response.body]).toEqual([
        403,
        { msg: 'Sie können keine Anfrage an Ihren eigenen Eintrag senden.' },
      ]);
    }
    expect([await count('inquiries'), await count('mail_outbox')]).toEqual(before);
    // Someone else's listing still takes their inquiry.
    expect(
      (await send(named, { anbieter_id: ownByAddress.id, event_datum: inFuture, nachricht: 'Hallo' })).status,
    ).toBe(201);
  });

  it('needs a login', async () => {
    const response = await t.http('POST', '/api/inquiries', {
      body: { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'x' },
    });
    expect(response.status).toBe(401);
    expect((await t.http('GET', '/api/profile/inquiries')).status).toBe(401);
  });

  it('limits inquiries per user with 429', async () => {
    const user = await registerUser(t);
    await expectRateLimited(RATE_RULES.inquiriesPerUser, 201, (i) =>
      send(user, { anbieter_id: provider.id, event_datum: inFuture, nachricht: `Nr. ${i}` }),
    );
    const someoneElse = await registerUser(t);
    expect(
      (await send(someoneElse, { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'x' })).status,
    ).toBe(201);
  });

  describe('deleting', () => {
    it("refuses to delete another user's inquiry with 404 and keeps it", async () => {
      const owner = await registerUser(t);
      const attacker = await registerUser(t);
      const created = await send(owner, {
        anbieter_id: provider.id,
        event_datum: inFuture,
        nachricht: 'Meins',
      });
      const response = await t.http('DELETE', `/api/profile/inquiries/${created.body.id}`, {
        token: attacker.token,
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ msg: 'Anfrage nicht gefunden.' });
      const rows = await t.dataSource.query('SELECT id FROM inquiries WHERE id = ?', [created.body.id]);
      expect(rows).toHaveLength(1);
    });

    it('deletes an own inquiry', async () => {
      const owner = await registerUser(t);
      const created = await send(owner, {
        anbieter_id: provider.id,
        event_datum: inFuture,
        nachricht: 'Weg damit',
      });
      const response = await t.http('DELETE', `/api/profile/inquiries/${created.body.id}`, {
        token: owner.token,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ msg: expect.any(String) });
      const list = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: owner.token });
      expect(list.body).toEqual([]);
      const again = await t.http('DELETE', `/api/profile/inquiries/${created.body.id}`, {
        token: owner.token,
      });
      expect(again.status).toBe(404);
    });

    it('answers a malformed id with 400', async () => {
      const owner = await registerUser(t);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await t.http('DELETE', `/api/profile/inquiries/${id}`, { token: owner.token });
        expect({ id, status: response.status }).toEqual({ id, status: 400 });
        expect(response.body).toEqual({ msg: 'Die ID in der Adresse ist ungültig.' });
      }
    });
  });

  describe('admin', () => {
    it('lists all inquiries with user and provider names, newest first', async () => {
      const admin = await createAdmin(t);
      const user = await registerUser(t, { vorname: 'Anna', nachname: 'Adler' });
      const created = await send(user, {
        anbieter_id: provider.id,
        event_datum: inFuture,
        nachricht: 'Für den Admin',
      });
      const response = await t.http<AdminInquiry[]>('GET', '/api/admin/inquiries/all', {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual({
        id: created.body.id,
        anbieter_id: provider.id,
        firmenname: 'DJ Klangwerk',
        nachricht: 'Für den Admin',
        event_datum: inFuture,
        gesendet_am: expect.any(String),
        hat_bewertet: false,
        bewertung_offen: false,
        status: 'neu',
        nachrichten_anzahl: 0,
        ...noDetails,
        user_vorname: 'Anna',
        user_nachname: 'Adler',
        user_email: user.email,
        provider_name: 'DJ Klangwerk',
      });
      const times = response.body.map((row) => row.gesendet_am);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('deletes any inquiry and answers 404 for an unknown one', async () => {
      const admin = await createAdmin(t);
      const user = await registerUser(t);
      const created = await send(user, { anbieter_id: provider.id, event_datum: inFuture, nachricht: 'x' });
      const response = await t.http('DELETE', `/api/admin/inquiries/${created.body.id}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
      expect(
        await t.dataSource.query('SELECT id FROM inquiries WHERE id = ?', [created.body.id]),
      ).toHaveLength(0);
      expect((await t.http('DELETE', '/api/admin/inquiries/999999', { token: admin.token })).status).toBe(
        404,
      );
    });

    it('refuses plain users', async () => {
      const user = await registerUser(t);
      expect((await t.http('GET', '/api/admin/inquiries/all', { token: user.token })).status).toBe(403);
    });
  });
});
