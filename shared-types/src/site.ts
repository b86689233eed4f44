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
