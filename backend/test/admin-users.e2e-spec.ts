import type {
  AdminInquiry,
  AdminReview,
  CreateInquiryResponse,
  ProviderReviews,
  TokenResponse,
  User,
} from '@event-kompass/shared-types';
import { addDays, berlinToday, DEFAULT_REMOVAL_REASON } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addProvider, setEventDate } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`admin users (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  function edit(id: number, body: unknown, token = admin.token) {
    return t.http<User>('PUT', `/api/admin/users/${id}`, { token, body });
  }

  async function login(email: string, passwort: string) {
    return t.http<TokenResponse>('POST', '/api/auth/login', { body: { email, passwort } });
  }

  async function userRow(id: number) {
    const [row] = await t.dataSource.query(
      'SELECT vorname, nachname, email, ist_admin, token_version, passwort_hash FROM users WHERE id = ?',
      [id],
    );
    return row;
  }

  it('lists every user without password hashes', async () => {
    const user = await registerUser(t, { vorname: 'Lisa', nachname: 'Liste' });
    const response = await t.http<User[]>('GET', '/api/admin/users', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.find((row) => row.id === user.id)).toEqual({
      id: user.id,
      vorname: 'Lisa',
      nachname: 'Liste',
      email: user.email,
      handynummer: null,
      ist_admin: false,
      erstellt_am: expect.stringMatching(/Z$/),
      email_bestaetigt: false,
    });
    expect(response.text).not.toMatch(/passwort|argon2/);
  });

  describe('editing', () => {
    it('saves the fields and keeps password and tokens when the password is empty', async () => {
      const user = await registerUser(t);
      const response = await edit(user.id, {
        vorname: ' Neu ',
        nachname: 'Name',
        email: user.email,
        handynummer: '0171 1234567',
        passwort: '',
        ist_admin: false,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, vorname: 'Neu', handynummer: '0171 1234567' });
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('sets a new password and so ends the sessions of that user', async () => {
      const user = await registerUser(t);
      const response = await edit(user.id, {
        vorname: 'A',
        nachname: 'B',
        email: user.email,
        passwort: 'ganz-neu-123',
        ist_admin: false,
      });
      expect(response.status).toBe(200);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      expect((await login(user.email, user.password)).status).toBe(400);
      expect((await login(user.email, 'ganz-neu-123')).status).toBe(200);
    });

    it('grants admin rights: old tokens end, a new login carries isAdmin and reaches admin routes', async () => {
      const user = await registerUser(t);
      expect(
        (await edit(user.id, { vorname: 'A', nachname: 'B', email: user.email, ist_admin: true })).status,
      ).toBe(200);
      expect((await t.http('GET', '/api/profile/me', { token: user.token })).status).toBe(401);
      const fresh = await login(user.email, user.password);
      const payload = JSON.parse(Buffer.from(fresh.body.token.split('.')[1], 'base64url').toString());
      expect(payload.user.isAdmin).toBe(true);
      expect((await t.http('GET', '/api/admin/users', { token: fresh.body.token })).status).toBe(200);
    });

    it("takes another admin's right away, ending that admin's sessions at once", async () => {
      const other = await createAdmin(t);
      const response = await edit(other.id, {
        vorname: 'A',
        nachname: 'B',
        email: other.email,
        ist_admin: false,
      });
      expect(response.status).toBe(200);
      expect((await t.http('GET', '/api/admin/users', { token: other.token })).status).toBe(401);
      const fresh = await login(other.email, other.password);
      expect((await t.http('GET', '/api/admin/users', { token: fresh.body.token })).status).toBe(403);
    });

    it('refuses to let an admin remove their own admin right', async () => {
      const self = await createAdmin(t);
      const before = await userRow(self.id);
      const response = await edit(
        self.id,
        { vorname: 'X', nachname: 'Y', email: self.email, ist_admin: false },
        self.token,
      );
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        msg: 'Sie können sich nicht selbst die Administratorrechte entziehen.',
      });
      expect(await userRow(self.id)).toEqual(before);
      expect((await t.http('GET', '/api/admin/users', { token: self.token })).status).toBe(200);
    });

    it('lets an admin edit their own data while staying admin', async () => {
      const self = await createAdmin(t);
      const response = await edit(
        self.id,
        { vorname: 'Selbst', nachname: 'Admin', email: self.email, ist_admin: true },
        self.token,
      );
      expect(response.status).toBe(200);
      expect((await t.http('GET', '/api/admin/users', { token: self.token })).status).toBe(200);
    });

    it('refuses an e-mail that another user has with 409', async () => {
      const a = await registerUser(t);
      const b = await registerUser(t);
      const response = await edit(a.id, {
        vorname: 'A',
        nachname: 'B',
        email: b.email.toUpperCase(),
        ist_admin: false,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ msg: 'Diese E-Mail-Adresse ist bereits registriert.' });
      expect((await userRow(a.id)).email).toBe(a.email);
    });

    it('answers 404 for an unknown user', async () => {
      const response = await edit(999999, { vorname: 'A', nachname: 'B', email: 'x@y.de', ist_admin: false });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ msg: 'Benutzer nicht gefunden.' });
    });

    it.each([
      [{ isAdmin: true }, 'Das Feld „isAdmin“ ist nicht erlaubt.'],
      [{ token_version: 0 }, 'Das Feld „token_version“ ist nicht erlaubt.'],
      [{ passwort_hash: 'x' }, 'Das Feld „passwort_hash“ ist nicht erlaubt.'],
      [{ id: 1 }, 'Das Feld „id“ ist nicht erlaubt.'],
      [{ ist_admin: 'true' }, 'Das Feld „Admin“ muss wahr oder falsch sein.'],
      [{ ist_admin: undefined }, 'Das Feld „Admin“ muss wahr oder falsch sein.'],
      [{ email: 'keine-mail' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
      [{ vorname: '' }, 'Bitte füllen Sie das Feld „Vorname“ aus.'],
      [{ passwort: '123' }, 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
    ])('refuses %j with 400 and changes nothing', async (fields, msg) => {
      const user = await registerUser(t);
      const before = await userRow(user.id);
      const response = await edit(user.id, {
        vorname: 'Geändert',
        nachname: 'Geändert',
        email: user.email,
        ist_admin: false,
        ...fields,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg });
      expect(await userRow(user.id)).toEqual(before);
    });

    it('refuses ist_admin or isAdmin in a user’s own profile update', async () => {
      const user = await registerUser(t);
      for (const key of ['ist_admin', 'isAdmin']) {
        const response = await t.http('PUT', '/api/profile/me', {
          token: user.token,
          body: { vorname: 'A', nachname: 'B', email: user.email, [key]: true },
        });
        expect(response.status).toBe(400);
      }
      expect(Number((await userRow(user.id)).ist_admin)).toBe(0);
    });
  });

  describe('deleting', () => {
    it('refuses to let an admin delete themselves', async () => {
      const self = await createAdmin(t);
      const response = await t.http('DELETE', `/api/admin/users/${self.id}`, { token: self.token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ msg: expect.stringMatching(/eigenes Konto/) });
      expect(await userRow(self.id)).toBeDefined();
    });

    it('answers 404 for an unknown user', async () => {
      expect((await t.http('DELETE', '/api/admin/users/999999', { token: admin.token })).status).toBe(404);
    });

    it('removes the user with their inquiries and reviews, and every list still loads', async () => {
      const provider = await addProvider(t);
      const doomed = await registerUser(t);
      const bystander = await registerUser(t);
      const inquiry = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
        token: doomed.token,
        body: { anbieter_id: provider.id, event_datum: addDays(berlinToday(), 3), nachricht: 'Hallo' },
      });
      await setEventDate(t, inquiry.body.id, addDays(berlinToday(), -3));
      expect(
        (
          await t.http('POST', '/api/reviews', {
            token: doomed.token,
            body: { anbieter_id: provider.id, sterne: 5 },
          })
        ).status,
      ).toBe(201);

      const response = await t.http('DELETE', `/api/admin/users/${doomed.id}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ msg: expect.any(String) });
      // The statement of reasons (DSA Art. 17), with the general reasons when the admin typed none.
      const [statement] = await t.dataSource.query<
        { recipient: string; subject: string; body_text: string }[]
      >('SELECT recipient, subject, body_text FROM mail_outbox WHERE cause_key = ?', [
        `konto-entfernt:${doomed.id}`,
      ]);
      expect(statement).toMatchObject({
        recipient: doomed.email,
        subject: 'Entscheidung über Ihr Konto bei Event-Kompass',
      });
      expect(statement.body_text).toContain('ist Ihre Bewertung nicht mehr sichtbar');
      expect(statement.body_text).toContain(DEFAULT_REMOVAL_REASON);
      expect(statement.body_text).toContain('Art. 20 DSA');

      for (const [table, column] of [
        ['users', 'id'],
        ['inquiries', 'user_id'],
        ['reviews', 'user_id'],
      ]) {
        expect(
          await t.dataSource.query(`SELECT * FROM ${table} WHERE ${column} = ?`, [doomed.id]),
        ).toHaveLength(0);
      }
      expect((await t.http('GET', '/api/profile/me', { token: doomed.token })).status).toBe(401);

      const users = await t.http<User[]>('GET', '/api/admin/users', { token: admin.token });
      expect(users.body.some((user) => user.id === doomed.id)).toBe(false);
      const inquiries = await t.http<AdminInquiry[]>('GET', '/api/admin/inquiries/all', {
        token: admin.token,
      });
      expect(inquiries.status).toBe(200);
      expect(inquiries.body.some((row) => row.id === inquiry.body.id)).toBe(false);
      const reviews = await t.http<AdminReview[]>('GET', '/api/admin/reviews/all', { token: admin.token });
      expect(reviews.status).toBe(200);
      const providerReviews = await t.http<ProviderReviews>('GET', `/api/reviews/${provider.id}`, {
        token: bystander.token,
      });
      expect(providerReviews.body.stats).toEqual({ average: null, count: 0 });
      for (const path of ['/api/export/users', '/api/export/providers', '/api/admin/providers/all']) {
        expect((await t.http('GET', path, { token: admin.token })).status).toBe(200);
      }
    });

    it("sends the admin's reasons to the deleted person, and a bad body deletes nothing", async () => {
      const doomed = await registerUser(t);
      const refused = await t.http<{ msg: string }>('DELETE', `/api/admin/users/${doomed.id}`, {
        token: admin.token,
        body: { begruendung: 'x'.repeat(5000) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toMatch(/Begründung/);
      expect(await t.dataSource.query('SELECT id FROM users WHERE id = ?', [doomed.id])).toHaveLength(1);
      expect(
        await t.dataSource.query('SELECT id FROM mail_outbox WHERE cause_key = ?', [
          `konto-entfernt:${doomed.id}`,
        ]),
      ).toHaveLength(0);

      const reasons = 'Das Konto hat wiederholt Werbung in Anfragen verschickt.';
      const removed = await t.http('DELETE', `/api/admin/users/${doomed.id}`, {
        token: admin.token,
        body: { begruendung: reasons },
      });
      expect(removed.status).toBe(200);
      const [statement] = await t.dataSource.query<{ recipient: string; body_text: string }[]>(
        'SELECT recipient, body_text FROM mail_outbox WHERE cause_key = ?',
        [`konto-entfernt:${doomed.id}`],
      );
      expect(statement.recipient).toBe(doomed.email);
      expect(statement.body_text).toContain(reasons);
      expect(statement.body_text).toContain('Wir haben Ihr Konto bei Event-Kompass gelöscht.');
    });

    it('leaves every list loadable after an admin deletes a provider with inquiries and reviews', async () => {
      const provider = await addProvider(t);
      const user = await registerUser(t);
      const inquiry = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
        token: user.token,
        body: { anbieter_id: provider.id, event_datum: addDays(berlinToday(), 3), nachricht: 'Hallo' },
      });
      await setEventDate(t, inquiry.body.id, addDays(berlinToday(), -3));
      await t.http('POST', '/api/reviews', {
        token: user.token,
        body: { anbieter_id: provider.id, sterne: 2 },
      });
      const removed = await t.http('DELETE', `/api/admin/providers/${provider.id}`, { token: admin.token });
      expect(removed.status).toBe(200);

      expect(
        await t.dataSource.query('SELECT id FROM inquiries WHERE anbieter_id = ?', [provider.id]),
      ).toHaveLength(0);
      expect(
        await t.dataSource.query('SELECT id FROM reviews WHERE anbieter_id = ?', [provider.id]),
      ).toHaveLength(0);
      const own = await t.http('GET', '/api/profile/inquiries', { token: user.token });
      expect(own).toMatchObject({ status: 200, body: [] });
      for (const path of [
        '/api/admin/inquiries/all',
        '/api/admin/reviews/all',
        '/api/admin/users',
        '/api/admin/providers/all',
        '/api/export/providers',
        '/api/export/users',
      ]) {
        expect((await t.http('GET', path, { token: admin.token })).status).toBe(200);
      }
      expect((await t.http('GET', `/api/reviews/${provider.id}`, { token: user.token })).status).toBe(404);
    });
  });

  it('refuses plain users and anonymous callers', async () => {
    const user = await registerUser(t);
    expect((await t.http('GET', '/api/admin/users', { token: user.token })).status).toBe(403);
    expect((await t.http('GET', '/api/admin/users')).status).toBe(401);
  });
});
