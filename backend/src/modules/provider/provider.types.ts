import type { AdminProvider, PublicProvider } from '@event-kompass/shared-types';

/** A public provider as this module knows it; ratings come from the review module, photos from the photo module. */
export type PublicListing = Omit<
  PublicProvider,
  'average_rating' | 'review_count' | 'entfernung_km' | 'fotos'
>;

/** The admin's view of a provider without what other modules add (ratings, inquiry count, owner). */
export type AdminListing = Omit<
  AdminProvider,
  'average_rating' | 'review_count' | 'anfragen_anzahl' | 'besitzer'
>;

/** Who a mail about a provider goes to. */
export interface ProviderContact {
  id: number;
  firmenname: string;
  email: string;
}

/** An activated listing with its end date, for reminders, deactivation and the expiry list. */
export interface RenewalListing extends ProviderContact {
  eintrag_gueltig_bis: string;
}

export interface ExpiringListing extends RenewalListing {
  ist_freigeschaltet: boolean;
  abgelaufen_am: string | null;
}

/** How the renewal page names the listing it renews: by id, else by e-mail, else by a unique name. */
export interface RenewalLookup {
  providerId?: number;
  providerEmail: string;
  providerName: string;
}

/**
 * The caller as ownership needs them: their id, e-mail address and whether that address is
 * confirmed (only a confirmed address owns a listing by e-mail).
 */
export interface ListingUser {
  id: number;
  email: string;
  emailConfirmed: boolean;
}

/** A listing that was public once and is no more: what is needed to point to its categories. */
export interface RetiredListing {
  id: number;
  kategorien: PublicListing['kategorien'];
}
