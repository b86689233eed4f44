import { addDays, berlinToday, type IsoDate } from '@event-kompass/shared-types';

export interface RotationPolicy {
  keepDaily: number;
  keepWeekly: number;
}

/** Monday of the (ISO) week of a Berlin calendar day. */
export function weekOf(day: IsoDate): IsoDate {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Which backups stay, by the restic/borg rule: the newest backup of each of the `keepDaily` most
 * recent Berlin days that have one, and of each of the `keepWeekly` most recent weeks that have
 * one (a backup may count for both). Days without a backup (the server was off) do not use up
 * the allowance, so a gap never deletes the last good backups.
 */
export function backupsToKeep(times: Date[], policy: RotationPolicy): Set<number> {
  const newestFirst = [...new Set(times.map((time) => time.getTime()))].sort((a, b) => b - a);
  const keep = new Set<number>();
  const pick = (period: (day: IsoDate) => string, allowance: number): void => {
    const seen = new Set<string>();
    for (const time of newestFirst) {
      if (seen.size >= allowance) return;
      const key = period(berlinToday(new Date(time)));
      if (seen.has(key)) continue;
      seen.add(key);
      keep.add(time);
    }
  };
  pick((day) => day, policy.keepDaily);
  pick(weekOf, policy.keepWeekly);
  return keep;
}
