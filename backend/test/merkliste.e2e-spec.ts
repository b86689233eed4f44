import {
  addDays,
  berlinToday,
  MERKLISTE_LIMIT,
  type PublicProvider,
  SAMMEL_LIMIT,
  type SammelInquiryResponse,
} from '@event-kompass/shared-types';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import type { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { registerUser, type TestUser } from './support/fixtures';
import { addProvider, setOwner } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

/** Issue 25: the shortlist ("Merkliste") and one request to several providers ("Sammelanfrage"). */
describe(`Merkliste and Sammelanfrage (${ENGINE})`, () => {
  let t: TestApp;
  let providers: ProviderEntity[];
  const inFuture = addDays(berlinToday(), 40);

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    providers = [];
    for (let i = 0; i < 6; i += 1) providers.push(await addProvider(t, { firmenname: `Sammel ${i + 1}` }));
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const [row] = await t.dataSource.query(sql, params);
    return Number(row.n);
  }

  const listOf = (user: TestUser) =>
    t.http<PublicProvider[]>('GET', '/api/profile/merkliste', { token: user.token });
  const put = (user: TestUser, id: number | string) =>
    t.http('PUT', `/api/profile/merkliste/${id}`, { token: user.token });
  const del = (user: TestUser, id: number | string) =>
    t.http('DELETE', `/api/profile/merkliste/${id}`, { token: user.token });

  describe('Merkliste', () => {
    it('adds, lists as public rows in the order added, and removes, idempotently with 204', async () => {
      const user = await registerUser(t);
      expect((await listOf(user)).body).toEqual([]);
      for (const provider of [providers[2], providers[0], providers[2]]) {
        const response = await put(user, provider.id);
        expect([response.status, response.text]).toEqual([204, '']);
      }
      const list = await listOf(user);
      expect(list.status).toBe(200);
      expect(list.body.map((row) => row.id)).toEqual([providers[2].id, providers[0].id]);
      expect(list.body[0]).toMatchObject({ firmenname: 'Sammel 3', review_count: 0 });
      expect(list.body[0]).not.toHaveProperty('email');
      for (let i = 0; i < 2; i += 1) expect((await del(user, providers[2].id)).status).toBe(204);
      expect((await listOf(user)).body.map((row) => row.id)).toEqual([providers[0].id]);
    });

    it('needs a login for every route', async () => {
      expect((await t.http('GET', '/api/profile/merkliste')).status).toBe(401);
      expect((await t.http('PUT', `/api/profile/merkliste/${providers[0].id}`)).status).toBe(401);
      expect((await t.http('DELETE', `/api/profile/merkliste/${providers[0].id}`)).status).toBe(401);
    });

    it('answers 404 for an unknown or non-public provider and stores nothing', async () => {
      const user = await registerUser(t);
      const hidden = await addProvider(t, { ist_freigeschaltet: false });
      const expired = await addProvider(t, { eintrag_gueltig_bis: addDays(berlinToday(), -1) });
      for (const id of [999_999, hidden.id, expired.id]) {
        const response = await put(user, id);
        expect([response.status, response.body]).toEqual([404, { msg: 'Anbieter nicht gefunden.' }]);
      }
      expect((await put(user, 'abc')).status).toBe(400);
      expect(await count('SELECT COUNT(*) AS n FROM merkliste WHERE user_id = ?', [user.id])).toBe(0);
    });

    it('keeps one list per account: others neither see nor change it', async () => {
      const owner = await registerUser(t);
      const stranger = await registerUser(t);
      await put(owner, providers[1].id);
      expect((await listOf(stranger)).body).toEqual([]);
      expect((await del(stranger, providers[1].id)).status).toBe(204);
      expect((await listOf(owner)).body.map((row) => row.id)).toEqual([providers[1].id]);
    });

    it(`holds at most ${MERKLISTE_LIMIT} providers; one already on it may be added again`, async () => {
      const user = await registerUser(t);
      const many: ProviderEntity[] = [];
      for (let i = 0; i < MERKLISTE_LIMIT + 1; i += 1) many.push(await addProvider(t));
      for (const provider of many.slice(0, MERKLISTE_LIMIT))
        expect((await put(user, provider.id)).status).toBe(204);
      const full = await put(user, many[MERKLISTE_LIMIT].id);
      expect(full.status).toBe(409);
      expect((full.body as { msg: string }).msg).toContain(`höchstens ${MERKLISTE_LIMIT} Anbieter`);
      expect((await put(user, many[0].id)).status).toBe(204);
      expect((await listOf(user)).body).toHaveLength(MERKLISTE_LIMIT);
    });

    it('hides a provider that went offline, and shows it again when it comes back', async () => {
      const user = await registerUser(t);
      const provider = await addProvider(t);
      await put(user, provider.id);
      await t.dataSource.query('UPDATE providers SET ist_freigeschaltet = 0 WHERE id = ?', [provider.id]);
      t.catalogChanged();
      expect((await listOf(user)).body).toEqual([]);
      await t.dataSource.query('UPDATE providers SET ist_freigeschaltet = 1 WHERE id = ?', [provider.id]);
      t.catalogChanged();
      expect((await listOf(user)).body.map((row) => row.id)).toEqual([provider.id]);
    });

    it('is part of the data export and goes with the account', async () => {
      const user = await registerUser(t);
      await put(user, providers[3].id);
      const exported = await t.http<{ merkliste: number[] }>('GET', '/api/profile/me/export', {
        token: user.token,
      });
      expect(exported.body.merkliste).toEqual([providers[3].id]);
      const deleted = await t.http('DELETE', '/api/profile/me', {
        token: user.token,
        body: { passwort: user.password },
      });
      expect(deleted.status).toBe(200);
      expect(await count('SELECT COUNT(*) AS n FROM merkliste WHERE user_id = ?', [user.id])).toBe(0);
    });
  });

  describe('Sammelanfrage', () => {
    const sammel = (user: TestUser, body: Record<string, unknown>) =>
      t.http<SammelInquiryResponse>('POST', '/api/inquiries/sammel', {
        token: user.token,
        body: { event_datum: inFuture, nachricht: 'Hallo zusammen, wir feiern!', ...body },
      });
    const stored = () =>
      Promise.all([
        count('SELECT COUNT(*) AS n FROM inquiries'),
        count('SELECT COUNT(*) AS n FROM mail_outbox'),
      ]);

    it('stores one inquiry and one mail per provider, grouped, with the details', async () => {
      const user = await registerUser(t);
      const chosen = providers.slice(0, 3);
      const details = { anlass: 'hochzeit', gaeste: 80, uhrzeit: '17:00', plz: '68159', budget_eur: 3000 };
      const response = await sammel(user, { anbieter_ids: chosen.map((p) => p.id), ...details });
      expect(response.status).toBe(201);
      expect(response.body.msg).toBe(
        'Ihre Anfrage wurde an 3 Anbieter gesendet: Sammel 1, Sammel 2, Sammel 3.',
      );
      expect(response.body.anfragen.map((a) => a.anbieter_id)).toEqual(chosen.map((p) => p.id));
      const ids = response.body.anfragen.map((a) => a.id);
      const rows: { sammel_id: number; anbieter_id: number }[] = await t.dataSource.query(
        `SELECT sammel_id, anbieter_id FROM inquiries WHERE id IN (${ids.join(',')}) ORDER BY id`,
      );
      expect(rows.map((row) => Number(row.sammel_id))).toEqual([ids[0], ids[0], ids[0]]);
      const own = await t.http<Array<{ id: number }>>('GET', '/api/profile/inquiries', { token: user.token });
      expect(own.body.filter((row) => ids.includes(row.id))).toHaveLength(3);
      for (const row of own.body) expect(row).toMatchObject(details);
      for (const [i, provider] of chosen.entries()) {
        const [mail] = await t.dataSource.query(
          'SELECT recipient, body_text FROM mail_outbox WHERE cause_key = ?',
          [`inquiry:${ids[i]}:provider`],
        );
        expect(mail.recipient).toBe(provider.email);
        expect(mail.body_text).toContain('Hochzeit');
        expect(mail.body_text).toContain('17:00 Uhr');
        expect(mail.body_text).toContain('68159 Mannheim');
        expect(mail.body_text).toContain('3.000 €');
        expect(mail.body_text).toContain('gleichzeitig an 3 Anbieter');
      }
    });

    it('shows the details in the provider inbox', async () => {
      const user = await registerUser(t);
      const owner = await registerUser(t);
      const provider = await addProvider(t);
      await setOwner(t, provider.id, owner.id);
      const response = await sammel(user, { anbieter_ids: [provider.id, providers[0].id], gaeste: 42 });
      const inbox = await t.http<Array<{ id: number; gaeste: number }>>(
        'GET',
        `/api/profile/provider/${provider.id}/inquiries`,
        { token: owner.token },
      );
      expect(inbox.body.find((row) => row.id === response.body.anfragen[0].id)?.gaeste).toBe(42);
    });

    it('collapses duplicates', async () => {
      const user = await registerUser(t);
      const id = providers[0].id;
      const response = await sammel(user, { anbieter_ids: [id, id, providers[1].id, id] });
      expect(response.status).toBe(201);
      expect(response.body.anfragen.map((a) => a.anbieter_id)).toEqual([id, providers[1].id]);
    });

    it(`refuses more than ${SAMMEL_LIMIT} providers with 400 and stores nothing`, async () => {
      const user = await registerUser(t);
      const before = await stored();
      const response = await sammel(user, { anbieter_ids: providers.map((p) => p.id) });
      expect([response.status, (response.body as unknown as { msg: string }).msg]).toEqual([
        400,
        'Eine Sammelanfrage geht an höchstens 5 Anbieter. Bitte wählen Sie 5 aus.',
      ]);
      expect(await stored()).toEqual(before);
    });

    it('refuses an empty choice, a past date and bad details with 400 and stores nothing', async () => {
      const user = await registerUser(t);
      const before = await stored();
      const ids = [providers[0].id];
      for (const [body, msg] of [
        [{ anbieter_ids: [] }, 'Bitte wählen Sie mindestens einen Anbieter aus.'],
        [
          { anbieter_ids: ids, event_datum: addDays(berlinToday(), -1) },
          'Das Event-Datum darf nicht in der Vergangenheit liegen.',
        ],
        [{ anbieter_ids: ids, gaeste: 0 }, 'Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.'],
        [{ anbieter_ids: 'alle' }, 'Das Feld „Anbieter“ muss eine Liste gültiger IDs sein.'],
        [{ anbieter_ids: ids, nachricht: '' }, expect.stringContaining('Ihre Nachricht')],
      ] as const) {
        const response = await sammel(user, body);
        expect([response.status, (response.body as unknown as { msg: string }).msg]).toEqual([400, msg]);
      }
      expect(await stored()).toEqual(before);
    });

    it('is all or nothing: an unknown or non-public provider refuses the whole request', async () => {
      const user = await registerUser(t);
      const hidden = await addProvider(t, { ist_freigeschaltet: false });
      const before = await stored();
      for (const bad of [hidden.id, 999_999]) {
        const response = await sammel(user, { anbieter_ids: [providers[0].id, bad, providers[1].id] });
        expect(response.status).toBe(400);
        expect((response.body as unknown as { msg: string }).msg).toBe(
          `Der Anbieter Nr. ${bad} kann derzeit nicht angefragt werden. Es wurde keine Anfrage gesendet – bitte entfernen Sie ihn aus der Auswahl.`,
        );
      }
      expect(await stored()).toEqual(before);
    });

    it('stores nothing when a chosen provider turns non-public after being shortlisted', async () => {
      const user = await registerUser(t);
      const leaving = await addProvider(t, { firmenname: 'Bald weg' });
      expect((await put(user, leaving.id)).status).toBe(204);
      await t.dataSource.query('UPDATE providers SET eintrag_gueltig_bis = ? WHERE id = ?', [
        addDays(berlinToday(), -1),
        leaving.id,
      ]);
      t.catalogChanged();
      const before = await stored();
      const response = await sammel(user, { anbieter_ids: [providers[0].id, leaving.id] });
      expect(response.status).toBe(400);
      expect(await stored()).toEqual(before);
    });

    it("refuses the user's own listing with 403", async () => {
      const owner = await registerUser(t);
      const own = await addProvider(t);
      await setOwner(t, own.id, owner.id);
      const before = await stored();
      expect((await sammel(owner, { anbieter_ids: [providers[0].id, own.id] })).status).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it('needs a login', async () => {
      const response = await t.http('POST', '/api/inquiries/sammel', {
        body: { anbieter_ids: [providers[0].id], event_datum: inFuture, nachricht: 'Hallo' },
      });
      expect(response.status).toBe(401);
    });

    it('counts each provider against the per-user inquiry limit (429), other users unaffected', async () => {
      const user = await registerUser(t);
      const five = providers.slice(0, 5).map((p) => p.id);
      const rounds = Math.floor(RATE_RULES.inquiriesPerUser.limit / five.length);
      for (let i = 0; i < rounds; i += 1)
        expect((await sammel(user, { anbieter_ids: five })).status).toBe(201);
      const before = await stored();
      const blocked = await sammel(user, { anbieter_ids: [providers[0].id] });
      expect([blocked.status, blocked.body]).toEqual([429, { msg: RATE_RULES.inquiriesPerUser.message }]);
      expect(await stored()).toEqual(before);
      expect((await sammel(await registerUser(t), { anbieter_ids: five })).status).toBe(201);
    });
  });
});
