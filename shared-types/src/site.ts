/** `GET /api/site`: operator data from configuration, for the legal pages. */
export interface SiteInfo {
  operator_name: string;
  operator_address: string;
  operator_email: string;
  public_url: string;
}
