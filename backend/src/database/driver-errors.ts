import { QueryFailedError } from 'typeorm';

/** The driver's error code of a failed statement (SQLite and MySQL name them differently). */
function driverCode(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  return (error.driverError as { code?: string } | undefined)?.code;
}

/** A unique index or primary key refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = driverCode(error);
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A RESTRICT foreign key refused the delete (or a row points nowhere). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = driverCode(error);
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_ROW_IS_REFERENCED'
  );
}

/**
 * InnoDB chose this transaction as a deadlock victim and rolled all of it back; running it
 * again from the start is the documented remedy.
 */
export function isDeadlock(error: unknown): boolean {
  return driverCode(error) === 'ER_LOCK_DEADLOCK';
}

/**
 * Runs a write and turns the unique index's refusal into the caller's domain error: the index
 * decides races between a check and the write, and equalities only the database's collation sees.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, duplicate: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
