import type { ProviderInvoice } from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

/** The invoices of an own listing, newest first. */
export function getOwnInvoices(listingId: number, signal?: AbortSignal): Promise<ProviderInvoice[]> {
  return apiRequest<ProviderInvoice[]>(`/api/profile/provider/${listingId}/rechnungen`, {
    fallback: 'Rechnungen konnten nicht geladen werden',
    signal,
  });
}
