/**
 * Calendar days in Europe/Berlin, whatever the machine's own time zone: listings end, events
 * happen and reminders fall due on German calendar days. One implementation for the backend,
 * both apps and the browser tests, so they never disagree about "today".
 */
import { type IsoDate, type IsoDateTime, lazily } from './common';

/** A formatter for Berlin's calendar, made on first use (see `lazily`). */
const berlinFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  lazily(() => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Berlin', ...options }));

const BERLIN_DAY = /*#__PURE__*/ berlinFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const GERMAN_DAY_OF = /*#__PURE__*/ berlinFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const GERMAN_DATE_TIME = /*#__PURE__*/ berlinFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

// A month (`YYYY-MM`) is no point in time: read and named at noon UTC, so no zone moves it.
const GERMAN_MONTH = /*#__PURE__*/ lazily(
  () => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today's date in Berlin as `YYYY-MM-DD`. */
export function berlinToday(now: Date = new Date()): IsoDate {
  return BERLIN_DAY().format(now);
}

function utcOf(isoDate: IsoDate): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** `YYYY-MM-DD` plus a number of days (negative to go back). */
export function addDays(isoDate: IsoDate, days: number): IsoDate {
  const date = utcOf(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus months, clamped to the month's last day (31.08. + 6 months = 28./29.02.). */
export function addMonths(isoDate: IsoDate, months: number): IsoDate {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / 86_400_000);
}

/** The later of two calendar days (`YYYY-MM-DD` compares as text). */
export function laterDate(a: IsoDate, b: IsoDate | null | undefined): IsoDate {
  if (!b) return a;
  return b.slice(0, 10) > a ? b.slice(0, 10) : a;
}

/** `2026-11-22` → `22.11.2026` (de-DE, as every date is shown); `fallback` for none, anything else unchanged. */
export function germanDate(isoDate: IsoDate | null | undefined, fallback = ''): string {
  if (!isoDate) return fallback;
  const match = ISO_DAY.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/** The Berlin calendar day of a point in time, as `TT.MM.JJJJ`. */
export function germanDayOf(instant: IsoDateTime | null | undefined, fallback = ''): string {
  if (!instant) return fallback;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : GERMAN_DAY_OF().format(date);
}

/** A point in time in German time as `TT.MM.JJJJ, HH:MM`. */
export function germanDateTime(instant: IsoDateTime | null | undefined, fallback = ''): string {
  if (!instant) return fallback;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : GERMAN_DATE_TIME().format(date);
}

/** A month `YYYY-MM` by name: `2026-03` → `März 2026` (the statistics' tables and charts). */
export function germanMonth(month: string): string {
  return GERMAN_MONTH().format(new Date(`${month.slice(0, 7)}-01T12:00:00Z`));
}
