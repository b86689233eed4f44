import type { IsoDate, IsoDateTime } from './common';
import type { ProviderPhoto } from './photo';

export interface ProviderCategoryRef {
  id: number;
  name: string;
  farbe: string;
}

/** A provider as the public sees it: never its e-mail or phone number. */
export interface PublicProvider {
  id: number;
  firmenname: string;
  beschreibung: string;
  /** @format uri */
  website_url: string | null;
  /** @format uri */
  instagram_url: string | null;
  kategorien: ProviderCategoryRef[];
  /** Average of its reviews' stars, `null` when it has none. */
  average_rating: number | null;
  review_count: number;
  /** German postal code of the provider's base, `null` when it gave none. */
  plz: string | null;
  /** The place of `plz`, derived on the server (never typed). */
  ort: string | null;
  /**
   * How far the provider travels from `plz`, in km (0–500, default 50).
   * @asType integer
   * @minimum 0
   * @maximum 500
   */
  einsatzradius_km: number;
  /** "ab 450 €": the lowest price in whole euros, `null` when not stated. */
  preis_ab: number | null;
  /** The listing's photos in the owner's order (the first is shown on the cards). */
  fotos: ProviderPhoto[];
  /**
   * Median hours from an inquiry to the provider's first answer over the last 90 days (whole
   * hours, at least 1); `null` below `RESPONSE_MIN_INQUIRIES` or when most stay unanswered.
   */
  antwortzeit_stunden: number | null;
  /** Share (%) of those inquiries answered within 48 hours; `null` below `RESPONSE_MIN_INQUIRIES`. */
  antwortquote: number | null;
  /** Distance in whole km from the `plz` a list was asked for; only then present. */
  entfernung_km?: number;
}

/** One hit of `GET /api/search`. */
export interface SearchResult extends PublicProvider {
  /** The names of its categories, comma separated. */
  kategorie_name: string;
}

/** `POST /api/providers/register` */
export interface ProviderApplicationRequest {
  firmenname: string;
  email: string;
  handynummer?: string | null;
  website_url?: string | null;
  instagram_url?: string | null;
  beschreibung: string;
  kategorie_ids: number[];
  neue_kategorie_vorschlag?: string | null;
  /** Optional so that older clients keep working; must be a real German postal code. */
  plz?: string | null;
  /** 0–500; 50 when missing. */
  einsatzradius_km?: number | null;
  /** Whole euros ≥ 0. */
  preis_ab?: number | null;
  /**
   * The applicant accepts the AGB (`AGB_VERSION`); version and time are stored. Optional so older
   * clients keep working; when sent it must be true. The storefront's form always sends it.
   */
  agb_akzeptiert?: boolean;
}

/** The AGB in force: its date ("Stand") is its version, stored with every acceptance. */
export const AGB_VERSION = '2026-11-25';

/** A listing's stored fields as the admins and its owner see them. */
export interface ListingFields {
  id: number;
  firmenname: string;
  beschreibung: string;
  /** @format email */
  email: string;
  handynummer: string | null;
  /** @format uri */
  website_url: string | null;
  /** @format uri */
  instagram_url: string | null;
  kategorien: ProviderCategoryRef[];
  plz: string | null;
  ort: string | null;
  einsatzradius_km: number;
  preis_ab: number | null;
  ist_freigeschaltet: boolean;
  eintrag_gueltig_bis: IsoDate | null;
}

/** A provider with everything, as the admins see it. */
export interface AdminProvider extends ListingFields {
  neue_kategorie_vorschlag: string | null;
  average_rating: number | null;
  review_count: number;
  anfragen_anzahl: number;
  erstellt_am: IsoDateTime;
  /** The account that runs the listing (its workspace), null when none. */
  besitzer: ListingOwner | null;
}

/** `PUT /api/admin/providers/{id}` */
export interface AdminUpdateProviderRequest {
  firmenname: string;
  beschreibung: string;
  email: string;
  handynummer?: string | null;
  website_url?: string | null;
  instagram_url?: string | null;
  ist_freigeschaltet: boolean;
  eintrag_gueltig_bis?: IsoDate | null;
  kategorie_ids: number[];
  neue_kategorie_vorschlag?: string | null;
  /** Missing keeps the stored value; `null` clears it. */
  plz?: string | null;
  /** Missing keeps the stored value; `null` sets the default 50. */
  einsatzradius_km?: number | null;
  /** Missing keeps the stored value; `null` clears it. */
  preis_ab?: number | null;
  /**
   * The e-mail address of the account that runs the listing. Missing keeps the owner; `null`
   * removes a named owner (the account with the listing's e-mail address then runs it).
   */
  besitzer_email?: string | null;
  /**
   * Why an active listing is taken offline (`ist_freigeschaltet` from true to false): the
   * statement of reasons mailed to the provider (DSA Art. 17). Empty: a general text.
   */
  begruendung?: string | null;
}

