import { busyDays } from './busy-days';

const calendar = (...events: string[]): string =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR', ''].join('\r\n');

describe('busyDays', () => {
  it('reads all-day events up to their exclusive end, and timed ones as Berlin days', () => {
    const text = calendar(
      'BEGIN:VEVENT\r\nUID:1\r\nDTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261207\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:2\r\nDTSTART:20261210T230000Z\r\nDTEND:20261210T233000Z\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:3\r\nDTSTART;VALUE=DATE:20261220\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT',
      'BEGIN:VEVENT\r\nUID:4\r\nDTSTART;VALUE=DATE:20261221\r\nSTATUS:CANCELLED\r\nEND:VEVENT',
    );
    expect(busyDays(text, '2026-12-01', '2027-01-31')).toEqual(['2026-12-05', '2026-12-06', '2026-12-11']);
  });

  it('expands repeated events within the range and leaves out days outside it', () => {
    const text = calendar(
      'BEGIN:VEVENT\r\nUID:5\r\nDTSTART;VALUE=DATE:20261201\r\nDTEND;VALUE=DATE:20261202\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\nEND:VEVENT',
    );
    expect(busyDays(text, '2026-12-05', '2026-12-20')).toEqual(['2026-12-08', '2026-12-15']);
  });

  it('refuses what is no calendar', () => {
    expect(() => busyDays('<html></html>', '2026-12-01', '2026-12-31')).toThrow(/keinen iCal-Kalender/);
  });
});
