import type { EntityManager } from 'typeorm';
import { InvalidBackup } from './backup-sql.errors';
import type { ParsedBackup, ParsedInsert } from './sql-dump-parser';

/**
 * What a restore never takes back: issued invoices and their numbers (sent to customers, kept
 * eight years, never given twice — § 14 UStG, GoBD), the payments booked on them, and the admin
 * audit trail, which no route edits or deletes. Restoring an older backup replaces every other
 * table; these keep all their current rows and gain the rows of the backup they lack. Without
 * this, restoring yesterday's backup would hand out today's invoice numbers a second time and
 * erase the trail of the very admin who restored it.
 */
export const LEDGER_TABLES: ReadonlySet<string> = new Set([
  'invoices',
  'invoice_payments',
  'invoice_counters',
  'audit_log',
]);

export interface KeptLedger {
  /** Current rows the backup did not hold, kept. */
  invoices: number;
  payments: number;
  auditEntries: number;
}

type Row = ParsedInsert['rows'][number];
interface Renewal {
  provider: number;
  until: string;
}
type Value = string | number | null;

const NUMBER_PATTERN = /^RE-(\d{4})-(\d+)$/;

const CONFLICT =
  'Die Sicherung passt nicht zu den hier ausgestellten Rechnungen: {what}. Rechnungen und Zahlungen werden ' +
  'bei einer Rücksicherung nie ersetzt. Es wurde nichts geändert.';

function conflict(what: string): InvalidBackup {
  return new InvalidBackup(CONFLICT.replace('{what}', what));
}

function column(insert: ParsedInsert, name: string): (row: Row) => Value {
  const index = insert.columns.indexOf(name);
  return (row) => (index < 0 ? null : row.params[index]);
}

/** A DATE column's value: text on both engines (the MariaDB connection reads DATE as a string). */
const dayOf = (value: Value): string => String(value).slice(0, 10);

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Whether a current row and a row of the backup agree in the named columns. */
function agreeing(
  insert: ParsedInsert,
  names: readonly string[],
): (here: Record<string, Value>, row: Row) => boolean {
  const columns = names.map((name) => ({ name, of: column(insert, name) }));
  return (here, row) => columns.every(({ name, of }) => same(here[name], of(row)));
}

/** The backup's statement with only some of its rows, and without its ids when they are taken. */
function subset(insert: ParsedInsert, rows: Row[], withoutId = false): ParsedInsert[] {
  if (rows.length === 0) return [];
  if (!withoutId) return [{ ...insert, rows }];
  const idIndex = insert.columns.indexOf('id');
  if (idIndex < 0) return [{ ...insert, rows }];
  return [
    {
      ...insert,
      columns: insert.columns.filter((_, i) => i !== idIndex),
      rows: rows.map((row) => ({ ...row, params: row.params.filter((_, i) => i !== idIndex) })),
    },
  ];
}

/**
 * The plan for the ledger tables of one restore, made inside its transaction before anything is
 * deleted: a backup whose invoices or payments contradict the current ones (another invoice
 * under a number given here) is refused before the first write.
 */
export class LedgerMerge {
  private constructor(
    private readonly replacements: Map<ParsedInsert, ParsedInsert[]>,
    /** Current invoice ids by listing, to link them again once the listings are restored. */
    private readonly invoiceLinks: Map<number, number[]>,
    private readonly renewals: readonly Renewal[],
    private readonly backupCounters: Map<number, number>,
    readonly kept: KeptLedger,
  ) {}

