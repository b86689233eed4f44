/**
 * The German messages of the API's field checks, written once: the server's validation pipes
 * build them, and a form that checks before sending shows the very same sentence.
 */

/** `Das Feld „Gäste“ muss eine ganze Zahl von 1 bis 5000 sein.` */
export function integerRangeMessage(
  label: string,
  range: { min: number; max: number; unit?: string },
): string {
  const unit = range.unit ? ` ${range.unit}` : '';
  return `Das Feld „${label}“ muss eine ganze Zahl von ${range.min} bis ${range.max}${unit} sein.`;
}

/** A whole number in the range, as a form holds it (text); blank is "none" and passes. */
export function isWholeNumberIn(text: string, range: { min: number; max: number }): boolean {
  if (text.trim() === '') return true;
  const value = Number(text);
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** A time of day `HH:MM`, 00:00–23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function timeOfDayMessage(label: string): string {
  return `Das Feld „${label}“ muss eine Uhrzeit im Format HH:MM sein.`;
}

/** Five digits: the form of a German postal code (whether it exists, only the server knows). */
export const PLZ_PATTERN = /^\d{5}$/;

export const PLZ_FORMAT_MESSAGE = 'Bitte geben Sie eine gültige deutsche Postleitzahl an (5 Ziffern).';
