import { type IsoDate, type IsoDateTime, keysOf } from './common';

/**
 * How both sides see a status. Its keys, in this order, are the statuses: where a provider stands
 * with an inquiry; only the listing's owner changes it.
 */
export const INQUIRY_STATUS_LABELS = {
  neu: 'Neu',
  in_bearbeitung: 'In Bearbeitung',
  angebot: 'Angebot gesendet',
  gebucht: 'Gebucht',
  abgesagt: 'Abgesagt',
} as const satisfies Readonly<Record<string, string>>;
export type InquiryStatus = keyof typeof INQUIRY_STATUS_LABELS;
export const INQUIRY_STATUSES = keysOf(INQUIRY_STATUS_LABELS);

/**
 * How the occasions read in forms, lists and mails. Its keys are the occasions an inquiry may name,
 * in the order the form offers them.
 */
export const INQUIRY_ANLASS_LABELS = {
  hochzeit: 'Hochzeit',
  geburtstag: 'Geburtstag',
  firmenfeier: 'Firmenfeier',
  weihnachtsfeier: 'Weihnachtsfeier',
  abschlussfeier: 'Abschlussfeier',
  taufe: 'Taufe',
  sonstiges: 'Sonstiges',
} as const satisfies Readonly<Record<string, string>>;
export type InquiryAnlass = keyof typeof INQUIRY_ANLASS_LABELS;
export const INQUIRY_ANLAESSE = keysOf(INQUIRY_ANLASS_LABELS);

/**
 * The details an inquiry gives, as label and text in the order forms ask for them (the inbox,
 * the thread and the provider's mail show the same); those left out are left out.
 */
export function inquiryDetailRows(
  details: Partial<InquiryDetails>,
  placeName?: string | null,
): [string, string][] {
  const rows: [string, string][] = [];
  if (details.anlass) rows.push(['Anlass', INQUIRY_ANLASS_LABELS[details.anlass] ?? details.anlass]);
  if (details.gaeste !== null && details.gaeste !== undefined)
    rows.push(['Gäste', details.gaeste.toLocaleString('de-DE')]);
  if (details.uhrzeit) rows.push(['Uhrzeit', `${details.uhrzeit} Uhr`]);
  if (details.plz) rows.push(placeName ? ['Ort', `${details.plz} ${placeName}`] : ['PLZ', details.plz]);
  if (details.budget_eur !== null && details.budget_eur !== undefined)
    rows.push(['Budget', `${details.budget_eur.toLocaleString('de-DE')} €`]);
  return rows;
}

/** The bounds of the inquiry's number fields. */
export const INQUIRY_LIMITS = { maxGaeste: 5000, maxBudgetEur: 10_000_000 } as const;

/** How the forms label the details, and how the server's messages name them. */
export const INQUIRY_DETAIL_LABELS: Readonly<Record<keyof InquiryDetails, string>> = {
  anlass: 'Anlass',
  gaeste: 'Gäste',
  uhrzeit: 'Uhrzeit',
  plz: 'PLZ des Orts',
  budget_eur: 'Budget',
};

/** The ranges of the number details, for the server's checks and the forms' (`integerRangeMessage`). */
export const INQUIRY_NUMBER_RANGES = {
  gaeste: { min: 1, max: INQUIRY_LIMITS.maxGaeste },
  budget_eur: { min: 0, max: INQUIRY_LIMITS.maxBudgetEur, unit: 'Euro' },
} as const;

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

/** At most this many providers in one Sammelanfrage. */
export const SAMMEL_LIMIT = 5;

/** `POST /api/inquiries/sammel`: one request to several providers; duplicates count once. */
export interface SammelInquiryRequest extends Partial<InquiryDetails> {
  anbieter_ids: number[];
  event_datum: IsoDate;
  nachricht: string;
}

/** `POST /api/inquiries/sammel` → 201: one inquiry (own thread, own mail) per provider. */
export interface SammelInquiryResponse {
  msg: string;
  anfragen: { id: number; anbieter_id: number }[];
}
