/** Dates as the users see them: German format TT.MM.JJJJ. */
import type { IsoDate, IsoDateTime } from '@event-kompass/shared-types';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's calendar as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `2026-05-09` → `09.05.2026`; anything else is returned as given. */
export function formatIsoDate(value: IsoDate | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** A point in time, shown as its calendar day in Germany. */
export function formatDateTime(value: IsoDateTime | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}
