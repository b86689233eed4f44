import { addDays, addMonths, berlinToday, daysBetween } from './calendar';

describe('calendar (Europe/Berlin)', () => {
  it('takes the Berlin date, not the UTC date', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin (UTC+1 in winter).
    expect(berlinToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 21:59 UTC in summer is 23:59 in Berlin (UTC+2).
    expect(berlinToday(new Date('2026-07-10T21:59:00Z'))).toBe('2026-07-10');
  });

  it('adds days and months on the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-11-22', 6)).toBe('2027-05-22');
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
  });

  it('counts days between dates across a DST change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });
});
