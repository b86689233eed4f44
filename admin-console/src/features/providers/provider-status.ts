import { berlinToday, germanDate, type AdminProvider } from '@event-kompass/shared-types';

/**
 * 'Ausstehend' before activation, 'Aktiv bis {TT.MM.JJJJ}' after, 'N/A' when active without an end
 * date; a listing whose end date has passed says so ('Aktiv bis 21.11.2026 – abgelaufen').
 */
export function providerStatus(
  provider: Pick<AdminProvider, 'ist_freigeschaltet' | 'eintrag_gueltig_bis'>,
  today: string = berlinToday(),
): string {
  if (!provider.ist_freigeschaltet) return 'Ausstehend';
  if (!provider.eintrag_gueltig_bis) return 'N/A';
  const active = `Aktiv bis ${germanDate(provider.eintrag_gueltig_bis)}`;
  return isExpired(provider, today) ? `${active} – abgelaufen` : active;
}

/** An active listing whose end date (the last day it runs) lies before today (Berlin). */
export function isExpired(
  provider: Pick<AdminProvider, 'ist_freigeschaltet' | 'eintrag_gueltig_bis'>,
  today: string = berlinToday(),
): boolean {
  return (
    provider.ist_freigeschaltet &&
    provider.eintrag_gueltig_bis !== null &&
    provider.eintrag_gueltig_bis < today
  );
}
