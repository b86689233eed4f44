import type { IsoDate, IsoDateTime } from './common';
import type { InquiryStatus } from './workspace';

/** `POST /api/inquiries` */
export interface CreateInquiryRequest {
  anbieter_id: number;
  event_datum: IsoDate;
  nachricht: string;
}

/** One of the user's own inquiries (`GET /api/profile/inquiries`). */
export interface Inquiry {
  id: number;
  anbieter_id: number;
  firmenname: string;
  nachricht: string;
  event_datum: IsoDate;
  gesendet_am: IsoDateTime;
  hat_bewertet: boolean;
  /**
   * The event lies before today (Berlin calendar day) and the inquiry is not reviewed yet:
   * the user may review the provider now. Decided by the server, never by the browser's clock.
   */
  bewertung_offen: boolean;
  /** Set by the provider; `neu` until they change it. */
  status: InquiryStatus;
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
