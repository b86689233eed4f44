import { isExpired, providerStatus } from '@admin/features/providers/provider-status';

describe('providerStatus', () => {
  it('shows the status as the spec says', () => {
    expect(providerStatus({ ist_freigeschaltet: false, eintrag_gueltig_bis: '2027-01-01' })).toBe(
      'Ausstehend',
    );
    expect(providerStatus({ ist_freigeschaltet: true, eintrag_gueltig_bis: '2027-01-31' })).toBe(
      'Aktiv bis 31.01.2027',
    );
    expect(providerStatus({ ist_freigeschaltet: true, eintrag_gueltig_bis: null })).toBe('N/A');
  });

  it('marks an active listing whose end date has passed, and only that', () => {
    const today = '2026-11-27';
    const ended = { ist_freigeschaltet: true, eintrag_gueltig_bis: '2026-11-21' };
    expect(providerStatus(ended, today)).toBe('Aktiv bis 21.11.2026 – abgelaufen');
    expect(isExpired(ended, today)).toBe(true);
    // The end date itself is still a day of the listing.
    expect(providerStatus({ ist_freigeschaltet: true, eintrag_gueltig_bis: today }, today)).toBe(
      'Aktiv bis 27.11.2026',
    );
    expect(providerStatus({ ist_freigeschaltet: false, eintrag_gueltig_bis: '2026-11-21' }, today)).toBe(
      'Ausstehend',
    );
    expect(isExpired({ ist_freigeschaltet: true, eintrag_gueltig_bis: null }, today)).toBe(false);
  });
});
