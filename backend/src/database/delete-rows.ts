import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Deletes the rows of `entity` that `where` names, in the caller's transaction; answers how many
 * went (the retention jobs report it). Both drivers fill `affected` for a DELETE.
 */
export async function deleteRows(
  manager: EntityManager,
  entity: EntityTarget<ObjectLiteral>,
  where: string,
  params: ObjectLiteral,
): Promise<number> {
  const result = await manager.createQueryBuilder().delete().from(entity).where(where, params).execute();
  return result.affected ?? 0;
}
