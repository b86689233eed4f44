import type { AdminInquiry, AdminReview, Inquiry, ProviderReviews } from '@event-kompass/shared-types';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, countQueries } from './support/provider-fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

/**
 * Lists that show data of several tables ask each table's owner once, batched by id: the
 * number of statements does not grow with the list (never one look-up per row).
 */
describe(`lists composed from several owners (${ENGINE})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  let providerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
    admin = await createAdmin(t);
    user = await registerUser(t, { vorname: 'Ilse', nachname: 'Muster' });
    providerId = (await addProvider(t, { firmenname: 'Zelt & Bühne' })).id;
    await addInquiry(t, user.id, providerId, { reviewStars: 4 });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Statements of one GET, with its answer. */
  async function measure<T>(path: string, token: string): Promise<{ statements: number; body: T }> {
    let body: T | undefined;
    const statements = await countQueries(t, async () => {
      const response = await t.http<T>('GET', path, { token });
      expect(response.status).toBe(200);
      body = response.body;
    });
    return { statements, body: body as T };
  }

  async function addMore(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      const other = await registerUser(t);
      const provider = await addProvider(t);
      await addInquiry(t, other.id, provider.id, { reviewStars: 1 + (i % 5) });
      await addInquiry(t, user.id, provider.id, { reviewStars: 5 });
      await addInquiry(t, other.id, providerId, { reviewStars: 3 });
    }
  }

  it('keeps the statement count of every composed list when the list grows, with names from the owners', async () => {
    const paths: Array<[string, string]> = [
      ['/api/admin/inquiries/all', admin.token],
      ['/api/admin/reviews/all', admin.token],
      ['/api/profile/inquiries', user.token],
      [`/api/reviews/${providerId}`, user.token],
    ];
    const before: number[] = [];
    for (const [path, token] of paths) before.push((await measure(path, token)).statements);
    await addMore();
    for (const [index, [path, token]] of paths.entries()) {
      expect({ path, statements: (await measure(path, token)).statements }).toEqual({
        path,
        statements: before[index],
      });
    }

    const inquiries = (await measure<AdminInquiry[]>('/api/admin/inquiries/all', admin.token)).body;
    expect(inquiries).toHaveLength(37);
    expect(
      inquiries.find((inquiry) => inquiry.anbieter_id === providerId && inquiry.user_vorname === 'Ilse'),
    ).toMatchObject({ provider_name: 'Zelt & Bühne', firmenname: 'Zelt & Bühne', user_nachname: 'Muster' });
    const reviews = (await measure<AdminReview[]>('/api/admin/reviews/all', admin.token)).body;
    expect(reviews.every((review) => review.provider_name !== '' && review.user_vorname !== '')).toBe(true);
    const own = (await measure<Inquiry[]>('/api/profile/inquiries', user.token)).body;
    expect(own).toHaveLength(13);
    expect(own.every((inquiry) => inquiry.firmenname !== '')).toBe(true);
    const forProvider = (await measure<ProviderReviews>(`/api/reviews/${providerId}`, user.token)).body;
    expect(forProvider.stats).toEqual({ average: 3.1, count: 13 });
    expect(forProvider.reviews.map((review) => review.vorname)).toContain('Ilse');
  });
});
