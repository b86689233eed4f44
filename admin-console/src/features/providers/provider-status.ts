import { germanDate, type AdminProvider } from '@event-kompass/shared-types';

/** 'Ausstehend' before activation, 'Aktiv bis {TT.MM.JJJJ}' after, 'N/A' when active without an end date. */
export function providerStatus(
  provider: Pick<AdminProvider, 'ist_freigeschaltet' | 'eintrag_gueltig_bis'>,
): string {
  if (!provider.ist_freigeschaltet) return 'Ausstehend';
  return provider.eintrag_gueltig_bis ? `Aktiv bis ${germanDate(provider.eintrag_gueltig_bis)}` : 'N/A';
}
