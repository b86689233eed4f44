import type {
  InquiryStatus,
  ListingInquiry,
  MessageResponse,
  OwnListing,
  OwnListingUpdateRequest,
  ProviderAvailability,
} from '@event-kompass/shared-types';
import { apiRequest } from '@event-kompass/web-client';

const LOAD_FAILED = 'Daten konnten nicht geladen werden';

/** The caller's own listings ("Mein Eintrag"); empty for people who run none. */
export function getOwnListings(signal?: AbortSignal): Promise<OwnListing[]> {
  return apiRequest<OwnListing[]>('/api/profile/provider', { fallback: LOAD_FAILED, signal });
}

export function updateOwnListing(id: number, body: OwnListingUpdateRequest): Promise<OwnListing> {
  return apiRequest<OwnListing>(`/api/profile/provider/${id}`, {
    method: 'PUT',
    body,
    fallback: 'Der Eintrag konnte nicht gespeichert werden.',
  });
}

export function getOwnAvailability(id: number, signal?: AbortSignal): Promise<ProviderAvailability> {
  return apiRequest<ProviderAvailability>(`/api/profile/provider/${id}/availability`, {
    fallback: LOAD_FAILED,
    signal,
  });
}

export function setOwnAvailability(id: number, belegt: string[]): Promise<ProviderAvailability> {
  return apiRequest<ProviderAvailability>(`/api/profile/provider/${id}/availability`, {
    method: 'PUT',
    body: { belegt },
    fallback: 'Die belegten Tage konnten nicht gespeichert werden.',
  });
}

export function getListingInquiries(id: number, signal?: AbortSignal): Promise<ListingInquiry[]> {
  return apiRequest<ListingInquiry[]>(`/api/profile/provider/${id}/inquiries`, {
    fallback: LOAD_FAILED,
    signal,
  });
}

export function setInquiryStatus(
  listingId: number,
  inquiryId: number,
  status: InquiryStatus,
): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/profile/provider/${listingId}/inquiries/${inquiryId}`, {
    method: 'PUT',
    body: { status },
    fallback: 'Der Status konnte nicht gespeichert werden.',
  });
}
