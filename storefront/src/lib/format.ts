/** German number formats for what the result lists show ("ab 1.200 €", "12 km entfernt"). */
const EUROS = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
/** The API answers whole km; a fraction would claim a precision the postal-code centres lack. */
const KM = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

export function formatPriceFrom(euros: number): string {
  return `ab ${EUROS.format(euros)} €`;
}

export function formatDistance(km: number): string {
  return `${KM.format(km)} km entfernt`;
}

/** "1 Anbieter", "128 Anbieter", "1.280 Anbieter" */
export function formatProviderCount(count: number): string {
  return `${EUROS.format(count)} Anbieter`;
}
