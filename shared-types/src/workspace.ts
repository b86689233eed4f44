import type { IsoDate, IsoDateTime } from './common';
import type { InquiryDetails, InquiryStatus } from './inquiry';
import type { ListingFields } from './provider';

/* The provider's workspace ("Mein Eintrag"): the payloads of its own routes under `/api/profile/provider`. */

/** A listing's state as its owner sees it. */
export type ListingState = 'ausstehend' | 'aktiv' | 'abgelaufen';

/** `GET /api/profile/provider`: one of the caller's own listings. */
export interface OwnListing extends ListingFields {
  zustand: ListingState;
  /** "Ausstehend", "Aktiv bis 19.11.2027" or "Abgelaufen". */
  zustand_text: string;
  /**
   * `PUBLIC_URL/verlaengerung/{id}` once the listing was ever activated, else null.
   * @format uri
   */
  verlaengerungs_link: string | null;
  /** Inquiries with status `neu`. */
  neue_anfragen: number;
  anfragen_gesamt: number;
}

/**
 * `PUT /api/profile/provider/{id}`: what the owner may change. A missing field keeps its value;
 * `null` clears it (the radius: back to 50). Name, categories, activation and validity stay
 * with the admins; a body naming them is refused.
 */
export interface OwnListingUpdateRequest {
  beschreibung?: string;
  website_url?: string | null;
  instagram_url?: string | null;
  handynummer?: string | null;
  preis_ab?: number | null;
  plz?: string | null;
  einsatzradius_km?: number | null;
}

/** `GET /api/profile/provider/{id}/inquiries`: an inquiry to the caller's listing. */
export interface ListingInquiry extends InquiryDetails {
  id: number;
  anbieter_id: number;
  kunde_name: string;
  /** @format email */
  kunde_email: string;
  nachricht: string;
  event_datum: IsoDate;
  gesendet_am: IsoDateTime;
  status: InquiryStatus;
  nachrichten_anzahl: number;
}

/** `PUT /api/profile/provider/{id}/inquiries/{inquiryId}` */
export interface UpdateInquiryStatusRequest {
  status: InquiryStatus;
}
