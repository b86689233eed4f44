import { useId } from 'react';

export interface ChartSeries {
  label: string;
  /** A CSS class giving the bars their colour (`ac-chart__bar--n`). */
  tone: string;
  values: readonly number[];
}

// Small units: on a phone the chart is drawn about this wide, so its text stays readable there.
const WIDTH = 400;
const HEIGHT = 220;
const AXIS = 44;
const BOTTOM = 24;
const TOP = 10;

/** A round upper end for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

/**
 * Grouped bars per month. The picture is for the eye; the numbers are in the table next to it,
 * so the SVG only names itself (title and description) for screen readers.
 */
export function MonthChart({
  title,
  description,
  months,
  series,
  format = String,
  minimum = 2,
}: {
  title: string;
  description: string;
  months: readonly string[];
  series: readonly ChartSeries[];
  format?: (value: number) => string;
  /** The axis reaches at least this far (an empty chart still has whole-number ticks). */
  minimum?: number;
}) {
  const titleId = useId();
  const descId = useId();
  const max = niceMax(Math.max(minimum, ...series.flatMap((s) => s.values)));
  const plotWidth = WIDTH - AXIS;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = (slot * 0.8) / Math.max(1, series.length);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="ac-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="ac-chart__svg"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line x1={AXIS} x2={WIDTH} y1={y(max * share)} y2={y(max * share)} className="ac-chart__grid" />
            <text x={AXIS - 6} y={y(max * share) + 4} textAnchor="end" className="ac-chart__tick">
              {format(max * share)}
            </text>
          </g>
        ))}
        {months.map((month, m) => (
          <g key={month}>
            {series.map((s, i) => (
              <rect
                key={s.label}
                x={AXIS + m * slot + slot * 0.1 + i * barWidth}
                y={y(s.values[m] ?? 0)}
                width={Math.max(1, barWidth - 1)}
                height={TOP + plotHeight - y(s.values[m] ?? 0)}
                className={`ac-chart__bar ${s.tone}`}
              />
            ))}
            {/* Every other month named, the latest always: twelve labels do not fit a phone. */}
            {m % 2 === (months.length - 1) % 2 ? (
              <text
                x={AXIS + m * slot + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="ac-chart__tick"
              >
                {month.slice(5)}/{month.slice(2, 4)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="ac-chart__legend">
        {series.map((s) => (
          <span key={s.label} className="ac-chart__key">
            <span className={`ac-chart__swatch ${s.tone}`} aria-hidden="true" />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
