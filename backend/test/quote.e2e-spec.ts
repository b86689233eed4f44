import { expectRateLimited } from './support/rate-limits';
import { RATE_RULES } from '../src/common/rate-limit/rate-limiter';
import {
  addDays,
  berlinToday,
  type Inquiry,
  type InquiryQuote,
  type ProviderAvailability,
  type ProviderReviews,
} from '@event-kompass/shared-types';
import { ScheduledJobsService } from '../src/modules/jobs/scheduled-jobs.service';
import { registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, setOwner } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

/**
 * Quotes that become bookings (issue 25): the owner sends a quote, the customer accepts or
 * declines it; accepting books the day and ends the customer's other inquiries for it; a daily
 * job lets quotes expire; every status change by the provider mails the customer.
 */
describe(`quotes and bookings (${ENGINE})`, () => {
  let t: TestApp;
  const today = berlinToday();
  const eventDate = addDays(today, 60);

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
  });
  afterAll(async () => {
    await t.close();
  });

  interface Scene {
    owner: TestUser;
    customer: TestUser;
    providerId: number;
    inquiryId: number;
  }

  let counter = 0;
  /** A listing with its owner and one customer's inquiry to it for `date`. */
  async function scene(date = eventDate, customer?: TestUser): Promise<Scene> {
    counter += 1;
    const owner = await registerUser(t, { vorname: 'Paula', nachname: `Anbieterin${counter}` });
    const provider = await addProvider(t, { firmenname: `Lichtblick ${counter}` });
    await setOwner(t, provider.id, owner.id);
    const buyer = customer ?? (await registerUser(t, { vorname: 'Karl', nachname: 'Kunde' }));
    const { inquiryId } = await addInquiry(t, buyer.id, provider.id, { eventDate: date });
    return { owner, customer: buyer, providerId: provider.id, inquiryId };
  }

  const quoteBody = (overrides: Record<string, unknown> = {}) => ({
    positionen: [
      { text: 'Fotografie 6 Stunden', betrag_cent: 120000 },
      { text: 'Fotobuch', betrag_cent: 25050 },
    ],
    gueltig_bis: addDays(today, 14),
    hinweis: 'Anfahrt inklusive.',
    ...overrides,
  });

  function sendQuote(s: Scene, body: unknown = quoteBody(), token = s.owner.token) {
    return t.http<InquiryQuote & { msg?: string }>(
      'POST',
      `/api/profile/provider/${s.providerId}/inquiries/${s.inquiryId}/angebot`,
      { token, body },
    );
  }

  function decide(s: Scene, action: 'annehmen' | 'ablehnen', token = s.customer.token, body: unknown = {}) {
    return t.http<InquiryQuote & { msg?: string }>(
      'POST',
      `/api/inquiries/${s.inquiryId}/angebot/${action}`,
      {
        token,
        body,
      },
    );
  }

  async function inquiryStatus(id: number): Promise<string> {
    const [row] = await t.dataSource.query('SELECT status FROM inquiries WHERE id = ?', [id]);
    return String(row.status);
  }

  async function quoteRows(inquiryId: number): Promise<{ status: string; summe_cent: number }[]> {
    const rows: { status: string; summe_cent: unknown }[] = await t.dataSource.query(
      'SELECT status, summe_cent FROM inquiry_quotes WHERE inquiry_id = ? ORDER BY id',
      [inquiryId],
    );
    return rows.map((row) => ({ status: row.status, summe_cent: Number(row.summe_cent) }));
  }

  async function mail(causeKey: string) {
    const rows = await t.dataSource.query(
      'SELECT recipient, subject, body_text FROM mail_outbox WHERE cause_key = ?',
      [causeKey],
    );
    return rows[0] as { recipient: string; subject: string; body_text: string } | undefined;
  }

  async function mailsLike(pattern: string): Promise<number> {
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM mail_outbox WHERE cause_key LIKE ?', [
      pattern,
    ]);
    return Number(row.n);
  }

  async function takenDays(providerId: number): Promise<string[]> {
    const response = await t.http<ProviderAvailability>('GET', `/api/providers/${providerId}/availability`);
    return response.body.belegt;
  }

  describe('sending a quote', () => {
    it('stores it with the sum computed on the server, sets "angebot" and mails the customer', async () => {
      const s = await scene();
      const response = await sendQuote(s, quoteBody({ summe_cent: 1 }));
      // A sum sent by the client is not a field of the request.
      expect(response.status).toBe(400);

      const sent = await sendQuote(s);
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        anfrage_id: s.inquiryId,
        positionen: [
          { text: 'Fotografie 6 Stunden', betrag_cent: 120000 },
          { text: 'Fotobuch', betrag_cent: 25050 },
        ],
        summe_cent: 145050,
        gueltig_bis: addDays(today, 14),
        hinweis: 'Anfahrt inklusive.',
        status: 'offen',
      });
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
      const toCustomer = await mail(`inquiry-quote:${sent.body.id}:sent`);
      expect(toCustomer?.recipient).toBe(s.customer.email);
      expect(toCustomer?.subject).toContain(`Angebot von Lichtblick`);
      expect(toCustomer?.body_text).toContain('Summe: 1.450,50 €');
      expect(toCustomer?.body_text).toContain('Fotobuch: 250,50 €');

      const seen = await t.http<InquiryQuote>('GET', `/api/inquiries/${s.inquiryId}/angebot`, {
        token: s.customer.token,
      });
      expect(seen.status).toBe(200);
      expect(seen.body).toEqual(sent.body);
      const byOwner = await t.http<InquiryQuote>('GET', `/api/inquiries/${s.inquiryId}/angebot`, {
        token: s.owner.token,
      });
      expect(byOwner.body.id).toBe(sent.body.id);
    });

    it('replaces the open quote and keeps the old one as history', async () => {
      const s = await scene();
      const first = await sendQuote(s);
      const second = await sendQuote(
        s,
        quoteBody({ positionen: [{ text: 'Nur Fotos', betrag_cent: 99900 }] }),
      );
      expect(second.status).toBe(201);
      expect(await quoteRows(s.inquiryId)).toEqual([
        { status: 'ersetzt', summe_cent: 145050 },
        { status: 'offen', summe_cent: 99900 },
      ]);
      const current = await t.http<InquiryQuote>('GET', `/api/inquiries/${s.inquiryId}/angebot`, {
        token: s.customer.token,
      });
      expect(current.body.id).toBe(second.body.id);
      expect((await mail(`inquiry-quote:${second.body.id}:sent`))?.body_text).toContain(
        'ersetzt das bisherige',
      );

      // The customer looked at the first one: accepting it now is refused, nothing booked.
      const late = await decide(s, 'annehmen', s.customer.token, { angebot_id: first.body.id });
      expect(late.status).toBe(409);
      expect(late.body.msg).toBe(
        'Dieses Angebot wurde inzwischen durch ein neues ersetzt. Bitte sehen Sie sich das aktuelle Angebot an.',
      );
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
      expect(await takenDays(s.providerId)).toEqual([]);
    });

    const tooMany = Array.from({ length: 21 }, (_, i) => ({ text: `Posten ${i + 1}`, betrag_cent: 100 }));
    it.each([
      [{ positionen: [] }, 'Bitte geben Sie mindestens eine Position an.'],
      [{ positionen: tooMany }, 'Ein Angebot darf höchstens 20 Positionen haben.'],
      [
        { positionen: [{ text: '  ', betrag_cent: 100 }] },
        'Position 1: Bitte geben Sie eine Beschreibung an.',
      ],
      [{ positionen: [{ text: 'DJ', betrag_cent: 0 }] }, 'Position 1: Der Betrag muss'],
      [{ positionen: [{ text: 'DJ', betrag_cent: 12.5 }] }, 'Position 1: Der Betrag muss'],
      [{ positionen: [{ text: 'DJ', betrag_cent: -100 }] }, 'Position 1: Der Betrag muss'],
      [{ positionen: [{ text: 'DJ', betrag_cent: 10_000_001 }] }, 'Position 1: Der Betrag muss'],
      [{ positionen: [{ text: 'DJ', betrag_cent: '100' }] }, 'Position 1: Der Betrag muss'],
      [
        { positionen: [{ text: 'DJ', betrag_cent: 100, rabatt: 5 }] },
        'Position 1: Das Feld „rabatt“ ist nicht erlaubt.',
      ],
      [{ positionen: 'viel' }, 'Bitte geben Sie mindestens eine Position an.'],
      [{ gueltig_bis: '2027-02-30' }, 'Das Feld „Gültig bis“ muss ein gültiges Datum (JJJJ-MM-TT) sein.'],
      [{ gueltig_bis: addDays(today, -1) }, 'Das Feld „Gültig bis“ muss zwischen heute'],
      [{ gueltig_bis: addDays(eventDate, 1) }, 'Das Feld „Gültig bis“ muss zwischen heute'],
      [{ hinweis: `${'x'.repeat(2001)}` }, 'Das Feld „Hinweis“ darf höchstens 2000 Zeichen lang sein.'],
    ])('refuses %# with a German message and stores nothing', async (overrides, message) => {
      const s = await scene();
      const response = await sendQuote(s, quoteBody(overrides));
      expect(response.status).toBe(400);
      expect(response.body.msg).toContain(message);
      expect(await quoteRows(s.inquiryId)).toEqual([]);
      expect(await inquiryStatus(s.inquiryId)).toBe('neu');
    });

    it('accepts a quote valid until the event day itself, and one valid only today', async () => {
      const s = await scene();
      expect((await sendQuote(s, quoteBody({ gueltig_bis: eventDate }))).status).toBe(201);
      expect((await sendQuote(s, quoteBody({ gueltig_bis: today }))).status).toBe(201);
    });

    it('answers 404 to anyone but the owner, for a foreign listing and a foreign inquiry', async () => {
      const s = await scene();
      const other = await scene();
      const stranger = await registerUser(t);
      // A stranger, the customer, and another listing's owner on this listing.
      for (const token of [stranger.token, s.customer.token, other.owner.token]) {
        expect((await sendQuote(s, quoteBody(), token)).status).toBe(404);
      }
      // The owner of another listing naming their own listing with this inquiry.
      const crossed = await t.http(
        'POST',
        `/api/profile/provider/${other.providerId}/inquiries/${s.inquiryId}/angebot`,
        { token: other.owner.token, body: quoteBody() },
      );
      expect(crossed.status).toBe(404);
      expect(await quoteRows(s.inquiryId)).toEqual([]);
      expect((await sendQuote(s, quoteBody(), '')).status).toBe(401);
    });

    it('shows the quote to nobody else: other customer, other provider → 404; a guest must log in', async () => {
      const s = await scene();
      await sendQuote(s);
      const other = await scene();
      const stranger = await registerUser(t);
      for (const token of [stranger.token, other.owner.token, other.customer.token]) {
        const response = await t.http<{ msg: string }>('GET', `/api/inquiries/${s.inquiryId}/angebot`, {
          token,
        });
        expect(response.status).toBe(404);
        expect(response.body.msg).toBe('Anfrage nicht gefunden.');
      }
      expect((await t.http('GET', `/api/inquiries/${s.inquiryId}/angebot`)).status).toBe(401);
      const none = await t.http<{ msg: string }>('GET', `/api/inquiries/${other.inquiryId}/angebot`, {
        token: other.customer.token,
      });
      expect(none.status).toBe(404);
      expect(none.body.msg).toBe('Zu dieser Anfrage gibt es noch kein Angebot.');
    });
  });

  describe('accepting and declining', () => {
    it('books: quote accepted, inquiry "gebucht", day taken, provider mailed; other open inquiries that day cancelled', async () => {
      const s = await scene();
      // The same customer asked two more providers for the same day (as a Sammelanfrage does),
      // one for another day, and the third one had already been cancelled.
      const sameDay = await scene(eventDate, s.customer);
      const sameDayQuoted = await scene(eventDate, s.customer);
      const otherDay = await scene(addDays(eventDate, 1), s.customer);
      const alreadyCancelled = await scene(eventDate, s.customer);
      const otherCustomer = await scene(eventDate);
      await t.dataSource.query("UPDATE inquiries SET status = 'abgesagt' WHERE id = ?", [
        alreadyCancelled.inquiryId,
      ]);
      const rivalQuote = await sendQuote(sameDayQuoted);
      const sent = await sendQuote(s);

      const accepted = await decide(s, 'annehmen', s.customer.token, { angebot_id: sent.body.id });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({ id: sent.body.id, status: 'angenommen', summe_cent: 145050 });
      expect(await inquiryStatus(s.inquiryId)).toBe('gebucht');
      expect(await takenDays(s.providerId)).toEqual([eventDate]);
      const toProvider = await mail(`inquiry-quote:${sent.body.id}:accepted`);
      expect(toProvider?.recipient).toMatch(/@/);
      expect(toProvider?.subject).toContain('hat Ihr Angebot');
      expect(toProvider?.body_text).toContain('1.450,50 €');

      expect(await inquiryStatus(sameDay.inquiryId)).toBe('abgesagt');
      expect(await inquiryStatus(sameDayQuoted.inquiryId)).toBe('abgesagt');
      expect(await quoteRows(sameDayQuoted.inquiryId)).toEqual([{ status: 'abgelehnt', summe_cent: 145050 }]);
      expect(await inquiryStatus(otherDay.inquiryId)).toBe('neu');
      expect(await inquiryStatus(otherCustomer.inquiryId)).toBe('neu');
      const friendly = await mail(`inquiry:${sameDay.inquiryId}:booked-elsewhere`);
      expect(friendly?.subject).toBe(`Anfrage für den ${eventDate.split('-').reverse().join('.')} abgesagt`);
      expect(friendly?.body_text).toContain('vielen Dank für Ihre Zeit');
      expect(await mail(`inquiry:${sameDayQuoted.inquiryId}:booked-elsewhere`)).toBeDefined();
      expect(await mail(`inquiry:${alreadyCancelled.inquiryId}:booked-elsewhere`)).toBeUndefined();
      expect(await mail(`inquiry:${otherDay.inquiryId}:booked-elsewhere`)).toBeUndefined();
      // The other provider's quote can no longer be accepted.
      const rival = await decide(sameDayQuoted, 'annehmen', s.customer.token, {
        angebot_id: rivalQuote.body.id,
      });
      expect(rival.status).toBe(409);
      expect(await takenDays(sameDayQuoted.providerId)).toEqual([]);

      // Twice is refused; a new quote on the booked inquiry too.
      const again = await decide(s, 'annehmen');
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('Sie haben dieses Angebot bereits angenommen.');
      const replaced = await sendQuote(s);
      expect(replaced.status).toBe(409);
      expect(replaced.body.msg).toBe(
        'Diese Anfrage ist bereits gebucht; ein weiteres Angebot ist nicht möglich.',
      );

      // The customer's list shows the booking.
      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: s.customer.token });
      expect(own.body.find((row) => row.id === s.inquiryId)?.status).toBe('gebucht');
    });

    it('keeps a day the provider had already marked taken (no second row, no error)', async () => {
      const s = await scene();
      await t.http('PUT', `/api/profile/provider/${s.providerId}/availability`, {
        token: s.owner.token,
        body: { belegt: [eventDate] },
      });
      await sendQuote(s);
      expect((await decide(s, 'annehmen')).status).toBe(200);
      expect(await takenDays(s.providerId)).toEqual([eventDate]);
    });

    it('declines: quote "abgelehnt", the provider is told, and a new quote can follow', async () => {
      const s = await scene();
      const sent = await sendQuote(s);
      // No body at all is refused like on every JSON route (the app's rule), and changes nothing.
      const bare = await t.http<{ msg: string }>('POST', `/api/inquiries/${s.inquiryId}/angebot/ablehnen`, {
        token: s.customer.token,
      });
      expect([bare.status, bare.body.msg]).toEqual([400, 'Die Anfrage muss ein JSON-Objekt enthalten.']);
      expect(await quoteRows(s.inquiryId)).toEqual([{ status: 'offen', summe_cent: 145050 }]);
      const declined = await decide(s, 'ablehnen');
      expect(declined.status).toBe(200);
      expect(declined.body.status).toBe('abgelehnt');
      expect((await mail(`inquiry-quote:${sent.body.id}:declined`))?.subject).toContain('abgelehnt');
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
      expect(await takenDays(s.providerId)).toEqual([]);
      const twice = await decide(s, 'annehmen');
      expect(twice.status).toBe(409);
      expect(twice.body.msg).toBe('Sie haben dieses Angebot bereits abgelehnt.');
      expect((await sendQuote(s)).status).toBe(201);
      expect((await decide(s, 'annehmen')).status).toBe(200);
    });

    it('answers 404 to anyone but the customer, and changes nothing', async () => {
      const s = await scene();
      await sendQuote(s);
      const other = await scene();
      const stranger = await registerUser(t);
      for (const action of ['annehmen', 'ablehnen'] as const) {
        for (const token of [stranger.token, s.owner.token, other.owner.token, other.customer.token]) {
          const response = await decide(s, action, token);
          expect(response.status).toBe(404);
          expect(response.body.msg).toBe('Anfrage nicht gefunden.');
        }
        expect((await decide(s, action, '')).status).toBe(401);
      }
      expect(await quoteRows(s.inquiryId)).toEqual([{ status: 'offen', summe_cent: 145050 }]);
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
    });

    it('refuses an unknown field and a bad quote id with 400', async () => {
      const s = await scene();
      await sendQuote(s);
      expect((await decide(s, 'annehmen', s.customer.token, { bezahlt: true })).status).toBe(400);
      expect((await decide(s, 'annehmen', s.customer.token, { angebot_id: 'eins' })).status).toBe(400);
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
    });

    it('makes exactly one booking from two acceptances at once', async () => {
      const s = await scene();
      await sendQuote(s);
      const results = await Promise.all(Array.from({ length: 6 }, () => decide(s, 'annehmen')));
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await quoteRows(s.inquiryId)).toEqual([{ status: 'angenommen', summe_cent: 145050 }]);
      expect(await mailsLike(`inquiry-quote:%:accepted`)).toBeGreaterThanOrEqual(1);
      const [row] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM provider_availability WHERE provider_id = ?',
        [s.providerId],
      );
      expect(Number(row.n)).toBe(1);
    });

    it('never books a replaced quote when accepting and replacing meet', async () => {
      for (let round = 0; round < 3; round++) {
        const s = await scene();
        const first = await sendQuote(s);
        const [accepted, replaced] = await Promise.all([
          decide(s, 'annehmen', s.customer.token, { angebot_id: first.body.id }),
          sendQuote(s, quoteBody({ positionen: [{ text: 'Neu', betrag_cent: 5000 }] })),
        ]);
        const rows = await quoteRows(s.inquiryId);
        if (accepted.status === 200) {
          // The acceptance came first: the booking stands and the new quote was refused.
          expect(replaced.status).toBe(409);
          expect(rows).toEqual([{ status: 'angenommen', summe_cent: 145050 }]);
          expect(await inquiryStatus(s.inquiryId)).toBe('gebucht');
        } else {
          expect(accepted.status).toBe(409);
          expect(replaced.status).toBe(201);
          expect(rows).toEqual([
            { status: 'ersetzt', summe_cent: 145050 },
            { status: 'offen', summe_cent: 5000 },
          ]);
          expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
          expect(await takenDays(s.providerId)).toEqual([]);
        }
      }
    });

    it('books only one of two same-day quotes accepted at once by the same customer', async () => {
      const a = await scene();
      const b = await scene(eventDate, a.customer);
      await sendQuote(a);
      await sendQuote(b);
      const results = await Promise.all([decide(a, 'annehmen'), decide(b, 'annehmen')]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const statuses = [await inquiryStatus(a.inquiryId), await inquiryStatus(b.inquiryId)].sort();
      expect(statuses).toEqual(['abgesagt', 'gebucht']);
    });
  });

  describe('reviews', () => {
    it('marks a review of a booked inquiry „Gebucht über Event-Kompass“ (gebucht: true), others not', async () => {
      const booked = await scene();
      await sendQuote(booked);
      expect((await decide(booked, 'annehmen')).status).toBe(200);
      const plain = await scene();
      for (const s of [booked, plain]) {
        await t.dataSource.query('UPDATE inquiries SET event_datum = ? WHERE id = ?', [
          addDays(today, -2),
          s.inquiryId,
        ]);
        const written = await t.http('POST', '/api/reviews', {
          token: s.customer.token,
          body: { anbieter_id: s.providerId, sterne: 5, kommentar: 'Wunderbar.' },
        });
        expect(written.status).toBe(201);
      }
      const shown = async (s: Scene) =>
        (await t.http<ProviderReviews>('GET', `/api/reviews/${s.providerId}`, { token: s.customer.token }))
          .body.reviews[0]?.gebucht;
      expect(await shown(booked)).toBe(true);
      expect(await shown(plain)).toBe(false);
    });
  });

  describe('expiry', () => {
    it('the daily job marks quotes past "gültig bis" as "abgelaufen"; they cannot be accepted', async () => {
      const s = await scene();
      const keeps = await scene();
      await sendQuote(s, quoteBody({ gueltig_bis: addDays(today, 3) }));
      await sendQuote(keeps, quoteBody({ gueltig_bis: addDays(today, 4) }));
      const jobs = t.app.get(ScheduledJobsService);
      const fakeDay = addDays(today, 4);
      // Other tests of this file left open quotes too; all those past their day expire with it.
      const [due] = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM inquiry_quotes WHERE status = 'offen' AND gueltig_bis < ?",
        [fakeDay],
      );
      // The job for the day after the last valid day, with a fake clock: noon in Berlin.
      const results = await jobs.runAll({ now: new Date(`${fakeDay}T10:00:00Z`) });
      expect(results.find((result) => result.job === 'quote-expiry')).toEqual({
        job: 'quote-expiry',
        ran: true,
        effects: Number(due.n),
      });
      expect(Number(due.n)).toBeGreaterThanOrEqual(1);
      expect(await quoteRows(s.inquiryId)).toEqual([{ status: 'abgelaufen', summe_cent: 145050 }]);
      expect(await quoteRows(keeps.inquiryId)).toEqual([{ status: 'offen', summe_cent: 145050 }]);
      const seen = await t.http<InquiryQuote>('GET', `/api/inquiries/${s.inquiryId}/angebot`, {
        token: s.customer.token,
      });
      expect(seen.body.status).toBe('abgelaufen');
      const late = await decide(s, 'annehmen');
      expect(late.status).toBe(409);
      expect(late.body.msg).toMatch(/^Dieses Angebot ist abgelaufen \(gültig bis \d\d\.\d\d\.\d{4}\)\./);
      expect(await inquiryStatus(s.inquiryId)).toBe('angebot');
    });

    it('refuses a quote past its last day even before the job ran', async () => {
      const s = await scene();
      const sent = await sendQuote(s);
      await t.dataSource.query('UPDATE inquiry_quotes SET gueltig_bis = ? WHERE id = ?', [
        addDays(today, -1),
        sent.body.id,
      ]);
      const late = await decide(s, 'annehmen');
      expect(late.status).toBe(409);
      expect(late.body.msg).toContain('abgelaufen');
      expect((await decide(s, 'ablehnen')).status).toBe(409);
    });
  });

  describe('status changes by the provider', () => {
    it('mails the customer on every change, not on a repeat of the same status', async () => {
      const s = await scene();
      const put = (status: string) =>
        t.http('PUT', `/api/profile/provider/${s.providerId}/inquiries/${s.inquiryId}`, {
          token: s.owner.token,
          body: { status },
        });
      expect((await put('in_bearbeitung')).status).toBe(200);
      expect((await put('in_bearbeitung')).status).toBe(200);
      expect((await put('abgesagt')).status).toBe(200);
      const rows: { recipient: string; subject: string }[] = await t.dataSource.query(
        'SELECT recipient, subject FROM mail_outbox WHERE cause_key LIKE ? ORDER BY id',
        [`inquiry:${s.inquiryId}:status:%`],
      );
      expect(rows.map((row) => row.subject)).toEqual([
        expect.stringMatching(/: In Bearbeitung$/),
        expect.stringMatching(/: Abgesagt$/),
      ]);
      expect(rows.every((row) => row.recipient === s.customer.email)).toBe(true);
      // A stranger changes nothing and learns nothing.
      const stranger = await registerUser(t);
      const refused = await t.http('PUT', `/api/profile/provider/${s.providerId}/inquiries/${s.inquiryId}`, {
        token: stranger.token,
        body: { status: 'gebucht' },
      });
      expect(refused.status).toBe(404);
      expect(await inquiryStatus(s.inquiryId)).toBe('abgesagt');
    });
  });

  describe('privacy', () => {
    it('exports the quotes with the inquiry, and deleting the account removes them', async () => {
      const s = await scene();
      await sendQuote(s);
      await sendQuote(s, quoteBody({ positionen: [{ text: 'Neu', betrag_cent: 5000 }] }));
      const exported = await t.http<{ anfragen: { id: number; angebote: InquiryQuote[] }[] }>(
        'GET',
        '/api/profile/me/export',
        { token: s.customer.token },
      );
      expect(exported.status).toBe(200);
      const inquiry = exported.body.anfragen.find((row) => row.id === s.inquiryId);
      expect(inquiry?.angebote.map((quote) => quote.summe_cent)).toEqual([145050, 5000]);
    });
  });
  it('limits the quotes one account sends, as its messages, with 429 (each mails the customer)', async () => {
    const s = await scene();
    await expectRateLimited(RATE_RULES.messagesPerUser, 201, (i) =>
      sendQuote(s, quoteBody({ hinweis: `Fassung ${i + 1}` })),
    );
    expect(await quoteRows(s.inquiryId)).toHaveLength(RATE_RULES.messagesPerUser.limit);
  });
});
