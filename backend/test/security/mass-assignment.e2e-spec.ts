import { addDays, berlinToday } from '@event-kompass/shared-types';
import { InquiryQuoteEntity } from '../../src/modules/inquiry';
import { ReviewEntity } from '../../src/modules/review';
import { ReportEntity } from '../../src/modules/report';
import sharp from 'sharp';
import {
  addCategory,
  addInquiry,
  addPhotoRow,
  addProvider,
  freshIp,
  setOwner,
} from '../support/provider-fixtures';
import { checksum, exportSql, importSql, previewSql } from '../support/backup-helpers';
import { camt053 } from '../support/camt';
import { privilegeState } from '../support/db-state';
import {
  createAdmin,
  latestLinkToken,
  registerUser,
  requestResetToken,
  type TestUser,
} from '../support/fixtures';
import { bodyFields, collectRoutes, type RouteInfo } from '../support/routes';
import { ENGINE, startTestApp, type TestApp } from '../support/test-app';
import { ReminderConsentService } from '../../src/modules/identity/reminder-consent';
import { checkEveryAnswer } from '../support/contract';
import { InvoiceEntity } from '../../src/modules/billing';

/** A renewal's invoice, issued the way the renewal page issues it. */
async function addInvoice(t: TestApp, providerId: number): Promise<number> {
  const response = await t.http<{ rechnung: { nummer: string } }>('POST', '/api/renewal/billing-info', {
    headers: freshIp(),
    body: {
      name: 'Rechnung',
      street: 'Weg 1',
      city: '12345 Ort',
      providerName: 'X',
      providerEmail: '',
      providerId,
    },
  });
  const invoice = await t.dataSource
    .getRepository(InvoiceEntity)
    .findOneByOrFail({ nummer: response.body.rechnung.nummer });
  return invoice.id;
}

/**
 * Mass assignment, generated from the route table: every write route (POST, PUT, PATCH) gets a
 * valid body plus one field it does not declare: rights, flags, ids and owners. The answer is
 * 400 with the German "not allowed" sentence, and the database shows no right, flag, owner or
 * row changed. The same body without the field succeeds first, so the 400 is the field's doing.
 * The upload route takes no JSON: fields beside its file are ignored. A write route without a
 * case here fails the first test.
 */

interface World {
  admin: TestUser;
  user: TestUser;
  /** Someone else, whose id an attacker would like to write into a record. */
  other: TestUser;
  /** A customer with a past, unreviewed inquiry to the provider (nobody reviews their own listing). */
  reviewer: TestUser;
  providerId: number;
  categoryId: number;
  /** The user's inquiry to the provider, which the user also runs. */
  inquiryId: number;
  /** A review of the provider without a reply. */
  reviewId: number;
  /** A photo of the provider. */
  photoId: number;
  /** "Passwort vergessen" links of two further users: one to look at, one to use. */
  linkToCheck: string;
  linkToUse: string;
  /** The confirmation link a further user got at registration. */
  linkToConfirm: string;
  /** An open report about the provider, for the admin's decision. */
  reportId: number;
  /** Inquiries of `other` to the provider with the event ahead: one to quote, two with an open quote to accept and decline. */
  toQuote: number;
  toAccept: number;
  toDecline: number;
  /** An open invoice of the provider's renewal, for a payment. */
  invoiceId: number;
}

const INJECTED: Record<string, (w: World) => unknown> = {
  ist_admin: () => true,
  isAdmin: () => true,
  is_admin: () => true,
  hat_bewertet: () => true,
  id: () => 777777,
  user_id: (w) => w.other.id,
  userId: (w) => w.other.id,
  anbieter_id: (w) => w.providerId,
  ist_freigeschaltet: () => true,
  eintrag_gueltig_bis: () => '2099-12-31',
  passwort_hash: () => '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
  token_version: () => 0,
  erstellt_am: () => '2000-01-01T00:00:00.000Z',
  user: (w) => ({ id: w.other.id, isAdmin: true }),
};

interface WriteCase {
  token: (w: World) => string | undefined;
  /** The concrete path (default: the route's own). */
  path?: (w: World) => string;
  body: (w: World) => Record<string, unknown>;
}

let unique = 0;
const next = () => `${Date.now()}-${++unique}`;
const inAMonth = () => addDays(berlinToday(), 30);

