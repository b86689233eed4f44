/** `POST /api/renewal/billing-info` */
export interface RenewalBillingRequest {
  name: string;
  street: string;
  city: string;
  providerName: string;
  providerEmail: string;
  /**
   * The provider being renewed (the id of `/verlaengerung/{id}`). The renewal page knows no e-mail
   * address (`RenewalProviderInfo` holds only id and name), so it sends `providerEmail` empty and the
   * server takes the provider's own address from this id.
   */
  providerId?: number;
}

export interface RenewalBillingResponse {
  msg: string;
  /** The external payment link (RENEWAL_PRICE_LABEL a year). */
  payment_link: string;
}

/**
 * The terms of a listing (docs/decisions.md: Laufzeit und Preis eines Eintrags), stated once for
 * the server, the storefront, the console and the mails.
 */
/** The price of one year's listing in cent. */
export const RENEWAL_PRICE_CENTS = 4000;

/** The price of one year's listing, as shown: "40,00 €". */
export const RENEWAL_PRICE_LABEL = euroLabel(RENEWAL_PRICE_CENTS);

/** The free first listing period. */
export const FREE_LISTING_MONTHS = 6;

/** The free first period as the texts say it: "6 Monate". */
export const FREE_LISTING_LABEL = `${FREE_LISTING_MONTHS} Monate`;

/** A price in cent the German way, without thousands separator (prices here stay below 1000 €). */
function euroLabel(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
}
