import {
  addDays,
  addMonths,
  berlinToday,
  daysBetween,
  germanDate,
  germanDateTime,
  germanDayOf,
  germanMonth,
  laterDate,
} from './calendar';
import { sortedGerman } from './collation';

describe('calendar (Europe/Berlin)', () => {
  it('names a month in German, whatever the zone', () => {
    expect(germanMonth('2026-03')).toBe('März 2026');
    expect(germanMonth('2026-12')).toBe('Dezember 2026');
  });

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

describe('German display', () => {
  it('shows calendar days and points in time as German dates', () => {
    expect(germanDate('2026-11-22')).toBe('22.11.2026');
    expect(germanDate(null, '–')).toBe('–');
    // 23:30 UTC on 31 Dec is the 1 Jan in Germany.
    expect(germanDayOf('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(germanDateTime('2026-07-10T21:59:00Z')).toBe('10.07.2026, 23:59');
  });

  it('picks the later day and sorts names the German way', () => {
    expect(laterDate('2026-11-22', '2027-01-01')).toBe('2027-01-01');
    expect(laterDate('2026-11-22', null)).toBe('2026-11-22');
    expect(sortedGerman(['Zelt', 'Übersetzer', 'Umzug', 'DJ 10', 'DJ 2'])).toEqual([
      'DJ 2',
      'DJ 10',
      'Übersetzer',
      'Umzug',
      'Zelt',
    ]);
  });
});
