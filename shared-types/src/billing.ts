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
  /** The invoice issued for the renewal (issue 26). */
  rechnung: InvoiceRef;
}

/** An invoice as its recipient gets it: number, gross amount and the signed link to its PDF. */
export interface InvoiceRef {
  /** `RE-2026-00001`: consecutive per year without gaps. */
  nummer: string;
  /** Gross in cent; negative for a cancellation invoice. */
  betrag_cent: number;
  /** A signed link to the PDF: no login needed, and no other invoice's link can be derived from it. */
  pdf_url: string;
}

/** `offen` until paid in full, `ueberfaellig` once open past its due date. */
export const INVOICE_STATUSES = ['offen', 'bezahlt', 'storniert', 'ueberfaellig'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_KINDS = ['ueberweisung', 'paypal', 'bar'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Days between the invoice date and the due date. */
export const INVOICE_PAYMENT_DAYS = 14;

/** `POST /api/admin/invoices/:id/zahlungen` */
export interface InvoicePaymentRequest {
  /** `YYYY-MM-DD`, the day the money arrived. */
  datum: string;
  betrag_cent: number;
  art: PaymentKind;
  /**
   * The bank statement line this payment books (`OpenStatementLine.schluessel`): a line is booked
   * once, by hand or by an import. Missing or null for money that came another way.
   */
  kontoauszug_schluessel?: string | null;
}

export interface InvoicePayment {
  id: number;
  datum: string;
  betrag_cent: number;
  art: PaymentKind;
  /** `manuell` (recorded by an admin) or `kontoauszug` (a line of an imported bank statement). */
  quelle: 'manuell' | 'kontoauszug';
  /** The listing's new end when this payment settled the invoice; null otherwise. */
  verlaengert_bis: string | null;
}

/** The provider's view of one invoice (`GET /api/profile/provider/:id/rechnungen`). */
export interface ProviderInvoice extends InvoiceRef {
  /** `rechnung`, or `storno` for a cancellation invoice. */
  art: 'rechnung' | 'storno';
  datum: string;
  faellig_am: string;
  status: InvoiceStatus;
}

/** One invoice in the console (`GET /api/admin/invoices`). */
export interface AdminInvoice extends ProviderInvoice {
  id: number;
  anbieter_id: number | null;
  anbieter_name: string;
  empfaenger: { name: string; strasse: string; ort: string };
  email: string;
  leistung_von: string | null;
  leistung_bis: string | null;
  bezahlt_cent: number;
  zahlungen: InvoicePayment[];
  /** The cancellation invoice's number once cancelled; for a cancellation, the invoice it cancels. */
  storno_nummer: string | null;
  storno_zu: string | null;
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

/**
 * An amount in cent the German way, without thousands separator (prices here stay below 1000 €);
 * a cancellation's negative amounts with a minus: "-40,00 €".
 */
export function euroLabel(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')} €`;
}
