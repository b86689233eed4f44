import { addDays, berlinToday } from '@event-kompass/shared-types';
import { sync as ical, type VEvent } from 'node-ical';

const DAY_MS = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** node-ical reads a date without time as local midnight of this process: its local calendar day. */
function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar days an event covers: all-day events up to their (exclusive) end, timed ones as in Berlin. */
function daysOf(start: Date, end: Date | undefined, allDay: boolean): string[] {
  const first = allDay ? localDay(start) : berlinToday(start);
  let last: string;
  if (allDay) {
    last = end && end.getTime() > start.getTime() ? addDays(localDay(end), -1) : first;
  } else {
    last = end && end.getTime() > start.getTime() ? berlinToday(new Date(end.getTime() - 1)) : first;
  }
  const days: string[] = [];
  // A year at most: an event "for ever" must not produce millions of days.
  for (let day = first; day <= last && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The busy days from `from` to `until` (inclusive) in an iCal text: every event that is not
 * free ("TRANSP:TRANSPARENT") nor cancelled, repeated events expanded within the range.
 * Throws on text that is no calendar.
 */
export function busyDays(text: string, from: string, until: string): string[] {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new Error('Die Adresse liefert keinen iCal-Kalender.');
  const parsed = ical.parseICS(text);
  const days = new Set<string>();
  const add = (day: string): void => {
    if (day >= from && day <= until) days.add(day);
  };
  const rangeStart = new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS);
  const rangeEnd = new Date(Date.parse(`${until}T00:00:00Z`) + 2 * DAY_MS);
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.transparency === 'TRANSPARENT' || event.status === 'CANCELLED' || !event.start) continue;
    const allDay = event.datetype === 'date';
    const duration = event.end ? event.end.getTime() - event.start.getTime() : 0;
    const starts = event.rrule ? event.rrule.between(rangeStart, rangeEnd, true) : [event.start];
    const excluded = new Set(Object.keys(event.exdate ?? {}));
    for (const start of starts) {
      const startDay = allDay ? localDay(start) : berlinToday(start);
      if (event.rrule && excluded.has(startDay)) continue;
      const end = duration > 0 ? new Date(start.getTime() + duration) : undefined;
      for (const day of daysOf(start, end, allDay)) add(day);
    }
  }
  return [...days].sort();
}