  static async prepare(manager: EntityManager, parsed: ParsedBackup): Promise<LedgerMerge> {
    const q = (sql: string): Promise<Record<string, Value>[]> => manager.query(sql);
    const invoices = new Map(
      (await q('SELECT id, nummer, anbieter_id FROM invoices')).map((r) => [Number(r.id), r]),
    );
    const payments = new Map(
      (await q('SELECT id, rechnung_id, betrag_cent, import_key, verlaengert_bis FROM invoice_payments')).map(
        (r) => [Number(r.id), r],
      ),
    );
    const audit = new Map(
      (await q('SELECT id, admin_email, aktion, ziel FROM audit_log')).map((r) => [Number(r.id), r]),
    );
    const numbersHere = new Map([...invoices.values()].map((r) => [String(r.nummer), Number(r.id)]));
    const importKeysHere = new Map(
      [...payments.values()]
        .filter((r) => r.import_key !== null)
        .map((r) => [String(r.import_key), Number(r.id)]),
    );

    const replacements = new Map<ParsedInsert, ParsedInsert[]>();
    const paymentsInBackup = new Set<number>();
    const backupCounters = new Map<number, number>();
    const seen = { invoices: 0, payments: 0, auditEntries: 0 };
    for (const insert of parsed.inserts) {
      if (!LEDGER_TABLES.has(insert.table.name)) continue;
      const id = column(insert, 'id');
      const fresh: Row[] = [];
      const renumbered: Row[] = [];
      switch (insert.table.name) {
        case 'invoices': {
          const nummer = column(insert, 'nummer');
          for (const row of insert.rows) {
            const here = invoices.get(Number(id(row)));
            const numberHere = numbersHere.get(String(nummer(row)));
            if (here && !same(here.nummer, nummer(row)))
              throw conflict(`Rechnung ${String(nummer(row))} trägt hier die Nummer ${String(here.nummer)}`);
            if (!here && numberHere !== undefined)
              throw conflict(
                `die Nummer ${String(nummer(row))} ist hier schon an eine andere Rechnung vergeben`,
              );
            if (here) seen.invoices += 1;
            else fresh.push(row);
          }
          break;
        }
        case 'invoice_payments': {
          const samePayment = agreeing(insert, ['rechnung_id', 'betrag_cent']);
          const importKey = column(insert, 'import_key');
          for (const row of insert.rows) {
            const here = payments.get(Number(id(row)));
            if (here && !samePayment(here, row))
              throw conflict(`die Zahlung ${String(id(row))} ist hier eine andere`);
            const key = importKey(row);
            if (!here && key !== null && importKeysHere.has(String(key)))
              throw conflict('eine Buchung des Kontoauszugs ist hier schon einer anderen Zahlung zugeordnet');
            if (here) seen.payments += 1;
            else fresh.push(row);
            paymentsInBackup.add(Number(id(row)));
          }
          break;
        }
        case 'audit_log': {
          const sameEntry = agreeing(insert, ['admin_email', 'aktion', 'ziel']);
          for (const row of insert.rows) {
            const here = audit.get(Number(id(row)));
            if (!here) fresh.push(row);
            else if (sameEntry(here, row)) seen.auditEntries += 1;
            // Another installation's trail (a restore onto a new server): both are kept, the backup's under new ids.
            else renumbered.push(row);
          }
          break;
        }
        case 'invoice_counters': {
          const year = column(insert, 'jahr');
          const last = column(insert, 'letzte_nummer');
          for (const row of insert.rows) backupCounters.set(Number(year(row)), Number(last(row)));
          break;
        }
      }
      replacements.set(insert, [...subset(insert, fresh), ...subset(insert, renumbered, true)]);
    }

    const invoiceLinks = new Map<number, number[]>();
    for (const invoice of invoices.values()) {
      if (invoice.anbieter_id === null) continue;
      const provider = Number(invoice.anbieter_id);
      invoiceLinks.set(provider, [...(invoiceLinks.get(provider) ?? []), Number(invoice.id)]);
    }
    // A payment made after the backup renewed its listing: the restored listing keeps that year.
    const renewals: Renewal[] = [];
    for (const payment of payments.values()) {
      const provider = invoices.get(Number(payment.rechnung_id))?.anbieter_id ?? null;
      if (paymentsInBackup.has(Number(payment.id)) || payment.verlaengert_bis === null || provider === null)
        continue;
      renewals.push({ provider: Number(provider), until: dayOf(payment.verlaengert_bis) });
    }
    return new LedgerMerge(replacements, invoiceLinks, renewals, backupCounters, {
      invoices: invoices.size - seen.invoices,
      payments: payments.size - seen.payments,
      auditEntries: audit.size - seen.auditEntries,
    });
  }

  /** Ledger tables are not emptied before the restore. */
  keeps(table: string): boolean {
    return LEDGER_TABLES.has(table);
  }

  /** What to insert for one statement of the backup: for a ledger table only the rows it lacks here. */
  insertsFor(insert: ParsedInsert): ParsedInsert[] {
    return this.replacements.get(insert) ?? [insert];
  }

  /**
   * After the other tables are restored: kept invoices point at their listing again where the
   * backup holds it (emptying `providers` set their link to NULL), a listing renewed by a kept
   * payment keeps that renewal, and every year's counter is at least the highest number either
   * side gave, so the next invoice never repeats one.
   */
  async finish(manager: EntityManager): Promise<void> {
    const restored = new Set(
      ((await manager.query('SELECT id FROM providers')) as { id: number }[]).map((r) => Number(r.id)),
    );
    for (const [provider, ids] of this.invoiceLinks) {
      if (!restored.has(provider)) continue;
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        await manager.query(
          `UPDATE invoices SET anbieter_id = ? WHERE anbieter_id IS NULL AND id IN (${chunk.map(() => '?').join(', ')})`,
          [provider, ...chunk],
        );
      }
    }
    for (const { provider, until } of this.renewals) {
      if (!restored.has(provider)) continue;
      // As a paid invoice renews (AdminProviderService.renewIn): the end, activated, not expired.
      await manager.query(
        'UPDATE providers SET eintrag_gueltig_bis = ?, ist_freigeschaltet = ?, abgelaufen_am = NULL ' +
          'WHERE id = ? AND (eintrag_gueltig_bis IS NULL OR eintrag_gueltig_bis < ?)',
        [until, 1, provider, until],
      );
    }
    const highest = new Map<number, number>(this.backupCounters);
    const raise = (year: number, value: number) => highest.set(year, Math.max(highest.get(year) ?? 0, value));
    const counters = (await manager.query('SELECT jahr, letzte_nummer FROM invoice_counters')) as Record<
      string,
      Value
    >[];
    for (const row of counters) raise(Number(row.jahr), Number(row.letzte_nummer));
    for (const row of (await manager.query('SELECT nummer FROM invoices')) as { nummer: string }[]) {
      const match = NUMBER_PATTERN.exec(row.nummer);
      if (match) raise(Number(match[1]), Number(match[2]));
    }
    const years = new Set(counters.map((row) => Number(row.jahr)));
    for (const [year, last] of highest) {
      await manager.query(
        years.has(year)
          ? 'UPDATE invoice_counters SET letzte_nummer = ? WHERE jahr = ?'
          : 'INSERT INTO invoice_counters (letzte_nummer, jahr) VALUES (?, ?)',
        [last, year],
      );
    }
  }
}
