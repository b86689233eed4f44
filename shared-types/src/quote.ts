import { type IsoDate, type IsoDateTime, keysOf } from './common';

/**
 * How both sides see a quote's status. Its keys, in this order, are the statuses; `ersetzt` (a
 * newer quote took its place) is kept as history only.
 */
export const QUOTE_STATUS_LABELS = {
  offen: 'Offen',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
  abgelaufen: 'Abgelaufen',
} as const satisfies Readonly<Record<string, string>>;
export type QuoteStatus = keyof typeof QUOTE_STATUS_LABELS;
export const QUOTE_STATUSES = keysOf(QUOTE_STATUS_LABELS);

/** The bounds of a quote. */
export const QUOTE_LIMITS = {
  minPositionen: 1,
  maxPositionen: 20,
  /** One position's text, in characters. */
  positionText: 200,
  hinweis: 2000,
  /** One position at most 100 000,00 €: more is a typing mistake, and 20 of them stay far below the int column's range. */
  maxBetragCent: 10_000_000,
} as const;

/** One line of a quote: what and how much, in whole cents. */
export interface QuotePosition {
  text: string;
  betrag_cent: number;
}

/** `POST /api/profile/provider/{id}/inquiries/{inquiryId}/angebot` */
export interface SendQuoteRequest {
  positionen: QuotePosition[];
  /** From today to the event date. */
  gueltig_bis: IsoDate;
  hinweis?: string | null;
}

/** `GET /api/inquiries/{id}/angebot`: the inquiry's latest quote, for its customer and its provider. */
export interface InquiryQuote {
  id: number;
  anfrage_id: number;
  positionen: QuotePosition[];
  /** The sum of the positions, computed by the server. */
  summe_cent: number;
  gueltig_bis: IsoDate;
  hinweis: string | null;
  status: QuoteStatus;
  gesendet_am: IsoDateTime;
}

/** `POST /api/inquiries/{id}/angebot/annehmen` and `…/ablehnen`: optionally the quote the customer saw. */
export interface DecideQuoteRequest {
  /** When given and a newer quote replaced it meanwhile, the answer is 409. */
  angebot_id?: number;
}

/** An amount in cents the German way: `1.234,50 €`. */
export function euroFromCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole},${rest} €`;
}
