import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/** The 13-digit timestamp every migration class name ends with. */
function timestamp(migration: MigrationClass): number {
  const match = /(\d{13})$/.exec(migration.name);
  if (!match) throw new Error(`Migration ${migration.name} has no timestamp at the end of its name`);
  return Number(match[1]);
}

/**
 * One engine's own migrations and the common ones, oldest first: TypeORM runs them in the
 * order given, and a backup names its schema by the newest.
 */
export function inTimestampOrder(...lists: readonly MigrationClass[][]): MigrationClass[] {
  return lists.flat().sort((a, b) => timestamp(a) - timestamp(b));
}