/** `GET /api/admin/expiring-providers` */
export interface ExpiringProvider {
  id: number;
  firmenname: string;
  email: string;
  /** false: the daily job took the listing offline when it ended; it stays in the list until renewed. */
  ist_freigeschaltet: boolean;
  /** The day the listing went offline because it ended; null while it is online. */
  abgelaufen_am: IsoDate | null;
  eintrag_gueltig_bis: IsoDate;
  /** Calendar days until the end of the listing in Europe/Berlin; negative once ended. */
  tage_verbleibend: number;
  /** `PUBLIC_URL/verlaengerung/{id}` */
  verlaengerungs_link: string;
  /** The end date `POST /api/admin/providers/{id}/renew` would set now (one year after the later of today and the current end). */
  verlaengerung_bis: IsoDate;
}

/** `GET /api/renewal/provider/{id}`: enough to greet the provider, nothing more. */
export interface RenewalProviderInfo {
  id: number;
  firmenname: string;
}

/** `POST /api/admin/providers/{id}/renew`: one more year, counted from the later of today (Berlin) and the current end; activates the listing. */
export interface RenewProviderResponse {
  msg: string;
  provider: AdminProvider;
}

/**
 * Optional query parameters of `GET /api/providers/category/{id}` and `GET /api/search`
 * (all as URL text). The body stays a JSON array; the number of all matches is in the
 * `X-Total-Count` header.
 */
export interface ProviderListQuery {
  /** Only providers whose service radius around their own `plz` reaches this postal code. */
  plz?: string;
  /** With `plz`: the distance must also be within this many km (1–1000). */
  umkreis?: number;
  /** Only providers with a stated `preis_ab` of at most this many euros. */
  preis_max?: number;
  /** Only providers with an average rating of at least this (1–5). */
  bewertung_min?: number;
  /** Search only: only providers of this category id. */
  kategorie?: number;
  /** `YYYY-MM-DD`: leave out providers who marked this day as taken. */
  datum?: string;
  /**
   * The order (default `relevanz`: the search's ranking; a category by name, nearest first with
   * `plz`). `bewertung`: best average first; `preis`: lowest `preis_ab` first (without a price
   * last); `entfernung`: nearest first, needs `plz` (without one: 400).
   */
  sortierung?: ListSort;
  /** Page size (1–100). Without it the category list returns all, the search its first 50. */
  limit?: number;
  /** How many matches to skip (≥ 0). */
  offset?: number;
}

/**
 * The address parameters of the result pages (`/category/:id`, `/search`) that filter or order the
 * list: the storefront's filter bar reads and writes them, the server renders and caches a page
 * keyed on them (with `LIST_PAGES_PARAM`).
 */
export const LIST_FILTER_PARAMS = [
  'plz',
  'umkreis',
  'preis_max',
  'bewertung_min',
  'datum',
  'sortierung',
] as const satisfies ReadonlyArray<keyof ProviderListQuery>;

/** How many pages of a result list the address asks for ("Mehr anzeigen"). */
export const LIST_PAGES_PARAM = 'seiten';

/** The orders a provider list offers (`sortierung`). */
export const LIST_SORTS = ['relevanz', 'bewertung', 'preis', 'entfernung'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The header with the number of all matches of a provider list, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * On a search that found nothing: the query with each unknown word replaced by the nearest
 * known spelling, URI-encoded (`encodeURIComponent`); absent when there is none.
 */
export const SPELLING_SUGGESTION_HEADER = 'X-Suggested-Query';

/** Page size of the storefront's result lists ("Mehr anzeigen" loads the next). */
export const RESULT_PAGE_SIZE = 24;

/** The largest `limit` a provider list accepts. */
export const MAX_PAGE_SIZE = 100;

/** `GET /api/search/suggest?q=`: at most 8, as the visitor types. */
export interface SearchSuggestion {
  text: string;
  typ: 'anbieter' | 'kategorie' | 'ort';
  /** The provider's id for `anbieter`, the category's for `kategorie`, else `null`. */
  id: number | null;
}

/** Who runs a listing, as the admins see it. */
export interface ListingOwner {
  user_id: number;
  name: string;
  email: string;
  /** true: named explicitly (application while logged in, or an admin); false: by the same e-mail. */
  ausdruecklich: boolean;
}

/** `GET /api/providers/{id}/availability` and the body of `PUT /api/profile/provider/{id}/availability`. */
export interface ProviderAvailability {
  /**
   * Taken days from today on, ascending; at most `MAX_TAKEN_DATES`.
   * @maxItems 366
   */
  belegt: IsoDate[];
}

/** The most days a listing may mark as taken at once. */
export const MAX_TAKEN_DATES = 366;
