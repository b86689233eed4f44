import { backupSchema } from '../../src/modules/backup/sql/backup-tables';
import type { TestApp } from './test-app';

/** Rows per table, over every table a backup holds (so new tables are counted too). */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of backupSchema(t.dataSource).all.map((entry) => entry.name)) {
    const [row] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`);
    counts[table] = Number(row.n);
  }
  return counts;
}

/**
 * Everything that grants a right or marks a state a request must never set by itself: admin
 * rights and session versions, password hashes, listing activation and term, who owns an
 * inquiry or review and whether it was reviewed. Read straight from the database.
 */
export async function privilegeState(t: TestApp): Promise<Record<string, unknown>> {
  const query = (sql: string) => t.dataSource.query(sql) as Promise<Record<string, unknown>[]>;
  const normalize = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])));
  // An admin write records itself in the audit trail (test/audit.e2e-spec.ts checks those entries).
  const { audit_log: _ownEntries, ...counts } = await rowCounts(t);
  return {
    counts,
    users: normalize(
      await query(
        'SELECT id, ist_admin, token_version, passwort_hash, email, email_bestaetigt_am FROM users ORDER BY id',
      ),
    ),
    providers: normalize(
      await query('SELECT id, ist_freigeschaltet, eintrag_gueltig_bis FROM providers ORDER BY id'),
    ),
    inquiries: normalize(
      await query('SELECT id, user_id, anbieter_id, hat_bewertet FROM inquiries ORDER BY id'),
    ),
    reviews: normalize(await query('SELECT id, user_id, anbieter_id, inquiry_id FROM reviews ORDER BY id')),
  };
}
