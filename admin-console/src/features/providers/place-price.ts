import {
  PROVIDER_NUMBER_LIMITS,
  type AdminProvider,
  type AdminUpdateProviderRequest,
} from '@event-kompass/shared-types';

/** The place and price fields of the edit form as typed (text, so a half-typed value is kept). */
export interface PlacePriceDraft {
  plz: string;
  einsatzradius_km: string;
  preis_ab: string;
}

export type PlacePriceField = keyof PlacePriceDraft;

export type PlacePriceProblems = Partial<Record<PlacePriceField, string>>;

export const PLACE_PRICE_MESSAGES = {
  plz: 'Bitte eine Postleitzahl aus 5 Ziffern eingeben oder das Feld leeren.',
  einsatzradius_km: `Bitte eine ganze Zahl von 0 bis ${PROVIDER_NUMBER_LIMITS.maxRadiusKm} eingeben.`,
  preis_ab: `Bitte einen ganzen Euro-Betrag von 0 bis ${PROVIDER_NUMBER_LIMITS.maxPriceEuro.toLocaleString('de-DE')} eingeben.`,
} as const satisfies Record<PlacePriceField, string>;

const WHOLE_NUMBER = /^\d+$/;

export function placePriceDraft(
  provider: Pick<AdminProvider, 'plz' | 'einsatzradius_km' | 'preis_ab'>,
): PlacePriceDraft {
  return {
    plz: provider.plz ?? '',
    einsatzradius_km: String(provider.einsatzradius_km),
    preis_ab: provider.preis_ab === null ? '' : String(provider.preis_ab),
  };
}

/**
 * Only the shape is checked here; whether a PLZ exists is the server's table, and its `msg` says so.
 * Empty fields are allowed: they clear PLZ and price and reset the radius to the default.
 */
export function placePriceProblems(draft: PlacePriceDraft): PlacePriceProblems {
  const problems: PlacePriceProblems = {};
  const plz = draft.plz.trim();
  if (plz && !/^\d{5}$/.test(plz)) problems.plz = PLACE_PRICE_MESSAGES.plz;
  const radius = draft.einsatzradius_km.trim();
  if (radius && (!WHOLE_NUMBER.test(radius) || Number(radius) > PROVIDER_NUMBER_LIMITS.maxRadiusKm)) {
    problems.einsatzradius_km = PLACE_PRICE_MESSAGES.einsatzradius_km;
  }
  const price = draft.preis_ab.trim();
  if (price && (!WHOLE_NUMBER.test(price) || Number(price) > PROVIDER_NUMBER_LIMITS.maxPriceEuro)) {
    problems.preis_ab = PLACE_PRICE_MESSAGES.preis_ab;
  }
  return problems;
}

/** The request's part for a valid draft: empty means `null` (PLZ and price cleared, radius default). */
export function placePriceRequest(
  draft: PlacePriceDraft,
): Required<Pick<AdminUpdateProviderRequest, 'plz' | 'einsatzradius_km' | 'preis_ab'>> {
  const number = (text: string) => (text.trim() ? Number(text.trim()) : null);
  return {
    plz: draft.plz.trim() || null,
    einsatzradius_km: number(draft.einsatzradius_km),
    preis_ab: number(draft.preis_ab),
  };
}

/** "ab 1.200 €" */
export const priceLabel = (euros: number) => `ab ${euros.toLocaleString('de-DE')} €`;

/** "10115 Berlin", or just the PLZ while its place is unknown. */
export const placeLabel = (provider: Pick<AdminProvider, 'plz' | 'ort'>) =>
  [provider.plz, provider.ort].filter(Boolean).join(' ');
