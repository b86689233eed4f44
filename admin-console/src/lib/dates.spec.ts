import { addMonths, formatDate, laterDate } from '@admin/lib/dates';
import { renewedUntil, daysLeftText } from '@admin/features/expiring/expiring-page';
import { providerStatus } from '@admin/features/providers/provider-status';

describe('dates and statuses', () => {
  it('formats calendar dates as TT.MM.JJJJ', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(null)).toBe('–');
  });

  it('adds months, clamping to the end of the month', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-02-28', 12)).toBe('2028-02-28');
  });

  it('renews from the later of the current end and today', () => {
    expect(renewedUntil('2026-12-01', '2026-11-20')).toBe('2027-12-01');
    expect(renewedUntil('2026-10-01', '2026-11-20')).toBe('2027-11-20');
    expect(renewedUntil(null, '2026-11-20')).toBe('2027-11-20');
    expect(laterDate('2026-01-01', '2026-01-02T00:00:00Z')).toBe('2026-01-02');
  });

  it('describes the days left in German', () => {
    expect(daysLeftText(12)).toBe('noch 12 Tage');
    expect(daysLeftText(1)).toBe('noch 1 Tag');
    expect(daysLeftText(0)).toBe('endet heute');
    expect(daysLeftText(-3)).toBe('seit 3 Tagen abgelaufen');
  });

  it('shows the provider status as the spec says', () => {
    expect(providerStatus({ ist_freigeschaltet: false, eintrag_gueltig_bis: '2027-01-01' })).toBe(
      'Ausstehend',
    );
    expect(providerStatus({ ist_freigeschaltet: true, eintrag_gueltig_bis: '2027-01-31' })).toBe(
      'Aktiv bis 31.01.2027',
    );
    expect(providerStatus({ ist_freigeschaltet: true, eintrag_gueltig_bis: null })).toBe('N/A');
  });
});