const JSON_CASES: Record<string, WriteCase> = {
  'POST /api/auth/register': {
    token: () => undefined,
    body: () => ({
      vorname: 'Max',
      nachname: 'Muster',
      email: `neu-${next()}@beispiel.de`,
      passwort: 'geheim123',
    }),
  },
  'POST /api/auth/login': {
    token: () => undefined,
    body: (w) => ({ email: w.user.email, passwort: w.user.password }),
  },
  'POST /api/auth/password-reset': {
    token: () => undefined,
    body: (w) => ({ email: w.other.email }),
  },
  'POST /api/auth/password-reset/check': {
    token: () => undefined,
    body: (w) => ({ token: w.linkToCheck }),
  },
  'POST /api/auth/password-reset/confirm': {
    token: () => undefined,
    body: (w) => ({ token: w.linkToUse, passwort: 'neu-gesetzt-1' }),
  },
  'POST /api/auth/verify-email': {
    token: () => undefined,
    body: (w) => ({ token: w.linkToConfirm }),
  },
  'POST /api/contact': {
    token: () => undefined,
    body: () => ({ name: 'Max', email: 'max@beispiel.de', message: 'Hallo!' }),
  },
  'POST /api/providers/register': {
    token: () => undefined,
    body: (w) => ({
      firmenname: `Bewerbung ${next()}`,
      email: 'bewerbung@beispiel.de',
      beschreibung: 'Wir machen Musik.',
      kategorie_ids: [w.categoryId],
    }),
  },
  'POST /api/renewal/billing-info': {
    token: () => undefined,
    body: (w) => ({
      name: 'Max Muster',
      street: 'Weg 1',
      city: '12345 Ort',
      providerName: 'DJ Max',
      providerEmail: 'dj@beispiel.de',
      providerId: w.providerId,
    }),
  },
  'PUT /api/profile/me': {
    token: (w) => w.user.token,
    body: (w) => ({ vorname: 'Erika', nachname: 'Muster', email: w.user.email, handynummer: '' }),
  },
  'POST /api/inquiries': {
    // Not the user, who runs the listing: nobody sends an inquiry to their own listing.
    token: (w) => w.other.token,
    body: (w) => ({ anbieter_id: w.providerId, event_datum: inAMonth(), nachricht: 'Haben Sie Zeit?' }),
  },
  'POST /api/inquiries/sammel': {
    // Not `other`, whose hourly inquiry budget the single inquiry's case spends; one provider costs one.
    token: (w) => w.admin.token,
    body: (w) => ({
      anbieter_ids: [w.providerId],
      event_datum: inAMonth(),
      nachricht: 'Haben Sie alle Zeit?',
    }),
  },
  'POST /api/reviews': {
    token: (w) => w.reviewer.token,
    body: (w) => ({ anbieter_id: w.providerId, sterne: 4, kommentar: 'Gut.' }),
  },
  'PUT /api/profile/provider/:id': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}`,
    body: () => ({ beschreibung: 'Wir machen Musik, jetzt auch mit Licht.', preis_ab: 300 }),
  },
  'PUT /api/profile/provider/:id/availability': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/availability`,
    body: () => ({ belegt: [inAMonth()] }),
  },
  'PUT /api/profile/provider/:id/kalender-import': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/kalender-import`,
    body: () => ({ url: 'https://kalender.example/privat.ics' }),
  },
  'PUT /api/profile/provider/:id/inquiries/:inquiryId': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/inquiries/${w.inquiryId}`,
    body: () => ({ status: 'angebot' }),
  },
  'PUT /api/profile/provider/:id/photos/order': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/photos/order`,
    body: (w) => ({ ids: [w.photoId] }),
  },
  'PUT /api/profile/provider/:id/photos/:photoId': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/photos/${w.photoId}`,
    body: () => ({ alt: 'Bühne bei Nacht' }),
  },
  'POST /api/inquiries/:id/messages': {
    token: (w) => w.user.token,
    path: (w) => `/api/inquiries/${w.inquiryId}/messages`,
    body: () => ({ text: 'Passt der Termin?' }),
  },
  'POST /api/profile/provider/:id/inquiries/:inquiryId/angebot': {
    token: (w) => w.user.token,
    path: (w) => `/api/profile/provider/${w.providerId}/inquiries/${w.toQuote}/angebot`,
    body: () => ({ positionen: [{ text: 'DJ', betrag_cent: 4000 }], gueltig_bis: addDays(berlinToday(), 7) }),
  },
  'POST /api/inquiries/:id/angebot/annehmen': {
    token: (w) => w.other.token,
    path: (w) => `/api/inquiries/${w.toAccept}/angebot/annehmen`,
    body: () => ({}),
  },
  'POST /api/inquiries/:id/angebot/ablehnen': {
    token: (w) => w.other.token,
    path: (w) => `/api/inquiries/${w.toDecline}/angebot/ablehnen`,
    body: () => ({}),
  },
  'POST /api/reviews/:id/antwort': {
    token: (w) => w.user.token,
    path: (w) => `/api/reviews/${w.reviewId}/antwort`,
    body: () => ({ text: 'Vielen Dank!' }),
  },
  'POST /api/admin/categories': {
    token: (w) => w.admin.token,
    body: () => ({ name: `Kategorie ${next()}`, description: 'Neu', farbe: '#123456' }),
  },
  'PUT /api/admin/categories/:id': {
    token: (w) => w.admin.token,
    path: (w) => `/api/admin/categories/${w.categoryId}`,
    body: () => ({ name: 'Massenzuweisung', description: 'Geändert', farbe: '#654321' }),
  },
  'PUT /api/admin/providers/:id': {
    token: (w) => w.admin.token,
    path: (w) => `/api/admin/providers/${w.providerId}`,
    body: (w) => ({
      firmenname: 'DJ Max',
      beschreibung: 'Musik',
      email: 'dj@beispiel.de',
      handynummer: null,
      website_url: null,
      instagram_url: null,
      ist_freigeschaltet: true,
      eintrag_gueltig_bis: addDays(berlinToday(), 200),
      kategorie_ids: [w.categoryId],
      neue_kategorie_vorschlag: null,
    }),
  },
  'PUT /api/admin/users/:id': {
    token: (w) => w.admin.token,
    path: (w) => `/api/admin/users/${w.other.id}`,
    body: (w) => ({ vorname: 'Otto', nachname: 'Anders', email: w.other.email, ist_admin: false }),
  },
  'POST /api/reports': {
    token: () => undefined,
    body: (w) => ({ art: 'anbieter', ziel_id: w.providerId, grund: 'Ein Eintrag mit falschen Angaben.' }),
  },
  'POST /api/admin/reports/:id/decision': {
    token: (w) => w.admin.token,
    path: (w) => `/api/admin/reports/${w.reportId}/decision`,
    body: () => ({ entscheidung: 'abgelehnt', begruendung: 'Kein Verstoß erkennbar.' }),
  },
  'POST /api/admin/invoices/:id/zahlungen': {
    token: (w) => w.admin.token,
    path: (w) => `/api/admin/invoices/${w.invoiceId}/zahlungen`,
    body: () => ({ datum: berlinToday(), betrag_cent: 100, art: 'bar' }),
  },
  'PUT /api/admin/settings': {
    token: (w) => w.admin.token,
    body: () => ({ schluessel: 'review_reminder_days', wert: '7' }),
  },
};

