import type { APIRequestContext } from '@playwright/test';
import type { AdminProvider, Category } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, createCategory, unique } from './api';

export interface Catalog {
  category: Category;
  provider: AdminProvider;
  /** a word only this run's provider has */
  marker: string;
}

/** A category of its own and one active provider in it, so specs do not depend on demo content. */
export async function createCatalog(request: APIRequestContext): Promise<Catalog> {
  const token = await adminToken(request);
  const marker = `Zett${unique()}`;
  const category = await createCategory(request, token, {
    name: `Musik ${marker}`,
    description: 'Live-Bands und DJs für Feiern aller Art',
    farbe: '#805ad5',
  });
  const provider = await createActiveProvider(request, token, {
    firmenname: `Klangwerk ${marker}`,
    email: `klangwerk-${marker.toLowerCase()}@example.test`,
    beschreibung: `Klangwerk ${marker} spielt auf Hochzeiten und Firmenfeiern – mit eigener Licht- und Tontechnik.`,
    website_url: 'https://example.com/klangwerk',
    instagram_url: 'https://instagram.com/klangwerk',
    kategorie_ids: [category.id],
  });
  return { category, provider, marker };
}
