import type { IsoDate, IsoDateTime } from './common';
import type { InquiryDetails } from './inquiry';
import type { ListingFields } from './provider';

/** Where a provider stands with an inquiry; only the listing's owner changes it. */
export const INQUIRY_STATUSES = ['neu', 'in_bearbeitung', 'angebot', 'gebucht', 'abgesagt'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** How both sides see a status. */
export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  angebot: 'Angebot gesendet',
  gebucht: 'Gebucht',
  abgesagt: 'Abgesagt',
};

/** A listing's state as its owner sees it. */
export type ListingState = 'ausstehend' | 'aktiv' | 'abgelaufen';

/** `GET /api/profile/provider`: one of the caller's own listings. */
export interface OwnListing extends ListingFields {
  zustand: ListingState;
  /** "Ausstehend", "Aktiv bis 19.11.2027" or "Abgelaufen". */
  zustand_text: string;
  /** `PUBLIC_URL/verlaengerung/{id}` once the listing was ever activated, else null. */
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

/** One message of an inquiry's thread (`GET /api/inquiries/{id}/messages`), oldest first. */
export interface InquiryMessage {
  id: number;
  /** true: written by the listing's owner; false: by the customer. */
  von_anbieter: boolean;
  /** The writer as the other side knows them: the company name or the customer's name. */
  absender: string;
  text: string;
  gesendet_am: IsoDateTime;
}

/** `POST /api/inquiries/{id}/messages` */
export interface PostInquiryMessageRequest {
  text: string;
}

/** `GET /api/providers/{id}/availability` and the body of `PUT /api/profile/provider/{id}/availability`. */
export interface ProviderAvailability {
  /** Taken days from today on, ascending. */
  belegt: IsoDate[];
}

/** The most days a listing may mark as taken at once. */
export const MAX_TAKEN_DATES = 366;

/** `POST /api/reviews/{id}/antwort` */
export interface ReviewReplyRequest {
  text: string;
}

/** Who runs a listing, as the admins see it. */
export interface ListingOwner {
  user_id: number;
  name: string;
  email: string;
  /** true: named explicitly (application while logged in, or an admin); false: by the same e-mail. */
  ausdruecklich: boolean;
}

/** A listing's photo as pages show it (`fotos` of the public rows, the first one on the cards). */
export interface ProviderPhoto {
  id: number;
  /** The large WebP (at most 1600 px wide or high). */
  url: string;
  /** The small WebP (at most 480 px), for cards and `srcset`. */
  url_klein: string;
  alt: string;
  /** Of the large file. */
  breite: number;
  hoehe: number;
}

/** The most photos one listing may have. */
export const MAX_PHOTOS_PER_LISTING = 8;
/** The largest photo file accepted (bytes) and the most pixels it may decode to. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

/** `PUT /api/profile/provider/{id}/photos/order` */
export interface PhotoOrderRequest {
  /** Every photo id of the listing, in the new order. */
  ids: number[];
}

/** `PUT /api/profile/provider/{id}/photos/{photoId}` */
export interface PhotoUpdateRequest {
  alt: string;
}
