import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * Sets `values` on the rows of `entity` that `where` names, in the caller's transaction; answers
 * how many changed. A conditional UPDATE (`… AND status = 'offen'`) tells by it whether this
 * caller won; both drivers fill `affected` for an UPDATE.
 */
export async function updateRows<Entity extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<Entity>,
  values: QueryDeepPartialEntity<Entity>,
  where: string,
  params: ObjectLiteral,
): Promise<number> {
  const result = await manager.createQueryBuilder().update(entity).set(values).where(where, params).execute();
  return result.affected ?? 0;
}
