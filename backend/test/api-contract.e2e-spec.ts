import type { CreateInquiryResponse, ProviderReviews, PublicProvider } from '@event-kompass/shared-types';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { type ApiContract, apiContract } from './support/contract';
import { createAdmin, registerUser, type TestUser } from './support/fixtures';
import {
  addCategory,
  addInquiry,
  addPhotoRow,
  addProvider,
  freshIp,
  setOwner,
} from './support/provider-fixtures';
import { ENGINE, type HttpResult, startTestApp, type TestApp } from './support/test-app';

/**
 * The main routes answer exactly what the API reference documents for them: the shared-types
 * payload named in `@ApiRoute`, with no field more and none missing.
 */
describe(`API contract (${ENGINE})`, () => {
  let t: TestApp;
  let contract: ApiContract;
  let admin: TestUser;
  let owner: TestUser;
  let customer: TestUser;
  let providerId: number;
  let categoryId: number;
  let inquiryId: number;
  let reviewId: number;

  beforeAll(async () => {
    t = await startTestApp();
    contract = await apiContract(t);
    admin = await createAdmin(t);
    owner = await registerUser(t);
    customer = await registerUser(t);
    const category = await addCategory(t, `Vertrag-${Date.now() % 100000}`);
    categoryId = category.id;
    const provider = await addProvider(t, {
      firmenname: 'Vertragstreu Catering',
      kategorie_ids: [categoryId],
      plz: '68159',
      website_url: 'https://vertragstreu.beispiel.de',
      preis_ab: 450,
    });
    providerId = provider.id;
    await setOwner(t, providerId, owner.id);
    await addPhotoRow(t, providerId);

    const created = await t.http<CreateInquiryResponse>('POST', '/api/inquiries', {
      token: customer.token,
      body: {
        anbieter_id: providerId,
        event_datum: addDays(berlinToday(), 20),
        nachricht: 'Haben Sie im Mai Zeit?',
        anlass: 'hochzeit',
        gaeste: 80,
        uhrzeit: '18:30',
        plz: '68159',
        budget_eur: 2500,
      },
    });
    expect(created.status).toBe(201);
    inquiryId = created.body.id;
    // A past inquiry, so the customer may review.
    await addInquiry(t, customer.id, providerId, { eventDate: addDays(berlinToday(), -5) });
    const reviewed = await t.http('POST', '/api/reviews', {
      token: customer.token,
      body: { anbieter_id: providerId, sterne: 5, kommentar: 'Sehr gut.' },
    });
    expect(reviewed.status).toBe(201);
    const reviews = await t.http<ProviderReviews>('GET', `/api/reviews/${providerId}`, {
      token: owner.token,
    });
    reviewId = reviews.body.reviews[0].id;
  });

  afterAll(async () => {
    await t.close();
  });

  type Call = [method: string, path: () => string, token: () => TestUser | null, body?: () => unknown];
  const none = () => null;
  const asAdmin = () => admin;
  const asOwner = () => owner;
  const asCustomer = () => customer;

  /** The main routes in an order that works: reads first, then writes and what they change. */
  const CALLS: Call[] = [
    ['GET', () => '/api/categories', none],
    ['GET', () => '/api/stats', none],
    ['GET', () => '/api/site', none],
    ['GET', () => `/api/providers/category/${categoryId}`, none],
    ['GET', () => `/api/providers/category/${categoryId}?plz=68159`, none],
    ['GET', () => `/api/providers/${providerId}`, none],
    ['GET', () => `/api/providers/${providerId}/availability`, none],
    ['GET', () => '/api/search?q=Vertragstreu', none],
    ['GET', () => '/api/search?q=Vertragstreu&plz=68159', none],
    ['GET', () => '/api/search/suggest?q=Vert', none],
    ['GET', () => `/api/reviews/${providerId}`, asCustomer],
    ['GET', () => `/api/reviews/${providerId}/eligibility`, asCustomer],
    ['GET', () => '/api/profile/me', asCustomer],
    [
      'PUT',
      () => '/api/profile/me',
      asCustomer,
      () => ({ vorname: 'Erika', nachname: 'Vertrag', email: customer.email }),
    ],
    ['GET', () => '/api/profile/inquiries', asCustomer],
    ['POST', () => `/api/inquiries/${inquiryId}/messages`, asOwner, () => ({ text: 'Ja, gern.' })],
    ['GET', () => `/api/inquiries/${inquiryId}/messages`, asCustomer],
    ['GET', () => '/api/profile/provider', asOwner],
    [
      'PUT',
      () => `/api/profile/provider/${providerId}`,
      asOwner,
      () => ({ beschreibung: 'Catering für Hochzeiten und Feiern.' }),
    ],
    ['GET', () => `/api/profile/provider/${providerId}/inquiries`, asOwner],
    [
      'PUT',
      () => `/api/profile/provider/${providerId}/inquiries/${inquiryId}`,
      asOwner,
      () => ({ status: 'angebot' }),
    ],
    [
      'PUT',
      () => `/api/profile/provider/${providerId}/availability`,
      asOwner,
      () => ({ belegt: [addDays(berlinToday(), 30)] }),
    ],
    ['GET', () => `/api/profile/provider/${providerId}/availability`, asOwner],
    ['GET', () => `/api/profile/provider/${providerId}/photos`, asOwner],
    ['POST', () => `/api/reviews/${reviewId}/antwort`, asOwner, () => ({ text: 'Danke!' })],
    [
      'POST',
      () => '/api/reports',
      asCustomer,
      () => ({ art: 'bewertung', ziel_id: reviewId, grund: 'Das ist ein Test der Meldung.' }),
    ],
    ['GET', () => '/api/admin/users', asAdmin],
    ['GET', () => '/api/admin/providers/all', asAdmin],
    ['GET', () => '/api/admin/expiring-providers', asAdmin],
    ['GET', () => '/api/admin/inquiries/all', asAdmin],
    ['GET', () => '/api/admin/reviews/all', asAdmin],
    ['GET', () => '/api/admin/reports', asAdmin],
    ['GET', () => '/api/admin/settings', asAdmin],
    ['POST', () => `/api/admin/providers/${providerId}/renew`, asAdmin],
    ['GET', () => `/api/renewal/provider/${providerId}`, none],
  ];

  async function call([method, path, token, body]: Call): Promise<HttpResult> {
    return t.http(method, path(), { token: token()?.token, body: body?.(), headers: freshIp() });
  }

  it('answers every main route with exactly its documented payload', async () => {
    const problems: string[] = [];
    for (const entry of CALLS) {
      const response = await call(entry);
      const name = `${entry[0]} ${entry[1]()}`;
      if (response.status >= 300) problems.push(`${name}: ${response.status} ${response.text}`);
      else problems.push(...contract.problems(entry[0], entry[1](), response));
    }
    expect(problems).toEqual([]);
  });

  it('fails an answer with a field its type does not name, or without a required one', async () => {
    const path = `/api/providers/${providerId}`;
    const response = (await t.http<PublicProvider>('GET', path)) as HttpResult<PublicProvider>;
    expect(contract.problems('GET', path, response)).toEqual([]);
    const withStray = { ...response, body: { ...response.body, email: 'geheim@beispiel.de' } };
    expect(contract.problems('GET', path, withStray)).toEqual([
      `GET ${path} (200) (Antwort): Feld „email“ steht nicht im Schema`,
    ]);
    const nestedStray = {
      ...response,
      body: { ...response.body, kategorien: [{ ...response.body.kategorien[0], intern: 1 }] },
    };
    expect(contract.problems('GET', path, nestedStray)).toEqual([
      `GET ${path} (200) /kategorien/0: Feld „intern“ steht nicht im Schema`,
    ]);
    const { firmenname: _dropped, ...withoutName } = response.body;
    expect(contract.problems('GET', path, { ...response, body: withoutName })).toEqual([
      `GET ${path} (200) (Antwort): Pflichtfeld „firmenname“ fehlt`,
    ]);
    const wrongType = { ...response, body: { ...response.body, plz: 68159 } };
    expect(contract.problems('GET', path, wrongType)).toEqual([
      `GET ${path} (200) /plz: must be string,null`,
    ]);
  });

  it('checks error answers against the error payload', async () => {
    const missing = await t.http('GET', '/api/providers/999999');
    expect(missing.status).toBe(404);
    contract.expectAnswer('GET', '/api/providers/999999', missing);
    const wrong = { ...missing, body: { msg: 'Anbieter nicht gefunden.', code: 'x' } };
    expect(contract.problems('GET', '/api/providers/999999', wrong)).toHaveLength(1);
  });
});
