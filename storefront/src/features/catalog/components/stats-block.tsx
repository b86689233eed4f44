import type { Stats } from '@event-kompass/shared-types';

const number = new Intl.NumberFormat('de-DE');

/** Shown only when the operator switched the stats on. */
export function StatsBlock({ stats }: { stats: Stats | undefined }) {
  if (!stats?.show_stats) return null;
  return (
    <ul className="stats card" aria-label="Zahlen">
      <li>
        <span className="stats__value">{number.format(stats.provider_count)}</span> Anbieter
      </li>
      <li>
        <span className="stats__value">{number.format(stats.user_count)}</span> Nutzer
      </li>
    </ul>
  );
}
