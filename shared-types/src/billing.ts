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
  /** The external payment link (40,00 € a year). */
  payment_link: string;
}

/** The price of one year's listing, as shown. */
export const RENEWAL_PRICE_LABEL = '40,00 €';
