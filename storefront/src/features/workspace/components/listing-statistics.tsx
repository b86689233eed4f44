import { type ListingMonth, type ListingStatistics, responseTimeText } from '@event-kompass/shared-types';
import { type MonthColumn, MonthTable } from '@event-kompass/web-client/month-table';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { useListingRequest } from '@/features/workspace/hooks/use-listing-request';
import { getListingStatistics } from '@/features/workspace/api/listing-statistics';

const MONTH_NAMES = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

function shortMonth(monat: string): string {
  return MONTH_NAMES[Number(monat.slice(5, 7)) - 1] ?? monat;
}

/** The table's columns after the month. */
const FIGURES: readonly MonthColumn<ListingMonth>[] = [
  ['Aufrufe', (month) => month.aufrufe],
  ['Suchtreffer', (month) => month.suchtreffer],
  ['Anfragen', (month) => month.anfragen],
  ['Angebote', (month) => month.angebote],
  ['Buchungen', (month) => month.buchungen],
];

const SERIES = [
  { key: 'aufrufe', label: 'Aufrufe', className: 'stats-chart__bar--views' },
  { key: 'anfragen', label: 'Anfragen', className: 'stats-chart__bar--inquiries' },
] as const;

/**
 * Views and inquiries per month as bars. The SVG is one image with a summary for screen readers
 * (role="img" and a label); the table below it holds every number, for everyone.
 */
function MonthChart({ months }: { months: ListingMonth[] }) {
  // Drawn for about 400 px: on a phone the labels stay readable, on a desktop the chart is capped
  // at 36rem (global.css) so they do not grow large.
  const width = 400;
  const height = 180;
  const top = 10;
  const bottom = 24;
  const left = 30;
  const plot = height - top - bottom;
  const max = Math.max(1, ...months.flatMap((month) => SERIES.map((series) => month[series.key])));
  const step = (width - left) / months.length;
  const bar = Math.max(4, step / 3 - 2);
  const views = months.reduce((sum, month) => sum + month.aufrufe, 0);
  const inquiries = months.reduce((sum, month) => sum + month.anfragen, 0);
  const ticks = [0, Math.round(max / 2), max];
  return (
    <figure className="stats-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Aufrufe und Anfragen der letzten 12 Monate: zusammen ${views} Aufrufe und ${inquiries} Anfragen. Die Zahlen je Monat stehen in der Tabelle darunter.`}
        preserveAspectRatio="xMidYMid meet"
      >
        {ticks.map((tick) => {
          const y = top + plot - (tick / max) * plot;
          return (
            <g key={tick} className="stats-chart__grid">
              <line x1={left} x2={width} y1={y} y2={y} />
              <text x={left - 6} y={y + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          );
        })}
        {months.map((month, index) => {
          const x = left + index * step + step / 2 - bar;
          return (
            <g key={month.monat}>
              {SERIES.map((series, seriesIndex) => {
                const value = month[series.key];
                const barHeight = (value / max) * plot;
                return (
                  <rect
                    key={series.key}
                    className={series.className}
                    x={x + seriesIndex * (bar + 2)}
                    y={top + plot - barHeight}
                    width={bar}
                    height={barHeight}
                  />
                );
              })}
              <text
                className="stats-chart__label"
                x={left + index * step + step / 2}
                y={height - 8}
                textAnchor="middle"
              >
                {shortMonth(month.monat)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="stats-chart__legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <span className={`stats-chart__swatch ${series.className}`} aria-hidden="true" /> {series.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function ResponseFacts({ stats }: { stats: ListingStatistics }) {
  if (stats.antwortzeit_stunden === null && stats.antwortquote === null) {
    return (
      <p className="muted">
        Antwortzeit und Antwortquote erscheinen auf Ihrer Seite, sobald Sie mindestens drei Anfragen der
        letzten 90 Tage erhalten haben.
      </p>
    );
  }
  return (
    <ul className="facts">
      {stats.antwortzeit_stunden !== null ? <li>{responseTimeText(stats.antwortzeit_stunden)}</li> : null}
      {stats.antwortquote !== null ? <li>Antwortquote (48 Stunden): {stats.antwortquote} %</li> : null}
    </ul>
  );
}

/** "Mein Eintrag" › Statistik: what the listing brought in the last twelve months. */
export function ListingStatisticsPanel({ listingId }: { listingId: number }) {
  const stats = useListingRequest(getListingStatistics, listingId, 'Daten konnten nicht geladen werden');
  if (stats.loading && !stats.data) return <Loading />;
  if (stats.error || !stats.data) return <Alert>{stats.error ?? 'Daten konnten nicht geladen werden'}</Alert>;
  const { monate } = stats.data;
  return (
    <section className="stack" aria-labelledby="statistik-titel">
      <h3 id="statistik-titel">Statistik der letzten 12 Monate</h3>
      <ResponseFacts stats={stats.data} />
      <MonthChart months={monate} />
      <MonthTable
        months={[...monate].reverse()}
        columns={FIGURES}
        caption="Zahlen je Monat"
        classNames={{ wrap: 'table-scroll', table: 'stats-table', caption: 'sr-only' }}
      />
      <p className="muted">
        Aufrufe zählen Besuche Ihrer Seite ohne Suchmaschinen-Robots und ohne Ihre eigenen (wenn Sie
        angemeldet sind); Suchtreffer zählen, wie oft Ihr Eintrag auf einer Ergebnisseite stand.
      </p>
    </section>
  );
}
