import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Replaces a listing's days from `from` on, in the caller's transaction: the hand-marked taken
 * days and the days read from an external calendar are kept the same way, in two tables.
 */
export async function replaceDaysFrom<Entity extends ObjectLiteral>(
  manager: EntityManager,
  table: { entity: EntityTarget<Entity>; providerColumn: string; row: (day: string) => Entity },
  providerId: number,
  from: string,
  days: readonly string[],
): Promise<void> {
  await manager
    .createQueryBuilder()
    .delete()
    .from(table.entity)
    .where(`${table.providerColumn} = :providerId AND datum >= :from`, { providerId, from })
    .execute();
  if (days.length > 0) await manager.insert(table.entity, days.map(table.row));
}
