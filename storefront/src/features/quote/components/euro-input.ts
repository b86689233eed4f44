import { QUOTE_LIMITS } from '@event-kompass/shared-types';

/**
 * An amount as people type it ("40", "40,5", "1.234,50", "1234.50 €") in whole cents; null when it
 * is no amount. A comma is the decimal mark, dots before it group thousands.
 */
export function centsFromInput(input: string): number | null {
  let text = input.replace(/[\s€]/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The German sentence for what is wrong with one position, or null. */
export function positionProblem(index: number, text: string, amount: string): string | null {
  const name = `Position ${index + 1}`;
  if (!text.trim()) return `${name}: Bitte geben Sie eine Beschreibung an.`;
  if (text.trim().length > QUOTE_LIMITS.positionText) {
    return `${name}: Die Beschreibung darf höchstens ${QUOTE_LIMITS.positionText} Zeichen lang sein.`;
  }
  const cents = centsFromInput(amount);
  if (cents === null || cents < 1) return `${name}: Bitte geben Sie einen Betrag in Euro an, z. B. 40,00.`;
  if (cents > QUOTE_LIMITS.maxBetragCent) return `${name}: Der Betrag darf höchstens 100.000,00 € sein.`;
  return null;
}
