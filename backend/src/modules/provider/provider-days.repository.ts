import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Replaces a listing's days from `from` on with `days`, in the caller's transaction. */
export type ReplaceDaysFrom = (
  manager: EntityManager,
  providerId: number,
  from: string,
  days: readonly string[],
) => Promise<void>;

/**
 * The replace of one day table: the hand-marked taken days and the days read from an external
 * calendar are kept the same way, in two tables.
 */
export function daysReplacer<Entity extends ObjectLiteral>(
  entity: EntityTarget<Entity>,
  providerColumn: string,
  row: (providerId: number, day: string) => Entity,
): ReplaceDaysFrom {
  return async (manager, providerId, from, days) => {
    await manager
      .createQueryBuilder()
      .delete()
      .from(entity)
      .where(`${providerColumn} = :providerId AND datum >= :from`, { providerId, from })
      .execute();
    if (days.length > 0)
      await manager.insert(
        entity,
        days.map((day) => row(providerId, day)),
      );
  };
}
