import type { IsoDate, IsoDateTime } from './common';

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

/** The occasions an inquiry may name, in the order the form offers them. */
export const INQUIRY_ANLAESSE = [
  'hochzeit',
  'geburtstag',
  'firmenfeier',
  'weihnachtsfeier',
  'abschlussfeier',
  'taufe',
  'sonstiges',
] as const;
export type InquiryAnlass = (typeof INQUIRY_ANLAESSE)[number];

/** The bounds of the inquiry's number fields. */
export const INQUIRY_LIMITS = { maxGaeste: 5000, maxBudgetEur: 10_000_000 } as const;

/** What an inquiry may say beyond its message; each is null when the customer left it out. */
export interface InquiryDetails {
  anlass: InquiryAnlass | null;
  /**
   * 1–5000 (`INQUIRY_LIMITS.maxGaeste`)
   * @minimum 1
   * @maximum 5000
   */
  gaeste: number | null;
  /**
   * `HH:MM`
   * @pattern ^[0-2][0-9]:[0-5][0-9]$
   */
  uhrzeit: string | null;
  /** A German postal code. */
  plz: string | null;
  /** Whole euros. */
  budget_eur: number | null;
}

/** `POST /api/inquiries` */
export interface CreateInquiryRequest extends Partial<InquiryDetails> {
  anbieter_id: number;
  event_datum: IsoDate;
  nachricht: string;
}

/** An inquiry as its sender sees it in every view (the list and the data export). */
export interface InquirySummary {
  id: number;
  anbieter_id: number;
  firmenname: string;
  nachricht: string;
  event_datum: IsoDate;
  gesendet_am: IsoDateTime;
  hat_bewertet: boolean;
  /** Set by the provider; `neu` until they change it. */
  status: InquiryStatus;
}

/** One of the user's own inquiries (`GET /api/profile/inquiries`). */
export interface Inquiry extends InquiryDetails, InquirySummary {
  /**
   * The event lies before today (Berlin calendar day) and the inquiry is not reviewed yet:
   * the user may review the provider now. Decided by the server, never by the browser's clock.
   */
  bewertung_offen: boolean;
  /** Messages in the inquiry's thread (`GET /api/inquiries/{id}/messages`). */
  nachrichten_anzahl: number;
}

/** `GET /api/admin/inquiries/all` */
export interface AdminInquiry extends Inquiry {
  user_vorname: string;
  user_nachname: string;
  user_email: string;
  provider_name: string;
}

/** `POST /api/inquiries` → 201 */
export interface CreateInquiryResponse {
  msg: string;
  id: number;
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
