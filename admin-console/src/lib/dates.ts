import type { IsoDate, IsoDateTime } from '@event-kompass/shared-types';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local calendar day. */
export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}

function parseIsoDate(iso: IsoDate): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** `TT.MM.JJJJ` of a calendar date, without any time-zone shift. */
export function formatDate(iso: IsoDate | null | undefined): string {
  if (!iso) return '–';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** `TT.MM.JJJJ, HH:MM` in German time. */
export function formatDateTime(iso: IsoDateTime | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** `TT.MM.JJJJ` of a point in time, in German time. */
export function formatDayOf(iso: IsoDateTime | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** Adds calendar months, clamping to the month's last day (31.08. + 6 Monate = 28./29.02.). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const start = parseIsoDate(iso);
  if (!start) return iso;
  const targetMonth = start.getMonth() + months;
  const lastDay = new Date(start.getFullYear(), targetMonth + 1, 0).getDate();
  return toIsoDate(new Date(start.getFullYear(), targetMonth, Math.min(start.getDate(), lastDay)));
}

/** The later of two ISO dates (string comparison works for `YYYY-MM-DD`). */
export function laterDate(a: IsoDate, b: IsoDate | null | undefined): IsoDate {
  if (!b) return a;
  return b.slice(0, 10) > a ? b.slice(0, 10) : a;
}

/** A file-name-safe local timestamp: `2026-05-01_14-30-05`. */
export function fileTimestamp(now: Date = new Date()): string {
  return `${toIsoDate(now)}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
}
