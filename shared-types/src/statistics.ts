/**
 * What a listing brings and how fast its provider answers (issue 25), and its calendar sync.
 * The numbers behind the response figures are here so the server, the ranking page and the
 * provider page say the same.
 */

/** The response figures look at the inquiries of this many days. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Below this many judged inquiries in the window both figures are `null`. */
export const RESPONSE_MIN_INQUIRIES = 3;
/** `antwortquote` counts the inquiries answered within this many hours. */
export const RESPONSE_QUOTE_HOURS = 48;

/** One month of `GET /api/profile/provider/:id/statistik`. */
export interface ListingMonth {
  /** `YYYY-MM`, Berlin. */
  monat: string;
  /** Views of the provider page (HTML and API), without bots and without the owner. */
  aufrufe: number;
  /** Appearances on a page of search or category results. */
  suchtreffer: number;
  anfragen: number;
  /** Inquiries moved to status `angebot` that month. */
  angebote: number;
  /** Inquiries moved to status `gebucht` that month. */
  buchungen: number;
}

/** `GET /api/profile/provider/:id/statistik` */
export interface ListingStatistics {
  /** The last 12 months, oldest first, the current one last. */
  monate: ListingMonth[];
  antwortzeit_stunden: number | null;
  antwortquote: number | null;
}

/** `GET /api/profile/provider/:id/kalender` and `POST …/kalender/neu` */
export interface CalendarFeed {
  /** The secret address of the iCal feed (booked and taken days); renewing it ends the old one. */
  feed_url: string;
  /** The external calendar read into the taken days, `null` when none. */
  import_url: string | null;
  /** When the import last read it (ISO), `null` before the first success. */
  import_stand: string | null;
  /** Why the last import failed, `null` after a success. */
  import_fehler: string | null;
}

/** `PUT /api/profile/provider/:id/kalender-import`; `null` or `""` stops the import. */
export interface CalendarImportRequest {
  url: string | null;
}

/** "Antwortet meist innerhalb von 3 Stunden" / "… einer Stunde" (German singular and plural). */
export function responseTimeText(hours: number): string {
  if (hours <= 1) return 'Antwortet meist innerhalb einer Stunde';
  if (hours >= 48 && hours % 24 === 0) return `Antwortet meist innerhalb von ${hours / 24} Tagen`;
  return `Antwortet meist innerhalb von ${hours} Stunden`;
}
