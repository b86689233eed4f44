import { lazily } from './common';

/**
 * German ordering for names: Ü next to U, case and accents ignored, "DJ 2" before "DJ 10".
 * One collator for the backend's lists and the admin console's sortable tables.
 */
const GERMAN = /*#__PURE__*/ lazily(() => new Intl.Collator('de', { sensitivity: 'base', numeric: true }));

export function compareGerman(a: string, b: string): number {
  return GERMAN().compare(a, b);
}

/** A sorted copy, the German way. */
export function sortedGerman(names: readonly string[]): string[] {
  return [...names].sort(compareGerman);
}
