import type { ProviderInvoice } from './billing';
import type { IsoDate, IsoDateTime } from './common';
import type { ReportDecision, ReportStatus, ReportTarget } from './report';
import type { InquiryStatus } from './inquiry';
import type { OwnListing } from './workspace';

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
  /** A new address waiting for its confirmation link (`email-change`); null: none. Never the link itself. */
  neue_email_ausstehend: string | null;
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

/** A photo of a listing the account runs: where it is and the text that describes it. */
export interface ExportedPhoto {
  url: string;
  alt: string;
}

/** A listing the account runs, with every field the owner sees, its photos and its taken days. */
export interface ExportedListing extends Omit<OwnListing, 'neue_anfragen' | 'anfragen_gesamt'> {
  fotos: ExportedPhoto[];
  /** Every day marked as taken, past ones too. */
  belegte_tage: IsoDate[];
}

/** A message the account wrote as a provider, in the thread of an inquiry to its listing. */
export interface ExportedProviderMessage {
  anfrage_id: number;
  anbieter_id: number;
  text: string;
  gesendet_am: IsoDateTime;
}

/** A report (notice, DSA Art. 16) the account sent, or sent with its confirmed address. */
export interface ExportedReport {
  id: number;
  art: ReportTarget;
  ziel_id: number;
  grund: string;
  email: string | null;
  erstellt_am: IsoDateTime;
  status: ReportStatus;
  entscheidung: ReportDecision | null;
  begruendung: string | null;
  entschieden_am: IsoDateTime | null;
}

/** A message from the contact form sent with the account's confirmed address. */
export interface ExportedContactMessage {
  name: string;
  email: string;
  nachricht: string;
  erstellt_am: IsoDateTime;
}

/** Billing data left on the renewal page for a listing the account runs or with its address. */
export interface ExportedBillingData {
  anbieter_id: number | null;
  name: string;
  strasse: string;
  ort: string;
  anbieter_name: string;
  anbieter_email: string;
  erstellt_am: IsoDateTime;
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
  nachrichten_als_anbieter: ExportedProviderMessage[];
  meldungen: ExportedReport[];
  kontaktnachrichten: ExportedContactMessage[];
  rechnungsdaten: ExportedBillingData[];
  /** The invoices of the account's listings (issue 26), with their signed PDF links. */
  rechnungen: ProviderInvoice[];
  e_mails: ExportedMail[];
}
