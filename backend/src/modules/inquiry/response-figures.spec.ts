import { responseFigures } from './response-figures';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 12);

function answeredAfter(hours: number, sentHoursAgo = 100): { sentAt: number; firstAnswerAt: number } {
  const sentAt = NOW - sentHoursAgo * HOUR;
  return { sentAt, firstAnswerAt: sentAt + hours * HOUR };
}

describe('responseFigures', () => {
  it('is null below three judged inquiries', () => {
    expect(responseFigures([answeredAfter(1), answeredAfter(2)], NOW)).toEqual({
      antwortzeit_stunden: null,
      antwortquote: null,
    });
  });

  it('takes the median in whole hours, rounded up, and the share within 48 hours', () => {
    const figures = responseFigures([answeredAfter(0.5), answeredAfter(2.2), answeredAfter(60)], NOW);
    expect(figures).toEqual({ antwortzeit_stunden: 3, antwortquote: 67 });
  });

  it('counts an old unanswered inquiry as never answered and ignores a young one', () => {
    const old = { sentAt: NOW - 72 * HOUR, firstAnswerAt: null };
    const young = { sentAt: NOW - 2 * HOUR, firstAnswerAt: null };
    expect(responseFigures([answeredAfter(1), old, old, young], NOW)).toEqual({
      antwortzeit_stunden: null,
      antwortquote: 33,
    });
    expect(responseFigures([answeredAfter(0.1), answeredAfter(4), old, young], NOW)).toEqual({
      antwortzeit_stunden: 4,
      antwortquote: 67,
    });
  });
});