/** Write routes without a JSON body DTO: what they do with extra fields is checked one by one. */
const UPLOAD_CASES: Record<string, (t: TestApp, w: World) => Promise<void>> = {
  'PUT /api/profile/merkliste/:anbieterId': async (t, w) => {
    // The shortlist entry is the caller's, whatever a body says about users or rights. A first
    // plain call settles the row counts; the second (idempotent) must change nothing more.
    expect(
      (await t.http('PUT', `/api/profile/merkliste/${w.providerId}`, { token: w.user.token })).status,
    ).toBe(204);
    const before = await privilegeState(t);
    const response = await t.http('PUT', `/api/profile/merkliste/${w.providerId}`, {
      token: w.user.token,
      body: { user_id: w.other.id, userId: w.other.id, ist_admin: true, isAdmin: true, id: 777777 },
    });
    expect(response.status).toBe(204);
    const rows: { user_id: number }[] = await t.dataSource.query(
      'SELECT user_id FROM merkliste WHERE anbieter_id = ?',
      [w.providerId],
    );
    expect(rows.map((row) => Number(row.user_id))).toEqual([w.user.id]);
    expect(await privilegeState(t)).toEqual(before);
  },
  'POST /api/admin/db/import': async (t, w) => {
    // A first restore settles what any restore changes (unsent mail comes back as failed).
    expect((await importSql(t, w.admin.token, (await exportSql(t, w.admin.token)).text)).status).toBe(200);
    const { text } = await exportSql(t, w.admin.token);
    const before = await privilegeState(t);
    const sum = await checksum(t, w.admin.token);
    const fields = Object.fromEntries(
      ['ist_admin', 'isAdmin', 'hat_bewertet', 'id', 'user_id'].map((name) => [name, 'true']),
    );
    const response = await importSql(t, w.admin.token, text, 'sicherung.sql', 'db-import', fields);
    expect(response.status).toBe(200);
    expect(await checksum(t, w.admin.token)).toBe(sum);
    expect(await privilegeState(t)).toEqual(before);
  },
  'POST /api/admin/db/import/preview': async (t, w) => {
    const { text } = await exportSql(t, w.admin.token);
    const sum = await checksum(t, w.admin.token);
    const fields = Object.fromEntries(['ist_admin', 'isAdmin', 'id'].map((name) => [name, 'true']));
    const response = await previewSql(t, w.admin.token, text, fields);
    expect(response.status).toBe(200);
    expect(await checksum(t, w.admin.token)).toBe(sum);
  },
  'POST /api/profile/provider/:id/photos': async (t, w) => {
    // Fields beside the file other than `alt` are ignored: the row takes its owner and order from the server.
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ist_admin: 'true',
      provider_id: '1',
      position: '-5',
      id: '777777',
    })) {
      form.append(name, value);
    }
    form.append('foto', new Blob([photo]), 'x.jpg');
    const before = await privilegeState(t);
    const response = await fetch(`${t.baseUrl}/api/profile/provider/${w.providerId}/photos`, {
      method: 'POST',
      headers: { 'x-auth-token': w.user.token },
      body: form,
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    expect(created.id).not.toBe(777777);
    const [row] = await t.dataSource.query('SELECT provider_id, position FROM provider_photos WHERE id = ?', [
      created.id,
    ]);
    expect([Number(row.provider_id), Number(row.position)]).toEqual([w.providerId, 1]);
    // One photo row more, nothing else.
    const counts = before.counts as Record<string, number>;
    expect(await privilegeState(t)).toEqual({
      ...before,
      counts: { ...counts, provider_photos: counts.provider_photos + 1 },
    });
  },
  'POST /api/reminders/unsubscribe': async (t, w) => {
    // The route reads only the token in its URL: rights, ids or a consent sent along change nothing.
    const agreed = await t.http('PUT', '/api/profile/me', {
      token: w.other.token,
      body: { vorname: 'Otto', nachname: 'Anders', email: w.other.email, erinnerungen_erlaubt: true },
    });
    expect(agreed.status).toBe(200);
    const link = (await t.app.get(ReminderConsentService).recipients([w.other.id])).get(w.other.id);
    const before = await privilegeState(t);
    const response = await t.http(
      'POST',
      `/api/reminders/unsubscribe?token=${encodeURIComponent(link?.unsubscribeToken ?? '')}`,
      { body: { ist_admin: true, user_id: w.admin.id, erinnerungen_erlaubt: true, id: 777777 } },
    );
    expect(response.status).toBe(200);
    expect(await privilegeState(t)).toEqual(before);
    const me = await t.http<{ erinnerungen_erlaubt: boolean }>('GET', '/api/profile/me', {
      token: w.other.token,
    });
    expect(me.body.erinnerungen_erlaubt).toBe(false);
  },
  'POST /api/profile/provider/:id/kalender/neu': async (t, w) => {
    // The route reads no body: another listing's id or a chosen secret sent along changes nothing.
    const response = await t.http<{ feed_url: string }>(
      'POST',
      `/api/profile/provider/${w.providerId}/kalender/neu`,
      {
        token: w.user.token,
        body: {
          anbieter_id: w.providerId + 1,
          feed_token: 'x'.repeat(43),
          feed_url: 'https://boese.example/',
        },
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.feed_url).not.toContain('x'.repeat(43));
    expect(response.body.feed_url).not.toContain('boese');
    const rows = await t.dataSource.query('SELECT anbieter_id FROM provider_calendars');
    expect(rows.map((row: { anbieter_id: unknown }) => Number(row.anbieter_id))).toEqual([w.providerId]);
  },
  'POST /api/profile/me/verify-email': async (t, w) => {
    // The route reads no body: a confirmation date or right sent along changes nothing.
    const before = await privilegeState(t);
    const response = await t.http('POST', '/api/profile/me/verify-email', {
      token: w.other.token,
      body: { email_bestaetigt_am: '2020-01-01T00:00:00.000Z', ist_admin: true, email: w.admin.email },
    });
    expect(response.status).toBe(200);
    const me = await t.http<{ email: string; email_bestaetigt: boolean }>('GET', '/api/profile/me', {
      token: w.other.token,
    });
    expect([me.body.email, me.body.email_bestaetigt]).toEqual([w.other.email, false]);
    const counts = before.counts as Record<string, number>;
    expect(await privilegeState(t)).toEqual({
      ...before,
      counts: { ...counts, account_tokens: counts.account_tokens + 1, mail_outbox: counts.mail_outbox + 1 },
    });
  },
  'POST /api/admin/kontoauszuege': async (t, w) => {
    // A multipart upload: a right or user sent as another form field is ignored, nothing is booked.
    const before = await privilegeState(t);
    const form = new FormData();
    form.append('ist_admin', 'true');
    form.append('user_id', String(w.other.id));
    form.append('kontoauszug', new Blob([camt053([], 'LEER')], { type: 'application/xml' }), 'auszug.xml');
    const response = await fetch(`${t.baseUrl}/api/admin/kontoauszuege`, {
      method: 'POST',
      headers: { 'x-auth-token': w.admin.token },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await privilegeState(t)).toEqual(before);
  },
  'POST /api/admin/backups': async (t, w) => {
    // The route reads no body: a name, folder or right sent along is ignored; the files are named by the server.
    const before = await privilegeState(t);
    const response = await t.http<{ name: string }[]>('POST', '/api/admin/backups', {
      token: w.admin.token,
      body: { name: '../../etc/passwd', ist_admin: true, user_id: w.other.id },
    });
    expect(response.status).toBe(201);
    expect(response.body.every((file) => /^[\w.-]+$/.test(file.name) && !file.name.includes('..'))).toBe(
      true,
    );
    expect(await privilegeState(t)).toEqual(before);
  },
  'POST /api/admin/invoices/:id/storno': async (t, w) => {
    // The route reads no body: amounts, a number or the invoice to cancel sent along are ignored.
    const response = await t.http<{ nummer: string; betrag_cent: number; storno_zu: string }>(
      'POST',
      `/api/admin/invoices/${w.invoiceId}/storno`,
      {
        token: w.admin.token,
        body: { betrag_cent: 1, nummer: 'RE-2099-00001', storno_zu_id: 1, ist_admin: true },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.betrag_cent).toBe(-4000);
    expect(response.body.nummer).not.toBe('RE-2099-00001');
    expect(await privilegeState(t)).toEqual(await privilegeState(t));
  },
  'POST /api/admin/providers/:id/renew': async (t, w) => {
    // The route reads no body: an end date or owner sent along is ignored, the rule sets the date.
    const response = await t.http<{ provider: { eintrag_gueltig_bis: string | null } }>(
      'POST',
      `/api/admin/providers/${w.providerId}/renew`,
      {
        token: w.admin.token,
        body: { eintrag_gueltig_bis: '2099-12-31', ist_admin: true, user_id: w.other.id },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.provider.eintrag_gueltig_bis).not.toBe('2099-12-31');
    expect(response.body.provider.eintrag_gueltig_bis! > berlinToday()).toBe(true);
  },
};

/** An inquiry with the event ahead and an open quote on it, as the owner's POST leaves it. */
async function addQuotedInquiry(t: TestApp, userId: number, providerId: number, eventDate?: string) {
  const { inquiryId } = await addInquiry(t, userId, providerId, { eventDate });
  await t.dataSource.query("UPDATE inquiries SET status = 'angebot' WHERE id = ?", [inquiryId]);
  await t.dataSource.getRepository(InquiryQuoteEntity).save({
    inquiryId,
    positionen: JSON.stringify([{ text: 'DJ', betrag_cent: 4000 }]),
    summeCent: 4000,
    gueltigBis: addDays(berlinToday(), 7),
    hinweis: null,
    status: 'offen' as const,
    gesendetAm: new Date(),
    entschiedenAm: null,
  });
  return inquiryId;
}

/** An open, anonymous report about the provider, as the public form leaves it. */
async function addReport(t: TestApp, providerId: number): Promise<number> {
  const saved = await t.dataSource.getRepository(ReportEntity).save({
    art: 'anbieter' as const,
    zielId: providerId,
    grund: 'Ein Eintrag mit falschen Angaben.',
    email: null,
    userId: null,
    status: 'offen' as const,
    erstelltAm: new Date(),
    entscheidung: null,
    begruendung: null,
    rechtsgrundlage: null,
    entschiedenAm: null,
    entschiedenVon: null,
  });
  return saved.id;
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH'];
const key = (route: RouteInfo) => `${route.method} ${route.path}`;

describe(`security: mass assignment on every write route (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let world: World;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    routes = collectRoutes(t).filter((route) => WRITE_METHODS.includes(route.method));
    const user = await registerUser(t);
    const other = await registerUser(t);
    const category = await addCategory(t, 'Massenzuweisung-Probe');
    const provider = await addProvider(t, { kategorie_ids: [category.id] });
    const { inquiryId } = await addInquiry(t, user.id, provider.id, {
      eventDate: addDays(berlinToday(), -2),
    });
    // One past, unreviewed inquiry of a customer: the control request of POST /api/reviews may spend it.
    const reviewer = await registerUser(t);
    await addInquiry(t, reviewer.id, provider.id, { eventDate: addDays(berlinToday(), -2) });
    // The user also runs the listing, so the workspace routes have a valid call to make.
    await setOwner(t, provider.id, user.id);
    // A review without an inquiry (as after its inquiry was deleted), for the provider's reply.
    const review = await t.dataSource.getRepository(ReviewEntity).save({
      anbieterId: provider.id,
      userId: other.id,
      inquiryId: null,
      sterne: 4,
      kommentar: null,
      erstelltAm: new Date(),
    });
    world = {
      admin: await createAdmin(t),
      user,
      other,
      reviewer,
      providerId: provider.id,
      categoryId: category.id,
      inquiryId,
      reviewId: review.id,
      photoId: await addPhotoRow(t, provider.id),
      linkToCheck: await requestResetToken(t, (await registerUser(t)).email),
      linkToUse: await requestResetToken(t, (await registerUser(t)).email),
      linkToConfirm: await latestLinkToken(t, (await registerUser(t)).email),
      reportId: await addReport(t, provider.id),
      // Another day than the one accepted: accepting cancels the customer's other inquiries for that day.
      toQuote: (await addInquiry(t, other.id, provider.id, { eventDate: addDays(berlinToday(), 32) }))
        .inquiryId,
      toAccept: await addQuotedInquiry(t, other.id, provider.id),
      toDecline: await addQuotedInquiry(t, other.id, provider.id, addDays(berlinToday(), 31)),
      invoiceId: await addInvoice(t, provider.id),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a case for every write route, and none for a route that is gone', () => {
    const json = routes.filter((route) => route.body).map(key);
    const other = routes.filter((route) => !route.body).map(key);
    expect(json.sort()).toEqual(Object.keys(JSON_CASES).sort());
    expect(other.sort()).toEqual(Object.keys(UPLOAD_CASES).sort());
  });

  it('refuses every undeclared right, flag, id or owner with 400 and changes nothing', async () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate.body)) {
      const writeCase = JSON_CASES[key(route)];
      const send = (body: Record<string, unknown>) =>
        t.http<{ msg?: string }>(route.method, writeCase.path?.(world) ?? route.path, {
          token: writeCase.token(world),
          headers: freshIp(),
          body,
        });
      const control = await send(writeCase.body(world));
      if (control.status >= 300) {
        problems.push(`${key(route)}: gültiger Aufruf scheitert (${control.status} ${control.text})`);
        continue;
      }
      const declared = bodyFields(route);
      for (const [field, value] of Object.entries(INJECTED)) {
        if (declared.includes(field)) continue;
        const before = await privilegeState(t);
        const response = await send({ ...writeCase.body(world), [field]: value(world) });
        const expectedMsg = `Das Feld „${field}“ ist nicht erlaubt.`;
        if (response.status !== 400 || response.body.msg !== expectedMsg) {
          problems.push(`${key(route)} mit ${field}: ${response.status} ${response.text}`);
        }
        if (JSON.stringify(await privilegeState(t)) !== JSON.stringify(before)) {
          problems.push(`${key(route)} mit ${field}: Daten geändert`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(UPLOAD_CASES))('%s ignores fields it does not declare', async (_route, run) => {
    await run(t, world);
  });

  it('leaves nobody an admin who was not one, and the reviewed inquiry the only reviewed one', async () => {
    const admins = await t.dataSource.query('SELECT id FROM users WHERE ist_admin = 1 ORDER BY id');
    expect(admins.map((row: { id: number }) => Number(row.id))).toEqual([world.admin.id]);
    const me = await t.http<{ ist_admin: boolean }>('GET', '/api/profile/me', { token: world.user.token });
    expect(me.body.ist_admin).toBe(false);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM inquiries WHERE hat_bewertet = 1');
    expect(Number(n)).toBe(1);
  });
});
