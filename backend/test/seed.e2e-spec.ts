import { Logger } from '@nestjs/common';
import type {
  AdminProvider,
  Category,
  PublicProvider,
  Stats,
  TokenResponse,
} from '@event-kompass/shared-types';
import { berlinToday } from '@event-kompass/shared-types';
import { DatabaseSeeder } from '../src/seeds/database-seeder';
import { DEFAULT_CATEGORIES } from '../src/seeds/default-categories';
import { DEMO_ADMIN_EMAIL, DEMO_PROVIDERS, DEMO_USERS } from '../src/seeds/demo-content';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { OPERATOR_ENV } from './support/billing-fixtures';

const count = async (t: TestApp, sql: string, params: unknown[] = []): Promise<number> =>
  Number((await t.dataSource.query(sql, params))[0].n);

describe(`seeding (${ENGINE})`, () => {
  describe('with demo content', () => {
    let t: TestApp;
    let printed: string[];

    beforeAll(async () => {
      printed = [];
      const spy = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
        printed.push(String(message));
      });
      try {
        t = await startTestApp({ SEED_DEMO: 'true' });
      } finally {
        spy.mockRestore();
      }
    });
    afterAll(async () => {
      await t.close();
    });

    it('fills a fresh database with categories, ~30 providers, users, inquiries and reviews', async () => {
      const categories = (await t.http<Category[]>('GET', '/api/categories')).body;
      expect(categories.map((category) => category.name).sort()).toEqual(
        DEFAULT_CATEGORIES.map((category) => category.name).sort(),
      );
      expect(await count(t, 'SELECT COUNT(*) AS n FROM providers')).toBe(DEMO_PROVIDERS.length);
      expect(DEMO_PROVIDERS.length).toBeGreaterThanOrEqual(28);
      // The customers, the admin and the account that runs a demo listing.
      expect(await count(t, 'SELECT COUNT(*) AS n FROM users')).toBe(DEMO_USERS.length + 2);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM inquiries')).toBeGreaterThanOrEqual(30);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM reviews')).toBeGreaterThanOrEqual(15);
      // Every category shows something to a visitor.
      for (const category of categories) {
        const providers = await t.http<PublicProvider[]>('GET', `/api/providers/category/${category.id}`);
        expect(providers.body.length).toBeGreaterThan(0);
      }
      const stats = (await t.http<Stats>('GET', '/api/stats')).body;
      expect(stats.provider_count).toBeGreaterThanOrEqual(24);
      expect(stats.user_count).toBe(DEMO_USERS.length + 2);
    });

    it('seeds pending applications with suggestions, one expired listing and umlauts', async () => {
      const [pending] = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM providers WHERE ist_freigeschaltet = 0 AND neue_kategorie_vorschlag IS NOT NULL',
      );
      expect(Number(pending.n)).toBeGreaterThanOrEqual(2);
      expect(
        await count(
          t,
          'SELECT COUNT(*) AS n FROM providers WHERE ist_freigeschaltet = 1 AND eintrag_gueltig_bis < ?',
          [berlinToday()],
        ),
      ).toBe(1);
      const hits = (await t.http<PublicProvider[]>('GET', '/api/search?q=mueller')).body;
      expect(hits.map((hit) => hit.firmenname)).toContain('DJ Müller Events');
    });

    it('seeds only verified reviews: each on its own past, reviewed inquiry by the same user', async () => {
      const unverified = await count(
        t,
        `SELECT COUNT(*) AS n FROM reviews r LEFT JOIN inquiries i ON i.id = r.inquiry_id
         WHERE i.id IS NULL OR i.hat_bewertet = 0 OR i.event_datum >= ? OR i.user_id <> r.user_id OR i.anbieter_id <> r.anbieter_id`,
        [berlinToday()],
      );
      expect(unverified).toBe(0);
      // Reviewed flags without a review would be stuck forever.
      expect(
        await count(
          t,
          'SELECT COUNT(*) AS n FROM inquiries i WHERE i.hat_bewertet = 1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.inquiry_id = i.id)',
        ),
      ).toBe(0);
      expect(
        await count(t, 'SELECT COUNT(*) AS n FROM inquiries WHERE event_datum > ?', [berlinToday()]),
      ).toBeGreaterThan(0);
      expect(
        await count(t, 'SELECT COUNT(*) AS n FROM inquiries WHERE event_datum < ? AND hat_bewertet = 0', [
          berlinToday(),
        ]),
      ).toBeGreaterThan(0);
    });

    it('prints the demo admin once, and that admin can log in and manage providers', async () => {
      const lines = printed.filter((line) => line.startsWith('Demo-Admin: '));
      expect(lines).toHaveLength(1);
      const match = /^Demo-Admin: (\S+) \/ (\S+)$/.exec(lines[0]);
      expect(match?.[1]).toBe(DEMO_ADMIN_EMAIL);
      const login = await t.http<TokenResponse>('POST', '/api/auth/login', {
        body: { email: DEMO_ADMIN_EMAIL, passwort: match![2] },
      });
      expect(login.status).toBe(200);
      const all = await t.http<AdminProvider[]>('GET', '/api/admin/providers/all', {
        token: login.body.token,
      });
      expect(all.status).toBe(200);
      expect(all.body).toHaveLength(DEMO_PROVIDERS.length);
    });

    it('lets a demo user log in with the documented password', async () => {
      const login = await t.http('POST', '/api/auth/login', {
        body: { email: DEMO_USERS[0].email, passwort: 'demo1234' },
      });
      expect(login.status).toBe(200);
    });

    it('seeds nothing a second time', async () => {
      const before = await count(t, 'SELECT COUNT(*) AS n FROM providers');
      const result = await t.app.get(DatabaseSeeder).seed();
      expect(result).toEqual({ categoriesSeeded: 0, demo: null });
      expect(await count(t, 'SELECT COUNT(*) AS n FROM providers')).toBe(before);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM categories')).toBe(DEFAULT_CATEGORIES.length);
    });

    it('does not seed again after the content was deleted (the marker stays)', async () => {
      await t.dataSource.query('DELETE FROM providers');
      const result = await t.app.get(DatabaseSeeder).seed();
      expect(result.demo).toBeNull();
      expect(await count(t, 'SELECT COUNT(*) AS n FROM providers')).toBe(0);
    });

    it('seeds a wiped database again in well under 2 seconds', async () => {
      for (const table of [
        'reviews',
        'inquiries',
        'provider_categories',
        'providers',
        'users',
        'categories',
      ]) {
        await t.dataSource.query(`DELETE FROM ${table}`);
      }
      await t.dataSource.query("DELETE FROM job_runs WHERE run_key LIKE 'seed:%'");
      const started = Date.now();
      const result = await t.app.get(DatabaseSeeder).seed();
      const elapsed = Date.now() - started;
      expect(result.categoriesSeeded).toBe(DEFAULT_CATEGORIES.length);
      expect(result.demo?.providers).toBe(DEMO_PROVIDERS.length);
      expect(elapsed).toBeLessThan(2000);
    });
  });

  describe('without demo content', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ SEED_DEMO: 'false' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('seeds the default categories only, with colours and German descriptions', async () => {
      const categories = (await t.http<Category[]>('GET', '/api/categories')).body;
      expect(categories).toHaveLength(DEFAULT_CATEGORIES.length);
      for (const seeded of DEFAULT_CATEGORIES) {
        expect(categories).toContainEqual({ id: expect.any(Number), ...seeded });
      }
      expect(await count(t, 'SELECT COUNT(*) AS n FROM providers')).toBe(0);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM users')).toBe(0);
    });

    it('does not bring deleted default categories back on the next start', async () => {
      const [first] = (await t.http<Category[]>('GET', '/api/categories')).body;
      await t.dataSource.query('DELETE FROM categories WHERE id = ?', [first.id]);
      expect(await t.app.get(DatabaseSeeder).seed()).toEqual({ categoriesSeeded: 0, demo: null });
      expect(await count(t, 'SELECT COUNT(*) AS n FROM categories')).toBe(DEFAULT_CATEGORIES.length - 1);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        ...OPERATOR_ENV,
      });
    });
    afterAll(async () => {
      await t.close();
    });

    it('seeds the default categories but never demo content', async () => {
      expect(await count(t, 'SELECT COUNT(*) AS n FROM categories')).toBe(DEFAULT_CATEGORIES.length);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM providers')).toBe(0);
      expect(await count(t, 'SELECT COUNT(*) AS n FROM users')).toBe(0);
    });
  });
});
