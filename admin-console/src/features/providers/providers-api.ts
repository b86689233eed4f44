import {
  removalBody,
  type AdminProvider,
  type AdminUpdateProviderRequest,
  type Category,
  type MessageResponse,
} from '@event-kompass/shared-types';
import type { ApiClient } from '@admin/lib/api-client';

export const fetchAdminProviders = (api: ApiClient) => api.get<AdminProvider[]>('/api/admin/providers/all');

/** For the category checkboxes of the edit dialog. */
export const fetchCategories = (api: ApiClient) => api.get<Category[]>('/api/categories');

export const updateProvider = (api: ApiClient, id: number, body: AdminUpdateProviderRequest) =>
  api.send<AdminProvider>('PUT', `/api/admin/providers/${id}`, body);

/** `reason`: the statement of reasons to the provider; empty: the server's general text. */
export const deleteProvider = (api: ApiClient, id: number, reason: string) =>
  api.send<MessageResponse>('DELETE', `/api/admin/providers/${id}`, removalBody(reason));

/** The full update body of a provider as it is now, to change single fields. */
export function toUpdateRequest(provider: AdminProvider): AdminUpdateProviderRequest {
  return {
    firmenname: provider.firmenname,
    beschreibung: provider.beschreibung,
    email: provider.email,
    handynummer: provider.handynummer,
    website_url: provider.website_url,
    instagram_url: provider.instagram_url,
    ist_freigeschaltet: provider.ist_freigeschaltet,
    eintrag_gueltig_bis: provider.eintrag_gueltig_bis,
    kategorie_ids: provider.kategorien.map((category) => category.id),
    neue_kategorie_vorschlag: provider.neue_kategorie_vorschlag,
    plz: provider.plz,
    einsatzradius_km: provider.einsatzradius_km,
    preis_ab: provider.preis_ab,
  };
}
