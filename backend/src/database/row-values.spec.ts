import {
  booleanFromRow,
  countFromRow,
  isoDateFromRow,
  optionalIsoDateFromRow,
  isoDateTimeFromRow,
  optionalNumberFromRow,
  optionalTextFromRow,
  ratingFromRow,
} from './row-values';
import { germanDate } from '@event-kompass/shared-types';

describe('row values', () => {
  it('rounds averages to one decimal and keeps "no reviews" as null', () => {
    expect(ratingFromRow('4.6667')).toBe(4.7);
    expect(ratingFromRow(4.25)).toBe(4.3);
    expect(ratingFromRow(null)).toBeNull();
    expect(ratingFromRow(undefined)).toBeNull();
  });

  it('reads counts, booleans and dates the same from both engines', () => {
    expect(countFromRow('12')).toBe(12);
    expect(countFromRow(null)).toBe(0);
    expect(booleanFromRow(1)).toBe(true);
    expect(booleanFromRow('0')).toBe(false);
    expect(isoDateFromRow('2026-03-01')).toBe('2026-03-01');
    expect(optionalIsoDateFromRow(null)).toBeNull();
    expect(optionalNumberFromRow('42')).toBe(42);
    expect(optionalNumberFromRow(null)).toBeNull();
    expect(optionalTextFromRow(undefined)).toBeNull();
    expect(isoDateTimeFromRow('2026-03-01 10:00:00.000')).toBe('2026-03-01T10:00:00.000Z');
    expect(isoDateTimeFromRow(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
  });

  it('writes dates the German way', () => {
    expect(germanDate('2026-11-22')).toBe('22.11.2026');
  });
});
