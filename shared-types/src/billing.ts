/** `POST /api/renewal/billing-info` */
export interface RenewalBillingRequest {
  name: string;
  street: string;
  city: string;
  providerName: string;
  providerEmail: string;
}

export interface RenewalBillingResponse {
  msg: string;
  /** The external payment link (40,00 € a year). */
  payment_link: string;
}

/** The price of one year's listing, as shown. */
export const RENEWAL_PRICE_LABEL = '40,00 €';
