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
