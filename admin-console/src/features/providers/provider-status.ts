import type { AdminProvider } from '@event-kompass/shared-types';
import { formatDate } from '@admin/lib/dates';

/** 'Ausstehend' before activation, 'Aktiv bis {TT.MM.JJJJ}' after, 'N/A' when active without an end date. */
export function providerStatus(
  provider: Pick<AdminProvider, 'ist_freigeschaltet' | 'eintrag_gueltig_bis'>,
): string {
  if (!provider.ist_freigeschaltet) return 'Ausstehend';
  return provider.eintrag_gueltig_bis ? `Aktiv bis ${formatDate(provider.eintrag_gueltig_bis)}` : 'N/A';
}
