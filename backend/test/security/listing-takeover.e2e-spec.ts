import type {
  AdminProvider,
  ListingInquiry,
  OwnListing,
  PasswordResetConfirmResponse,
  TokenResponse,
} from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import {
  confirmEmail,
  createAdmin,
  registerUser,
  requestResetToken,
  type TestUser,
} from '../support/fixtures';
import { addInquiry, addPhotoRow, freshIp } from '../support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 23, hole 1: a provider applies without an account; a stranger registers that address,
 * never confirms it, and must own nothing — no inquiries, no text, no photos, no taken days.
 * Only the mailbox's owner (verify, setup or reset link) gets the listing; the reset also takes
 * the account back from whoever registered the address first. Hole 2: an address change asked
 * for with the old password dies with a new password.
 */
describe(`listing takeover by an unconfirmed address (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An application sent without an account, then activated, with one customer's inquiry. */
  async function appliedListing(name: string): Promise<{ id: number; email: string; inquiryId: number }> {
    const email = `kontakt-${name.toLowerCase()}-${Date.now()}@soundwelle.example`;
    const applied = await t.http('POST', '/api/providers/register', {
      headers: freshIp(),
      body: { firmenname: name, email, beschreibung: 'Tontechnik.', neue_kategorie_vorschlag: 'Technik' },
    });
    expect(applied.status).toBe(201);
    const [row] = await t.dataSource.query<{ id: number }[]>('SELECT id FROM providers WHERE email = ?', [
      email,
    ]);
    const id = Number(row.id);
    await t.dataSource.query(
      'UPDATE providers SET ist_freigeschaltet = 1, eintrag_gueltig_bis = ? WHERE id = ?',
      [addDays(berlinToday(), 365), id],
    );
    t.catalogChanged();
    const customer = await registerUser(t, { vorname: 'Klara', nachname: 'Kundin' });
    const { inquiryId } = await addInquiry(t, customer.id, id);
    await addPhotoRow(t, id);
    return { id, email, inquiryId };
  }

  /** What the holder of `token` reaches of the listing through every owner route. */
  async function ownerView(token: string, listing: { id: number; inquiryId: number }) {
    const status = async (method: 'GET' | 'PUT', path: string, body?: unknown) =>
      (await t.http(method, path, { token, body })).status;
    const own = await t.http<OwnListing[]>('GET', '/api/profile/provider', { token });
    const base = `/api/profile/provider/${listing.id}`;
    return {
      own: own.body.map((row) => row.id),
      edit: await status('PUT', base, { beschreibung: 'Anzahlung an IBAN DE00 0000 0000' }),
      inquiries: await status('GET', `${base}/inquiries`),
      inquiryStatus: await status('PUT', `${base}/inquiries/${listing.inquiryId}`, { status: 'gebucht' }),
      thread: await status('GET', `/api/inquiries/${listing.inquiryId}/messages`),
      photos: await status('GET', `${base}/photos`),
      takenDays: await status('GET', `${base}/availability`),
      setTakenDays: await status('PUT', `${base}/availability`, { belegt: [addDays(berlinToday(), 3)] }),
    };
  }

  const NOTHING = {
    own: [],
    edit: 404,
    inquiries: 404,
    inquiryStatus: 404,
    thread: 404,
    photos: 404,
    takenDays: 404,
    setTakenDays: 404,
  };

  async function owner(listingId: number) {
    const all = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', { token: admin.token });
    return all.body.find((row) => row.id === listingId)?.besitzer ?? null;
  }

  async function listingRow(id: number) {
    return t.dataSource.query('SELECT beschreibung FROM providers WHERE id = ?', [id]);
  }

  it('gives a stranger who registered the address nothing until the address is confirmed', async () => {
    const listing = await appliedListing('Soundwelle');
    const before = await listingRow(listing.id);
    const stranger = await registerUser(t, { email: listing.email.toUpperCase(), vorname: 'Fremd' });

    expect(await ownerView(stranger.token, listing)).toEqual(NOTHING);
    expect(await listingRow(listing.id)).toEqual(before);
    const inquiry = await t.dataSource.query('SELECT status FROM inquiries WHERE id = ?', [
      listing.inquiryId,
    ]);
    expect(inquiry).toEqual([{ status: 'neu' }]);
    expect(await owner(listing.id)).toBeNull();

    // Whoever follows the link mailed to the address proves the mailbox: now it is theirs.
    await confirmEmail(t, { email: listing.email });
    const view = await ownerView(stranger.token, listing);
    expect(view.own).toEqual([listing.id]);
    expect([view.edit, view.inquiries, view.thread, view.photos, view.takenDays]).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await owner(listing.id)).toMatchObject({ user_id: stranger.id, ausdruecklich: false });
  });

  it('lets the real owner win through "Passwort vergessen?" and ends the stranger’s session', async () => {
    const listing = await appliedListing('Klangwerk');
    const stranger = await registerUser(t, { email: listing.email, vorname: 'Fremd' });
    expect(await ownerView(stranger.token, listing)).toEqual(NOTHING);

    // The real owner cannot register (address taken); the reset link comes to their mailbox.
    const token = await requestResetToken(t, listing.email);
    const reset = await t.http<PasswordResetConfirmResponse>('POST', '/api/auth/password-reset/confirm', {
      headers: freshIp(),
      body: { token, passwort: 'meins-allein-2026' },
    });
    expect(reset.status).toBe(200);

    const inquiries = await t.http<ListingInquiry[]>('GET', `/api/profile/provider/${listing.id}/inquiries`, {
      token: reset.body.token,
    });
    expect([inquiries.status, inquiries.body.map((row) => row.id)]).toEqual([200, [listing.inquiryId]]);
    expect((await t.http('GET', '/api/profile/me', { token: stranger.token })).status).toBe(401);
    expect((await t.http('GET', '/api/profile/provider', { token: stranger.token })).status).toBe(401);
    const strangerLogin = await t.http<TokenResponse>('POST', '/api/auth/login', {
      headers: freshIp(),
      body: { email: listing.email, passwort: stranger.password },
    });
    expect(strangerLogin.status).toBe(400);
  });

  it('sends the activation mail’s setup link also when an unconfirmed account holds the address', async () => {
    const email = `angemeldet-${Date.now()}@soundwelle.example`;
    const applied = await t.http('POST', '/api/providers/register', {
      headers: freshIp(),
      body: { firmenname: 'Bühnenlicht', email, beschreibung: 'Licht.', neue_kategorie_vorschlag: 'Technik' },
    });
    expect(applied.status).toBe(201);
    const [row] = await t.dataSource.query<{ id: number }[]>('SELECT id FROM providers WHERE email = ?', [
      email,
    ]);
    const stranger = await registerUser(t, { email });
    const activated = await t.http('PUT', `/api/admin/providers/${row.id}`, {
      token: admin.token,
      body: {
        firmenname: 'Bühnenlicht',
        beschreibung: 'Licht.',
        email,
        ist_freigeschaltet: true,
        kategorie_ids: [],
        neue_kategorie_vorschlag: 'Technik',
      },
    });
    expect(activated.status).toBe(200);
    const [mail] = await t.dataSource.query<{ body_text: string }[]>(
      "SELECT body_text FROM mail_outbox WHERE recipient = ? AND subject = 'Ihr Eintrag ist freigeschaltet'",
      [email],
    );
    expect(mail.body_text).toContain('passwort-setzen?token=');
    expect((await ownerView(stranger.token, { id: Number(row.id), inquiryId: 0 })).own).toEqual([]);
  });

  it('kills a pending address change when the password is reset or changed', async () => {
    for (const how of ['reset', 'change'] as const) {
      const user = await registerUser(t);
      await confirmEmail(t, user);
      // Someone who knew the old password asks to move the account to their address.
      const theirs = `uebernahme-${how}-${Date.now()}@beispiel.de`;
      const asked = await t.http('PUT', '/api/profile/me', {
        token: user.token,
        body: { vorname: 'Erika', nachname: 'Mustermann', email: theirs, aktuelles_passwort: user.password },
      });
      expect(asked.status).toBe(200);
      const [pending] = await t.dataSource.query<{ body_text: string }[]>(
        "SELECT body_text FROM mail_outbox WHERE recipient = ? AND cause_key LIKE 'account-link:%'",
        [theirs],
      );
      const changeToken = /e-mail-bestaetigen\?token=([A-Za-z0-9_-]+)/.exec(pending.body_text)?.[1];

      if (how === 'reset') {
        const token = await requestResetToken(t, user.email);
        const reset = await t.http('POST', '/api/auth/password-reset/confirm', {
          headers: freshIp(),
          body: { token, passwort: 'zurueckgeholt-2026' },
        });
        expect(reset.status).toBe(200);
      } else {
        const changed = await t.http('PUT', '/api/profile/me', {
          token: user.token,
          body: {
            vorname: 'Erika',
            nachname: 'Mustermann',
            email: user.email,
            passwort: 'zurueckgeholt-2026',
            aktuelles_passwort: user.password,
          },
        });
        expect(changed.status).toBe(200);
      }

      const late = await t.http<{ msg: string; token?: string }>('POST', '/api/auth/verify-email', {
        headers: freshIp(),
        body: { token: changeToken },
      });
      expect({ how, status: late.status, token: late.body.token }).toEqual({
        how,
        status: 400,
        token: undefined,
      });
      const [account] = await t.dataSource.query('SELECT email FROM users WHERE id = ?', [user.id]);
      expect(account.email).toBe(user.email);
    }
  });
});
