/** `GET /api/site`: operator data from configuration, for the legal pages. */
export interface SiteInfo {
  operator_name: string;
  operator_address: string;
  operator_email: string;
  /** Further Impressum details; null when not configured. */
  operator_phone: string | null;
  /** e.g. "GmbH" */
  operator_legal_form: string | null;
  /** Who may represent the operator, e.g. "Geschäftsführerin: Clara Beispiel". */
  operator_representative: string | null;
  /** Register court and number, e.g. "Amtsgericht Mannheim, HRB 123456". */
  operator_register: string | null;
  operator_vat_id: string | null;
  public_url: string;
}

/**
 * The id of the data block in a server-rendered page that holds its loaders' results: written by
 * the backend (modules/seo), read by the storefront before it hydrates (src/app/hydration.ts).
 */
export const HYDRATION_DATA_ID = 'route-data';

/**
 * What the storefront's API client needs of an answer. The browser's `Response` is one; the server
 * hands in lighter ones when it renders a page (no stream and header object per request).
 */
export interface ApiAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** How the storefront's API client sends a request (`fetch` in the browser). */
export type ApiTransport = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<ApiAnswer>;
