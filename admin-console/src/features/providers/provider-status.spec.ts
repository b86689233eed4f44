import { providerStatus } from '@admin/features/providers/provider-status';

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
});
