import { SETTING_KEYS } from '@event-kompass/shared-types';
import { isOneTimeLinkMail, ONE_TIME_LINK_REMOVED } from '../../mail';
import { PHOTO_FILE_NAME } from '../../photo';
import { settingProblem } from '../../settings';
import type { TableSpec } from './backup-tables';
import { InvalidBackup } from './backup-sql.errors';
import type { ParsedBackup, ParsedInsert } from './sql-dump-parser';

export const NOT_SENT_FROM_BACKUP = 'Aus einer Sicherung übernommen, nicht versendet.';

/**
 * What a restored file may not do, however it was made (security finding 5): send mail, keep
 * the daily jobs from running, or set a value the settings page would refuse.
 *
 * - Mail: a row that was not sent is taken over as `failed`, never `pending`, and unclaimed.
 * - Job runs of today or later are left out: such a key says "done that day", and a crafted
 *   one would switch a job off. Past days and the seed markers (no day) are history.
 * - Settings must pass the same checks as on the settings page; unknown keys are refused.
 * - Photo rows name files the app itself named (content hashes): a row is later handed to the
 *   storage to serve and delete, and `../canary.txt` once reached outside the uploads (issue 23).
 */
export function applyImportPolicy(parsed: ParsedBackup, today: string): void {
  for (const insert of parsed.inserts) {
    if (insert.table.secret) dropRows(parsed, insert);
    if (insert.table.name === 'job_runs') keepPastRunsOnly(parsed, insert, today);
    if (insert.table.name === 'mail_outbox') neverSendAgain(insert);
    if (insert.table.name === 'settings') checkSettings(insert);
    if (insert.table.name === 'provider_photos') checkPhotoFiles(insert);
  }
}

/**
 * What a backup file may not carry: the body of a mail with a single-use link (it would still
 * work for a while). Secret tables are not exported at all.
 */
export function redactForExport(table: TableSpec, row: Record<string, unknown>): Record<string, unknown> {
  if (table.name !== 'mail_outbox' || !isOneTimeLinkMail(String(row.cause_key))) return row;
  return { ...row, body_text: ONE_TIME_LINK_REMOVED, body_html: ONE_TIME_LINK_REMOVED };
}

/** A crafted file's rows for a secret table are left out. */
function dropRows(parsed: ParsedBackup, insert: ParsedInsert): void {
  parsed.rowCounts.set(
    insert.table.name,
    (parsed.rowCounts.get(insert.table.name) ?? 0) - insert.rows.length,
  );
  insert.rows = [];
}

/** Sets `column` to `value` in every row, adding the column where the statement left it out. */
function setColumn(
  insert: ParsedInsert,
  column: string,
  value: (row: ParsedInsert['rows'][number]) => string | null,
): void {
  let index = insert.columns.indexOf(column);
  if (index === -1) {
    insert.columns.push(column);
    index = insert.columns.length - 1;
    for (const row of insert.rows) row.params.push(null);
  }
  for (const row of insert.rows) row.params[index] = value(row);
}

function keepPastRunsOnly(parsed: ParsedBackup, insert: ParsedInsert, today: string): void {
  const keyAt = insert.columns.indexOf('run_key');
  const before = insert.rows.length;
  insert.rows = insert.rows.filter((row) => {
    const day = /:(\d{4}-\d{2}-\d{2})(?::|$)/.exec(String(row.params[keyAt]))?.[1];
    return day === undefined || day < today;
  });
  parsed.rowCounts.set('job_runs', (parsed.rowCounts.get('job_runs') ?? 0) - (before - insert.rows.length));
}

function neverSendAgain(insert: ParsedInsert): void {
  const statusAt = insert.columns.indexOf('status');
  const wasSent = (row: ParsedInsert['rows'][number]) => statusAt !== -1 && row.params[statusAt] === 'sent';
  const errorAt = insert.columns.indexOf('last_error');
  setColumn(insert, 'status', (row) => (wasSent(row) ? 'sent' : 'failed'));
  setColumn(insert, 'last_error', (row) =>
    wasSent(row) ? (errorAt === -1 ? null : (row.params[errorAt] as string | null)) : NOT_SENT_FROM_BACKUP,
  );
  setColumn(insert, 'claimed_by', () => null);
  setColumn(insert, 'claimed_until', () => null);
}

function checkSettings(insert: ParsedInsert): void {
  const keyAt = insert.columns.indexOf('schluessel');
  const valueAt = insert.columns.indexOf('wert');
  for (const row of insert.rows) {
    const key = String(row.params[keyAt]);
    const problem = (SETTING_KEYS as readonly string[]).includes(key)
      ? settingProblem(key as (typeof SETTING_KEYS)[number], String(row.params[valueAt]))
      : `Die Einstellung „${key}“ gibt es nicht.`;
    if (problem) throw new InvalidBackup(`Zeile ${row.line}: ${problem} Es wurde nichts geändert.`);
  }
}

function checkPhotoFiles(insert: ParsedInsert): void {
  for (const column of ['datei', 'datei_klein']) {
    const at = insert.columns.indexOf(column);
    if (at === -1) continue;
    for (const row of insert.rows) {
      const name = String(row.params[at]);
      if (PHOTO_FILE_NAME.test(name)) continue;
      throw new InvalidBackup(
        `Zeile ${row.line}: „provider_photos.${column}“ nennt keine Fotodatei dieser Anwendung ` +
          `(„${name.slice(0, 80)}“; erwartet wie „3f2a9c0d1e2b4a5c6d7e8f90-1600.webp“). Es wurde nichts geändert.`,
      );
    }
  }
}
