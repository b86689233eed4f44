import { backupsToKeep, weekOf } from './rotation';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 03:00 in Berlin (winter time) on 2026-12-31, a Thursday. */
const LAST = new Date('2026-12-31T02:00:00Z');
const POLICY = { keepDaily: 7, keepWeekly: 4 };

function daily(count: number): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(LAST.getTime() - i * DAY_MS));
}

const iso = (times: Iterable<number>) =>
  [...times].sort((a, b) => b - a).map((t) => new Date(t).toISOString());

describe('backup rotation', () => {
  it('takes Monday as the first day of a week', () => {
    expect(weekOf('2026-12-31')).toBe('2026-12-28');
    expect(weekOf('2026-12-28')).toBe('2026-12-28');
    expect(weekOf('2027-01-03')).toBe('2026-12-28');
  });

  it('keeps the last 7 days and the newest backup of each of the last 4 weeks out of 60 daily backups', () => {
    expect(iso(backupsToKeep(daily(60), POLICY))).toEqual([
      // The last seven days, the newest of which is also the current week's.
      '2026-12-31T02:00:00.000Z',
      '2026-12-30T02:00:00.000Z',
      '2026-12-29T02:00:00.000Z',
      '2026-12-28T02:00:00.000Z',
      '2026-12-27T02:00:00.000Z',
      '2026-12-26T02:00:00.000Z',
      '2026-12-25T02:00:00.000Z',
      // The Sundays of the three weeks before (the 27th is already kept as a daily one).
      '2026-12-20T02:00:00.000Z',
      '2026-12-13T02:00:00.000Z',
    ]);
  });

  it('keeps the newest of several backups on one day, counted by the Berlin calendar', () => {
    const times = [
      new Date('2026-12-30T22:30:00Z'), // 23:30 in Berlin, still the 30th
      new Date('2026-12-30T23:30:00Z'), // 00:30 in Berlin on the 31st
      new Date('2026-12-30T12:00:00Z'),
      new Date('2026-12-30T02:00:00Z'),
    ];
    expect(iso(backupsToKeep(times, { keepDaily: 2, keepWeekly: 0 }))).toEqual([
      '2026-12-30T23:30:00.000Z',
      '2026-12-30T22:30:00.000Z',
    ]);
  });

  it('does not count days without a backup against the allowance', () => {
    const times = [LAST, new Date(LAST.getTime() - 40 * DAY_MS), new Date(LAST.getTime() - 80 * DAY_MS)];
    expect(backupsToKeep(times, POLICY).size).toBe(3);
  });
});
