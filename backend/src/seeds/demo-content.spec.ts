import { addDays } from '@event-kompass/shared-types';
import { plzProblem } from '../modules/geo';
import { demoListing } from './demo-content.seed';
import { DEFAULT_CATEGORIES } from './default-categories';
import { DEMO_PROVIDERS, DEMO_USERS } from './demo-content';

describe('demo content', () => {
  const categoryNames = new Set(DEFAULT_CATEGORIES.map((category) => category.name));

  it('assigns only default categories, and every provider has one or a suggestion', () => {
    for (const provider of DEMO_PROVIDERS) {
      for (const name of provider.kategorien) expect(categoryNames).toContain(name);
      expect(provider.kategorien.length > 0 || Boolean(provider.neue_kategorie_vorschlag)).toBe(true);
    }
  });

  it('places every provider at a real postal code with a radius and mostly a price', () => {
    for (const provider of DEMO_PROVIDERS) {
      expect(plzProblem(provider.plz)).toBeNull();
      expect(provider.einsatzradius_km).toBeGreaterThanOrEqual(0);
      expect(provider.einsatzradius_km).toBeLessThanOrEqual(500);
    }
    const priced = DEMO_PROVIDERS.filter((provider) => provider.preis_ab !== undefined);
    expect(priced.length).toBeGreaterThan(DEMO_PROVIDERS.length / 2);
  });

  it('has unique e-mail addresses and the promised mix of listings', () => {
    expect(new Set(DEMO_PROVIDERS.map((provider) => provider.email)).size).toBe(DEMO_PROVIDERS.length);
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(DEMO_USERS.length);
    const pending = DEMO_PROVIDERS.filter((provider) => provider.listing === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(pending.every((provider) => provider.neue_kategorie_vorschlag)).toBe(true);
    expect(DEMO_PROVIDERS.filter((provider) => provider.listing === 'expired')).toHaveLength(1);
    expect(DEMO_PROVIDERS.some((provider) => /[äöüÄÖÜß]/.test(provider.firmenname))).toBe(true);
  });

  it('dates listings relative to today', () => {
    const today = '2026-03-15';
    expect(demoListing('active', today, 0)).toEqual({ active: true, validUntil: '2026-09-15' });
    expect(demoListing('expired', today, 0)).toEqual({ active: true, validUntil: addDays(today, -5) });
    expect(demoListing('pending', today, 0)).toEqual({ active: false, validUntil: null });
    const soon = demoListing('ending-soon', today, 2).validUntil!;
    expect(soon > today && soon <= addDays(today, 30)).toBe(true);
  });
});
