/** Test data through the real API (the same calls the apps make). */
import type { APIRequestContext } from '@playwright/test';
import type {
  AdminProvider,
  AdminUpdateProviderRequest,
  Category,
  ProviderApplicationRequest,
  RenewalBillingRequest,
  RenewalBillingResponse,
  TokenResponse,
} from '@event-kompass/shared-types';
import { addMonths, berlinToday } from '@event-kompass/shared-types';
import { ADMIN } from './env';

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function loginToken(
  request: APIRequestContext,
  email: string,
  passwort: string,
): Promise<string> {
  const body = await json<TokenResponse>(
    await request.post('/api/auth/login', { data: { email, passwort } }),
  );
  return body.token;
}

export const adminToken = (request: APIRequestContext) => loginToken(request, ADMIN.email, ADMIN.passwort);

export async function createCategory(
  request: APIRequestContext,
  token: string,
  category: { name: string; description?: string; farbe?: string },
): Promise<Category> {
  return json<Category>(
    await request.post('/api/admin/categories', { data: category, headers: { 'x-auth-token': token } }),
  );
}

export async function findProvider(
  request: APIRequestContext,
  token: string,
  firmenname: string,
): Promise<AdminProvider> {
  const all = await json<AdminProvider[]>(
    await request.get('/api/admin/providers/all', { headers: { 'x-auth-token': token } }),
  );
  const provider = all.find((p) => p.firmenname === firmenname);
  if (!provider) throw new Error(`Anbieter ${firmenname} nicht gefunden`);
  return provider;
}

let addressCounter = 0;
/**
 * A client address no other request of this run used (the server trusts the proxy header in the e2e
 * setup): registrations and applications are limited per address and hour.
 */
export function freshTestAddress(): string {
  addressCounter += 1;
  return `10.88.${process.pid % 250}.${addressCounter % 250}`;
}

/** Applies as a provider and lets the admin activate the listing for a year. */
export async function createActiveProvider(
  request: APIRequestContext,
  token: string,
  application: ProviderApplicationRequest,
): Promise<AdminProvider> {
  // A fresh address per application (the server trusts the proxy header in the e2e setup):
  // applications are limited per address and hour.
  await json(
    await request.post('/api/providers/register', {
      data: application,
      headers: { 'x-forwarded-for': freshTestAddress() },
    }),
  );
  const provider = await findProvider(request, token, application.firmenname);
  const update: AdminUpdateProviderRequest = {
    firmenname: provider.firmenname,
    beschreibung: provider.beschreibung,
    email: provider.email,
    handynummer: provider.handynummer,
    website_url: provider.website_url,
    instagram_url: provider.instagram_url,
    ist_freigeschaltet: true,
    eintrag_gueltig_bis: addMonths(berlinToday(), 12),
    kategorie_ids: provider.kategorien.map((k) => k.id),
    neue_kategorie_vorschlag: provider.neue_kategorie_vorschlag,
    plz: provider.plz,
    einsatzradius_km: provider.einsatzradius_km,
    preis_ab: provider.preis_ab,
  };
  // The server's answer, not a merge of the request: the request's nullable radius means "default".
  return json<AdminProvider>(
    await request.put(`/api/admin/providers/${provider.id}`, {
      data: update,
      headers: { 'x-auth-token': token },
    }),
  );
}

export async function registerUser(
  request: APIRequestContext,
  user: { vorname: string; nachname: string; email: string; passwort: string },
): Promise<string> {
  // A fresh address per registration, as for applications: registrations are limited per address,
  // and the specs of one project share a server.
  return (
    await json<TokenResponse>(
      await request.post('/api/auth/register', {
        data: user,
        headers: { 'x-forwarded-for': freshTestAddress() },
      }),
    )
  ).token;
}

/**
 * Sends the renewal page's billing data for a listing, as its provider does: the server issues the
 * open renewal invoice (issue 26) and answers with it.
 */
export async function requestRenewal(
  request: APIRequestContext,
  provider: Pick<AdminProvider, 'id' | 'firmenname'>,
): Promise<RenewalBillingResponse> {
  const billing: RenewalBillingRequest = {
    name: provider.firmenname,
    street: 'Musterstraße 5',
    city: '12345 Musterstadt',
    providerName: provider.firmenname,
    providerEmail: '',
    providerId: provider.id,
  };
  // A fresh address, as for applications: the renewal form is limited per address.
  return json<RenewalBillingResponse>(
    await request.post('/api/renewal/billing-info', {
      data: billing,
      headers: { 'x-forwarded-for': freshTestAddress() },
    }),
  );
}

/** A unique suffix so specs can run against a database that already holds data. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
