import { lazily } from '@event-kompass/shared-types';

/**
 * Whole numbers the German way ("1.200"): prices, counts, and km (the API answers whole km; a
 * fraction would claim a precision the postal-code centres lack).
 */
const WHOLE = lazily(() => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }));

export function formatWholeNumber(value: number): string {
  return WHOLE().format(value);
}

export function formatPriceFrom(euros: number): string {
  return `ab ${formatWholeNumber(euros)} €`;
}

export function formatDistance(km: number): string {
  return `${formatWholeNumber(km)} km entfernt`;
}

/** "1 Anbieter", "128 Anbieter", "1.280 Anbieter" */
export function formatProviderCount(count: number): string {
  return `${formatWholeNumber(count)} Anbieter`;
}

/** A count with the noun in singular or plural: "1 belegter Tag", "3 belegte Tage", "1.200 …". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatWholeNumber(count)} ${count === 1 ? one : many}`;
}
