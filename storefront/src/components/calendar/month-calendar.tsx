import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths } from '@event-kompass/shared-types';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

interface MonthCalendarProps {
  /** `YYYY-MM-DD`, Berlin: earlier days are shown but cannot be chosen. */
  today: string;
  /** The marked days. */
  taken: ReadonlySet<string>;
  /** Without it the calendar only shows the marked days. */
  onToggle?: (day: string) => void;
  /** How far ahead one may page (months). */
  monthsAhead?: number;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** Monday-based weekday (0 = Monday) of a `YYYY-MM-DD` day. */
function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

function daysInMonth(first: string): number {
  const [y, m] = first.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function label(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(day)]}, ${d}. ${MONTHS[m - 1]} ${y}`;
}

/**
 * A month of days as a grid. With `onToggle` each day from today on is a toggle button; arrow
 * keys move by day and week, Page Up/Down by month, Home/End to the week's ends (one tab stop).
 */
export function MonthCalendar({ today, taken, onToggle, monthsAhead = 12 }: MonthCalendarProps) {
  const [month, setMonth] = useState(monthStart(today));
  const [focused, setFocused] = useState(today);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const firstMonth = monthStart(today);
  const lastMonth = monthStart(addMonths(today, monthsAhead));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const goTo = (day: string) => {
    const target = day < today ? today : day;
    const targetMonth = monthStart(target);
    if (targetMonth > lastMonth) return;
    moved.current = true;
    setFocused(target);
    setMonth(targetMonth);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
      Home: () => addDays(day, -weekdayOf(day)),
      End: () => addDays(day, 6 - weekdayOf(day)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    goTo(step());
  };

  const first = month;
  const count = daysInMonth(first);
  const days = Array.from({ length: count }, (_, i) => addDays(first, i));
  const [year, monthNumber] = first.split('-').map(Number);
  const title = `${MONTHS[monthNumber - 1]} ${year}`;
  const focusable = days.includes(focused) && focused >= today ? focused : days.find((d) => d >= today);

  return (
    <div className="calendar">
      <div className="calendar__head">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setMonth(monthStart(addMonths(first, -1)))}
          disabled={first <= firstMonth}
          aria-label="Vorheriger Monat"
        >
          ‹
        </button>
        <h3 className="calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setMonth(monthStart(addMonths(first, 1)))}
          disabled={first >= lastMonth}
          aria-label="Nächster Monat"
        >
          ›
        </button>
      </div>
      <div className="calendar__grid" ref={grid} role="group" aria-label={title}>
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} className="calendar__weekday" aria-hidden="true">
            {weekday}
          </span>
        ))}
        {Array.from({ length: weekdayOf(first) }, (_, i) => (
          <span key={`leer-${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const isTaken = taken.has(day);
          const past = day < today;
          const className = `calendar__day${isTaken ? ' calendar__day--taken' : ''}${past ? ' calendar__day--past' : ''}`;
          const dayNumber = Number(day.slice(8));
          if (!onToggle || past) {
            return (
              <span key={day} className={className} title={isTaken ? 'belegt' : undefined}>
                <span aria-hidden="true">{dayNumber}</span>
                <span className="sr-only">
                  {label(day)}
                  {isTaken ? ': belegt' : ''}
                </span>
              </span>
            );
          }
          return (
            <button
              key={day}
              type="button"
              data-day={day}
              className={className}
              aria-pressed={isTaken}
              aria-label={`${label(day)}${isTaken ? ', belegt' : ', frei'}`}
              tabIndex={day === focusable ? 0 : -1}
              onClick={() => {
                setFocused(day);
                onToggle(day);
              }}
              onKeyDown={(event) => onKeyDown(event, day)}
            >
              {dayNumber}
            </button>
          );
        })}
      </div>
      <p className="calendar__legend muted">
        <span className="calendar__swatch calendar__swatch--taken" aria-hidden="true" /> belegt
        <span className="calendar__swatch" aria-hidden="true" /> frei
      </p>
    </div>
  );
}
