import type { IsoDate, IsoDateTime } from './common';

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
  website_url: string | null;
  instagram_url: string | null;
  kategorien: ProviderCategoryRef[];
  /** Average of its reviews' stars, `null` when it has none. */
  average_rating: number | null;
  review_count: number;
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
}

/** A provider with everything, as the admins see it. */
export interface AdminProvider {
  id: number;
  firmenname: string;
  beschreibung: string;
  email: string;
  handynummer: string | null;
  website_url: string | null;
  instagram_url: string | null;
  ist_freigeschaltet: boolean;
  eintrag_gueltig_bis: IsoDate | null;
  neue_kategorie_vorschlag: string | null;
  kategorien: ProviderCategoryRef[];
  average_rating: number | null;
  review_count: number;
  anfragen_anzahl: number;
  erstellt_am: IsoDateTime;
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
}

/** `GET /api/admin/expiring-providers` */
export interface ExpiringProvider {
  id: number;
  firmenname: string;
  email: string;
  eintrag_gueltig_bis: IsoDate;
  /** Calendar days until the end of the listing in Europe/Berlin; negative once ended. */
  tage_verbleibend: number;
  /** `PUBLIC_URL/verlaengerung/{id}` */
  verlaengerungs_link: string;
}

/** `GET /api/renewal/provider/{id}`: enough to greet the provider, nothing more. */
export interface RenewalProviderInfo {
  id: number;
  firmenname: string;
}
