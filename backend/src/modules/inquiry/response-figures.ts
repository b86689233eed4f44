import { RESPONSE_MIN_INQUIRIES, RESPONSE_QUOTE_HOURS } from '@event-kompass/shared-types';

/** When an inquiry came in and when the provider first answered it (null: not yet). */
export interface AnswerTimes {
  sentAt: number;
  firstAnswerAt: number | null;
}

export interface ResponseFigures {
  antwortzeit_stunden: number | null;
  antwortquote: number | null;
}

const HOUR_MS = 3_600_000;
const NONE: ResponseFigures = { antwortzeit_stunden: null, antwortquote: null };

/**
 * The response figures of one provider from its inquiries of the window (docs/decisions.md
 * "Antwortzeit"). An inquiry still unanswered and younger than 48 h is not judged yet; an older
 * unanswered one counts as never answered, so it pulls the median up instead of vanishing. The
 * median is the smallest N within which at least half the judged inquiries were answered (whole
 * hours, rounded up, at least 1) — "meist innerhalb von N Stunden" then holds literally; when
 * most stay unanswered there is no such N and it is null.
 */
export function responseFigures(inquiries: readonly AnswerTimes[], now: number): ResponseFigures {
  const quoteMs = RESPONSE_QUOTE_HOURS * HOUR_MS;
  const durations = inquiries
    .filter((inquiry) => inquiry.firstAnswerAt !== null || now - inquiry.sentAt >= quoteMs)
    .map((inquiry) =>
      inquiry.firstAnswerAt === null
        ? Number.POSITIVE_INFINITY
        : Math.max(0, inquiry.firstAnswerAt - inquiry.sentAt),
    )
    .sort((a, b) => a - b);
  if (durations.length < RESPONSE_MIN_INQUIRIES) return NONE;
  const withinQuote = durations.filter((ms) => ms <= quoteMs).length;
  const median = durations[Math.ceil(durations.length / 2) - 1];
  return {
    antwortzeit_stunden: Number.isFinite(median) ? Math.max(1, Math.ceil(median / HOUR_MS)) : null,
    antwortquote: Math.round((100 * withinQuote) / durations.length),
  };
}
