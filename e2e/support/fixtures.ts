import type { APIRequestContext } from '@playwright/test';
import type { AdminProvider, Category, ProviderApplicationRequest } from '@event-kompass/shared-types';
import { adminToken, createActiveProvider, createCategory, loginToken, registerUser, unique } from './api';
import { latestAccountLinkPath } from './db';

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

export interface OwnedProvider {
  provider: AdminProvider;
  /** The owner's login: the listing's e-mail address and this password. */
  email: string;
  passwort: string;
  /** A token of the owner's account, taken after the address was confirmed. */
  token: string;
}

/**
 * A public listing with an owner who can log in: the admin activates the application, the owner
 * registers later with the listing's address and confirms it (the link from the outbox), which
 * makes the listing theirs ("Mein Eintrag").
 */
export async function createOwnedProvider(
  request: APIRequestContext,
  token: string,
  application: ProviderApplicationRequest,
  owner: { vorname: string; nachname: string; passwort?: string },
): Promise<OwnedProvider> {
  const provider = await createActiveProvider(request, token, application);
  const email = application.email;
  const passwort = owner.passwort ?? 'geheim123';
  await registerUser(request, { vorname: owner.vorname, nachname: owner.nachname, email, passwort });
  const verifyLink = new URL(latestAccountLinkPath(email), 'http://link.invalid');
  const verified = await request.post('/api/auth/verify-email', {
    data: { token: verifyLink.searchParams.get('token') },
  });
  if (!verified.ok())
    throw new Error(`Bestätigung für ${email} → ${verified.status()} ${await verified.text()}`);
  return { provider, email, passwort, token: await loginToken(request, email, passwort) };
}
