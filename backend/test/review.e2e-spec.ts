import type {
  AdminReview,
  CreateInquiryResponse,
  Inquiry,
  ProviderReviews,
  PublicProvider,
  ReviewEligibility,
} from '@event-kompass/shared-types';
import { addDays, addMonths, berlinToday, germanDate } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import type { ProviderEntity } from '../src/modules/provider/entities/provider.entity';
import { ReviewEntity } from '../src/modules/review/entities/review.entity';
import { addInquiry, addProvider, setEventDate } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

const THANKS = 'Vielen Dank! Ihre Bewertung wurde gespeichert.';

describe(`reviews (${ENGINE})`, () => {
  let t: TestApp;
  let provider: ProviderEntity;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    provider = await addProvider(t, { firmenname: 'Fotobox Blitzlicht' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function inquire(user: TestUser, providerId: number, eventDate?: string): Promise<number> {
    const response = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
      token: user.token,
      body: { anbieter_id: providerId, event_datum: addDays(berlinToday(), 10), nachricht: 'Anfrage' },
    });
    if (response.status !== 201) throw new Error(`Anfrage fehlgeschlagen: ${response.text}`);
    if (eventDate) await setEventDate(t, response.body.id, eventDate);
    return response.body.id;
  }

  function review(user: TestUser, body: unknown) {
    return t.http<{ msg: string }>('POST', '/api/reviews', { token: user.token, body });
  }

  async function reviewsOf(providerId: number, user: TestUser): Promise<ProviderReviews> {
    const response = await t.http<ProviderReviews>('GET', `/api/reviews/${providerId}`, {
      token: user.token,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  async function reviewCount(): Promise<number> {
    const [row] = await t.dataSource.query('SELECT COUNT(*) AS n FROM reviews');
    return Number(row.n);
  }

  describe('reading', () => {
    it('answers an empty list and null average for a provider without reviews', async () => {
      const user = await registerUser(t);
      const fresh = await addProvider(t);
      expect(await reviewsOf(fresh.id, user)).toEqual({ reviews: [], stats: { average: null, count: 0 } });
    });

    it('needs a login', async () => {
      expect((await t.http('GET', `/api/reviews/${provider.id}`)).status).toBe(401);
    });

    it('answers 404 for an unknown or unlisted provider', async () => {
      const user = await registerUser(t);
      const hidden = await addProvider(t, { ist_freigeschaltet: false });
      for (const id of [999999, hidden.id]) {
        const response = await t.http('GET', `/api/reviews/${id}`, { token: user.token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ msg: 'Anbieter nicht gefunden.' });
      }
    });
  });

  describe('the verified-review rule', () => {
    it('refuses a review without any inquiry to the provider with 403', async () => {
      const user = await registerUser(t);
      const response = await review(user, { anbieter_id: provider.id, sterne: 5 });
      expect(response.status).toBe(403);
      expect(response.body.msg).toMatch(/erst nach Ihrem Event bewerten/);
      expect(await reviewsOf(provider.id, user)).toMatchObject({ stats: { count: 0 } });
    });

    it('refuses a review before the event date, also on the event day itself', async () => {
      const user = await registerUser(t);
      const inquiryId = await inquire(user, provider.id);
      expect((await review(user, { anbieter_id: provider.id, sterne: 4 })).status).toBe(403);
      await setEventDate(t, inquiryId, berlinToday());
      expect((await review(user, { anbieter_id: provider.id, sterne: 4 })).status).toBe(403);
    });

    it('accepts a review after the event, marks the inquiry and shows it with the first name only', async () => {
      const target = await addProvider(t);
      const user = await registerUser(t, { vorname: 'Greta', nachname: 'Geheimnachname' });
      const inquiryId = await inquire(user, target.id, addDays(berlinToday(), -1));

      const response = await review(user, {
        anbieter_id: target.id,
        sterne: 4,
        kommentar: '  Toller Abend!  ',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ msg: THANKS });

      const listed = await reviewsOf(target.id, user);
      expect(listed).toEqual({
        reviews: [
          {
            id: expect.any(Number),
            anbieter_id: target.id,
            sterne: 4,
            kommentar: 'Toller Abend!',
            erstellt_am: expect.stringMatching(/Z$/),
            vorname: 'Greta',
            antwort_text: null,
            antwort_am: null,
            gebucht: false,
          },
        ],
        stats: { average: 4, count: 1 },
      });
      expect(JSON.stringify(listed)).not.toContain('Geheimnachname');
      expect(JSON.stringify(listed)).not.toContain(user.email);

      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
      expect(own.body.find((inquiry) => inquiry.id === inquiryId)?.hat_bewertet).toBe(true);
      const [row] = await t.dataSource.query('SELECT inquiry_id FROM reviews WHERE anbieter_id = ?', [
        target.id,
      ]);
      expect(Number(row.inquiry_id)).toBe(inquiryId);

      // The one past inquiry is used up.
      expect((await review(user, { anbieter_id: target.id, sterne: 5 })).status).toBe(403);
    });

    it('allows one review per provider within 12 months; it covers every past inquiry, and the page is told why', async () => {
      const target = await addProvider(t);
      const user = await registerUser(t);
      const newer = await inquire(user, target.id, addDays(berlinToday(), -2));
      const older = await inquire(user, target.id, addDays(berlinToday(), -40));
      const ahead = await inquire(user, target.id); // still ahead: not reviewable
      const open = async () =>
        Object.fromEntries(
          (await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token })).body.map((i) => [
            i.id,
            i.bewertung_offen,
          ]),
        );
      const eligibility = async () =>
        (
          await t.http<ReviewEligibility>('GET', `/api/reviews/${target.id}/eligibility`, {
            token: user.token,
          })
        ).body;
      // The server says which inquiries await a review, by the same rule it enforces.
      expect(await open()).toEqual({ [older]: true, [newer]: true, [ahead]: false });
      expect(await eligibility()).toEqual({ darf_bewerten: true, grund: null });

      expect((await review(user, { anbieter_id: target.id, sterne: 2 })).status).toBe(201);
      // The oldest inquiry carries the review; the other past one waits no more.
      const [row] = await t.dataSource.query('SELECT id, inquiry_id FROM reviews WHERE anbieter_id = ?', [
        target.id,
      ]);
      expect(Number(row.inquiry_id)).toBe(older);
      expect(await open()).toEqual({ [older]: false, [newer]: false, [ahead]: false });

      const today = berlinToday();
      const tooSoon = `Sie haben diesen Anbieter am ${germanDate(today)} bewertet. Eine weitere Bewertung ist ab dem ${germanDate(addMonths(today, 12))} möglich.`;
      expect(await eligibility()).toEqual({ darf_bewerten: false, grund: tooSoon });
      // A later event within the 12 months: still one review.
      await setEventDate(t, ahead, addDays(today, -1));
      expect(await review(user, { anbieter_id: target.id, sterne: 3 })).toMatchObject({
        status: 403,
        body: { msg: tooSoon },
      });
      // Thirteen months on, that later event may be reviewed.
      await t.dataSource
        .getRepository(ReviewEntity)
        .update(Number(row.id), { erstelltAm: new Date(Date.now() - 400 * 24 * 3600 * 1000) });
      expect(await eligibility()).toEqual({ darf_bewerten: true, grund: null });
      expect((await review(user, { anbieter_id: target.id, sterne: 4 })).status).toBe(201);
      expect((await reviewsOf(target.id, user)).stats).toEqual({ average: 3, count: 2 });
      expect(await eligibility()).toMatchObject({ darf_bewerten: false });
    });

    it('tells a user without a past inquiry, and an owner, why the form is not offered', async () => {
      const owner = await registerUser(t);
      const target = await addProvider(t, { email: owner.email });
      const stranger = await registerUser(t);
      const ask = (user: TestUser) =>
        t.http<ReviewEligibility>('GET', `/api/reviews/${target.id}/eligibility`, { token: user.token });
      expect((await ask(stranger)).body).toEqual({
        darf_bewerten: false,
        grund:
          'Sie können diesen Anbieter erst nach Ihrem Event bewerten – und nur einmal je Anfrage, die Sie über Event-Kompass gestellt haben.',
      });
      // An inquiry from before the listing was theirs (a new one to the own listing is refused).
      await addInquiry(t, owner.id, target.id, { eventDate: addDays(berlinToday(), -3) });
      const own = { darf_bewerten: false, grund: 'Ihren eigenen Eintrag können Sie nicht bewerten.' };
      expect((await ask(owner)).body).toEqual(own);
      expect(await review(owner, { anbieter_id: target.id, sterne: 5 })).toMatchObject({
        status: 403,
        body: { msg: own.grund },
      });
      expect((await t.http('GET', `/api/reviews/999999/eligibility`, { token: stranger.token })).status).toBe(
        404,
      );
      expect((await t.http('GET', `/api/reviews/${target.id}/eligibility`)).status).toBe(401);
    });

    it("does not let one user's past inquiry verify another user's review", async () => {
      const target = await addProvider(t);
      const booker = await registerUser(t);
      const other = await registerUser(t);
      await inquire(booker, target.id, addDays(berlinToday(), -3));
      expect((await review(other, { anbieter_id: target.id, sterne: 1 })).status).toBe(403);
    });

    it('saves only one review when two are sent at once for the same inquiry', async () => {
      const target = await addProvider(t);
      const user = await registerUser(t);
      await inquire(user, target.id, addDays(berlinToday(), -5));
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => review(user, { anbieter_id: target.id, sterne: i + 1 })),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      for (const status of statuses.filter((s) => s !== 201)) expect([403, 409]).toContain(status);
      const rows = await t.dataSource.query('SELECT id FROM reviews WHERE anbieter_id = ?', [target.id]);
      expect(rows).toHaveLength(1);
    });

    it('answers 404 for an unknown provider', async () => {
      const user = await registerUser(t);
      const response = await review(user, { anbieter_id: 999999, sterne: 3 });
      expect(response.status).toBe(404);
    });

    it('updates the rating at once in the provider detail, the category list and the search', async () => {
      const target = await addProvider(t, {
        firmenname: 'Fotobox Sternschnuppe',
        kategorien: ['Fotoboxen'],
      });
      const [{ id: categoryId }] = await t.dataSource.query('SELECT id FROM categories WHERE name = ?', [
        'Fotoboxen',
      ]);
      const ratingIn = async () => {
        const detail = await t.http<PublicProvider>('GET', `/api/providers/${target.id}`);
        const list = await t.http<PublicProvider[]>('GET', `/api/providers/category/${categoryId}`);
        const search = await t.http<PublicProvider[]>(
          'GET',
          `/api/search?q=${encodeURIComponent('Sternschnuppe')}`,
        );
        const pick = (p?: PublicProvider) =>
          p && { average_rating: p.average_rating, review_count: p.review_count };
        return [
          pick(detail.body),
          pick(list.body.find((p) => p.id === target.id)),
          pick(search.body.find((p) => p.id === target.id)),
        ];
      };
      const none = { average_rating: null, review_count: 0 };
      expect(await ratingIn()).toEqual([none, none, none]);

      const first = await registerUser(t);
      const second = await registerUser(t);
      await inquire(first, target.id, addDays(berlinToday(), -1));
      await inquire(second, target.id, addDays(berlinToday(), -2));
      expect((await review(first, { anbieter_id: target.id, sterne: 5 })).status).toBe(201);
      const five = { average_rating: 5, review_count: 1 };
      expect(await ratingIn()).toEqual([five, five, five]);
      expect((await review(second, { anbieter_id: target.id, sterne: 2 })).status).toBe(201);
      const mixed = { average_rating: 3.5, review_count: 2 };
      expect(await ratingIn()).toEqual([mixed, mixed, mixed]);
      expect((await reviewsOf(target.id, first)).stats).toEqual({ average: 3.5, count: 2 });
    });
  });

  describe('refuses bad input with 400 and writes nothing', () => {
    let user: TestUser;
    let target: ProviderEntity;
    beforeAll(async () => {
      user = await registerUser(t);
      target = await addProvider(t);
      await inquire(user, target.id, addDays(berlinToday(), -1));
    });

    it.each([
      ['no stars', {}, 'Bitte geben Sie eine Sterne-Bewertung ab.'],
      ['0 stars', { sterne: 0 }, 'Bitte geben Sie eine Sterne-Bewertung ab.'],
      ['6 stars', { sterne: 6 }, 'Das Feld „Sterne“ muss eine ganze Zahl von 1 bis 5 sein.'],
      ['2.5 stars', { sterne: 2.5 }, 'Das Feld „Sterne“ muss eine ganze Zahl von 1 bis 5 sein.'],
      ['"5" as text', { sterne: '5' }, 'Das Feld „Sterne“ muss eine ganze Zahl von 1 bis 5 sein.'],
      ['-1 stars', { sterne: -1 }, 'Das Feld „Sterne“ muss eine ganze Zahl von 1 bis 5 sein.'],
      [
        'a comment over 2 000 characters',
        { sterne: 3, kommentar: 'x'.repeat(2001) },
        'Das Feld „Kommentar“ darf höchstens 2000 Zeichen lang sein.',
      ],
      [
        'hat_bewertet in the body',
        { sterne: 3, hat_bewertet: true },
        'Das Feld „hat_bewertet“ ist nicht erlaubt.',
      ],
      ['a user_id in the body', { sterne: 3, user_id: 1 }, 'Das Feld „user_id“ ist nicht erlaubt.'],
      ['an inquiry_id in the body', { sterne: 3, inquiry_id: 1 }, 'Das Feld „inquiry_id“ ist nicht erlaubt.'],
    ])('%s', async (_name, fields, msg) => {
      const before = await reviewCount();
      const response = await review(user, { anbieter_id: target.id, ...fields });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ msg });
      expect(await reviewCount()).toBe(before);
      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
      expect(own.body.every((inquiry) => !inquiry.hat_bewertet)).toBe(true);
    });

    it('accepts a missing or empty comment', async () => {
      const response = await review(user, { anbieter_id: target.id, sterne: 1, kommentar: '' });
      expect(response.status).toBe(201);
      expect((await reviewsOf(target.id, user)).reviews[0].kommentar).toBeNull();
    });
  });

  describe('admin', () => {
    it('lists all reviews with provider and author names', async () => {
      const admin = await createAdmin(t);
      const target = await addProvider(t, { firmenname: 'Location Alte Mühle' });
      const user = await registerUser(t, { vorname: 'Heinz', nachname: 'Huber' });
      await inquire(user, target.id, addDays(berlinToday(), -1));
      await review(user, { anbieter_id: target.id, sterne: 3, kommentar: 'Gut' });
      const response = await t.http<AdminReview[]>('GET', '/api/admin/reviews/all', { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.body[0]).toEqual({
        id: expect.any(Number),
        anbieter_id: target.id,
        sterne: 3,
        kommentar: 'Gut',
        erstellt_am: expect.any(String),
        vorname: 'Heinz',
        antwort_text: null,
        antwort_am: null,
        gebucht: false,
        provider_name: 'Location Alte Mühle',
        user_vorname: 'Heinz',
        user_nachname: 'Huber',
      });
    });

    it('deletes a review, which makes its inquiry reviewable again', async () => {
      const admin = await createAdmin(t);
      const target = await addProvider(t);
      const user = await registerUser(t);
      const inquiryId = await inquire(user, target.id, addDays(berlinToday(), -1));
      await review(user, { anbieter_id: target.id, sterne: 1, kommentar: 'Beleidigung' });
      const [{ id }] = (await reviewsOf(target.id, user)).reviews;

      const response = await t.http('DELETE', `/api/admin/reviews/${id}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(await reviewsOf(target.id, user)).toEqual({ reviews: [], stats: { average: null, count: 0 } });
      const own = await t.http<Inquiry[]>('GET', '/api/profile/inquiries', { token: user.token });
      expect(own.body.find((inquiry) => inquiry.id === inquiryId)?.hat_bewertet).toBe(false);
      expect((await review(user, { anbieter_id: target.id, sterne: 4 })).status).toBe(201);

      expect((await t.http('DELETE', '/api/admin/reviews/999999', { token: admin.token })).status).toBe(404);
    });

    it('keeps a review when its inquiry is deleted, and every list still loads', async () => {
      const admin = await createAdmin(t);
      const target = await addProvider(t);
      const user = await registerUser(t);
      const inquiryId = await inquire(user, target.id, addDays(berlinToday(), -1));
      await review(user, { anbieter_id: target.id, sterne: 5 });
      expect(
        (await t.http('DELETE', `/api/profile/inquiries/${inquiryId}`, { token: user.token })).status,
      ).toBe(200);
      expect((await reviewsOf(target.id, user)).stats.count).toBe(1);
      const all = await t.http<AdminReview[]>('GET', '/api/admin/reviews/all', { token: admin.token });
      expect(all.status).toBe(200);
      const [{ id }] = (await reviewsOf(target.id, user)).reviews;
      expect((await t.http('DELETE', `/api/admin/reviews/${id}`, { token: admin.token })).status).toBe(200);
    });
  });
});
