import type { IsoDate, IsoDateTime } from './common';
import type { InquiryStatus } from './workspace';

/** The account's own fields in the export; never the password hash or link tokens. */
export interface ExportedAccount {
  id: number;
  vorname: string;
  nachname: string;
  email: string;
  handynummer: string | null;
  ist_admin: boolean;
  erstellt_am: IsoDateTime;
  /** When the address was confirmed through the mailed link; null: not (yet). */
  email_bestaetigt_am: IsoDateTime | null;
}

/** A consent the user gave or did not give, with its date. */
export interface ExportedConsent {
  /** What the consent is for, in German. */
  zweck: string;
  erteilt: boolean;
  erteilt_am: IsoDateTime | null;
}

export interface ExportedInquiryMessage {
  /** true: written by the provider; false: by the user. */
  von_anbieter: boolean;
  text: string;
  gesendet_am: IsoDateTime;
}

export interface ExportedInquiry {
  id: number;
  anbieter_id: number;
  firmenname: string;
  nachricht: string;
  event_datum: IsoDate;
  gesendet_am: IsoDateTime;
  hat_bewertet: boolean;
  status: InquiryStatus;
  nachrichten: ExportedInquiryMessage[];
}

export interface ExportedReview {
  id: number;
  anbieter_id: number;
  firmenname: string;
  sterne: number;
  kommentar: string | null;
  erstellt_am: IsoDateTime;
  antwort_text: string | null;
  antwort_am: IsoDateTime | null;
}

/** A listing the account runs (its own data belongs to the provider, not to the person). */
export interface ExportedListing {
  id: number;
  firmenname: string;
  zustand_text: string;
}

/** A mail the site sent (or will send) to the account's address: what and when, not its text. */
export interface ExportedMail {
  betreff: string;
  erstellt_am: IsoDateTime;
  /** Null while it waits in the outbox. */
  versendet_am: IsoDateTime | null;
}

/** `GET /api/profile/me/export`: everything stored about the account (GDPR Art. 15 and 20). */
export interface PersonalDataExport {
  exportiert_am: IsoDateTime;
  hinweis: string;
  konto: ExportedAccount;
  einwilligungen: ExportedConsent[];
  anfragen: ExportedInquiry[];
  bewertungen: ExportedReview[];
  eintraege: ExportedListing[];
  e_mails: ExportedMail[];
}
