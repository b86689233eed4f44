import type { Stats } from '@event-kompass/shared-types';
import { formatWholeNumber } from '@/lib/format';

/** Shown only when the operator switched the stats on. */
export function StatsBlock({ stats }: { stats: Stats | undefined }) {
  if (!stats?.show_stats) return null;
  return (
    <ul className="stats card" aria-label="Zahlen">
      <li>
        <span className="stats__value">{formatWholeNumber(stats.provider_count)}</span> Anbieter
      </li>
      <li>
        <span className="stats__value">{formatWholeNumber(stats.user_count)}</span> Nutzer
      </li>
    </ul>
  );
}
