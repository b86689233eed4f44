import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type BackupPreview, berlinToday } from '@event-kompass/shared-types';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { TransactionRunner } from '../../../database/transaction-runner';
import {
  BACKUP_FILE_PREFIX,
  ensureDir,
  fileTimestamp,
  PRE_IMPORT_SUFFIX,
  pruneBackups,
  readUtf8File,
  removeFilesMentioning,
  writeFileAtomically,
} from './backup-files';
import { backupSchema, type TableSpec } from './backup-tables';
import { MYSQL_HEAD, MYSQL_TAIL, SQLITE_HEAD, SQLITE_TAIL } from './client-statements';
import { accessChanges, adminsOf, backupAccess, currentAccess } from './access-changes';
import { type KeptLedger, LedgerMerge } from './ledger-merge';
import { BackupNotUtf8, ImportRunning, InvalidBackup } from './backup-sql.errors';
import { applyImportPolicy, redactForExport } from './import-policy';
import { type ParsedBackup, type ParsedInsert, parseBackup } from './sql-dump-parser';
import { toSqlLiteral } from './sql-values';

const PAGE_SIZE = 500;
/** Bound parameters per INSERT; well below SQLite's and MySQL's limits. */
const PARAMS_PER_STATEMENT = 2000;
export const KEPT_BACKUPS = 10;
/** Uploads on their way to a restore or preview, under the data directory; empty between requests. */
export const IMPORT_TMP_DIR = 'import-tmp';

/** Writes the uploaded file to the path it is given. */
export type ReceiveUpload = (target: string) => Promise<void>;

export interface ImportSummary {
  rowCounts: { table: string; rows: number }[];
  /** Invoices, payments and audit entries made after the backup, kept (ledger-merge.ts). */
  kept: KeptLedger;
  /** The safety copy of the data that was replaced, relative to the data directory. */
  previousDataFile: string;
}

/**
 * MySQL/MariaDB errors about the values themselves, by errno (mysql2's code names for
 * MariaDB-only numbers are wrong). Locks and lost connections are not among them: they
 * abort the transaction and must not be reported as bad rows.
 */
const MYSQL_REJECTIONS = new Map<number, string>([
  [1062, 'ein Schlüssel kommt doppelt vor'],
  [1451, 'ein Verweis zeigt auf einen Datensatz, den es nicht gibt'],
  [1452, 'ein Verweis zeigt auf einen Datensatz, den es nicht gibt'],
  [3819, 'ein Wert liegt außerhalb des erlaubten Bereichs'],
  [4025, 'ein Wert liegt außerhalb des erlaubten Bereichs'],
  [1048, 'ein Pflichtwert fehlt'],
  [1364, 'ein Pflichtwert fehlt'],
  [1406, 'die Datenbank hat die Werte abgelehnt'],
  [1264, 'die Datenbank hat die Werte abgelehnt'],
  [1292, 'die Datenbank hat die Werte abgelehnt'],
  [1366, 'die Datenbank hat die Werte abgelehnt'],
]);

function migrationTimestamp(name: string): number | null {
  const match = /(\d{13})$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** Why the database refused a row, in German; null for errors that are not about the data. */
function describeRejection(error: unknown): string | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driver = error.driverError as { code?: string; errno?: number } | undefined;
  const code = driver?.code ?? '';
  if (code.startsWith('SQLITE_CONSTRAINT')) {
    if (code.includes('FOREIGNKEY')) return 'ein Verweis zeigt auf einen Datensatz, den es nicht gibt';
    if (code.includes('UNIQUE') || code.includes('PRIMARYKEY')) return 'ein Schlüssel kommt doppelt vor';
    if (code.includes('CHECK')) return 'ein Wert liegt außerhalb des erlaubten Bereichs';
    if (code.includes('NOTNULL')) return 'ein Pflichtwert fehlt';
    return 'die Datenbank hat die Werte abgelehnt';
  }
  return MYSQL_REJECTIONS.get(driver?.errno ?? -1) ?? null;
}

/**
 * SQL export and import of all application data. The export is taken inside one
 * transaction (a consistent snapshot), written to a file and streamed from there; the
 * import is parsed and validated completely, the current data saved, and then every
 * table replaced in one transaction with bound parameters.
 */
@Injectable()
export class SqlBackupService {
  private readonly logger = new Logger('Datensicherung');
  private importing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionRunner,
  ) {}

  /** The newest migration, which names the schema a backup belongs to. */
  schemaVersion(): string {
    const names = this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    names.sort((a, b) => (migrationTimestamp(a) ?? 0) - (migrationTimestamp(b) ?? 0));
    return names[names.length - 1] ?? 'unbekannt';
  }

  /** A complete export as a stream of a temporary file (deleted when the stream closes). */
  async openExport(now = new Date()): Promise<{ fileName: string; stream: Readable }> {
    const fileName = `${BACKUP_FILE_PREFIX}${fileTimestamp(now)}.sql`;
    const dir = await mkdtemp(join(tmpdir(), 'ek-export-'));
    const path = join(dir, fileName);
    try {
      await this.exportToFile(path, now);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const stream = createReadStream(path);
    stream.once('close', () => void rm(dir, { recursive: true, force: true }));
    return { fileName, stream };
  }

  async exportToFile(path: string, now = new Date()): Promise<void> {
    await writeFileAtomically(path, (write) =>
      // One transaction: on MySQL a REPEATABLE READ snapshot, on SQLite writers wait in the queue.
      this.tx.read(async (manager) => {
        const mysql = this.tx.engine === 'mysql';
        await write(this.header(now));
        await write(`${(mysql ? MYSQL_HEAD : SQLITE_HEAD).join('\n')}\n`);
        // A migrated database already has rows (default settings, maybe seeded categories): the
        // restore replaces them, as the app's own import does. Secret tables are emptied too.
        await write(
          [...backupSchema(this.dataSource).all]
            .reverse()
            .map((table) => `DELETE FROM ${table.name};\n`)
            .join(''),
        );
        for (const table of backupSchema(this.dataSource).exported) {
          await write(`\n-- Tabelle ${table.name}\n`);
          for await (const rows of this.pages(manager, table)) {
            let chunk = '';
            for (const row of rows) chunk += this.insertLine(table, redactForExport(table, row));
            await write(chunk);
          }
        }
        await write(`\n${(mysql ? MYSQL_TAIL : SQLITE_TAIL).join('\n')}\n`);
      }),
    );
  }

  /**
   * What `import` would restore, checked the same way, without changing anything: the console
   * shows it (above all the admin accounts, and who gains or loses admin rights or a listing
   * compared with now) before the admin confirms.
   */
  async preview(receive: ReceiveUpload): Promise<BackupPreview> {
    const parsed = await this.receiveChecked(receive);
    const restored = backupAccess(parsed);
    // A file the import would refuse for its invoices is refused here already, with the same reason.
    const kept = await this.tx.read(async (manager) => (await LedgerMerge.prepare(manager, parsed)).kept);
    return {
      tabellen: backupSchema(this.dataSource).exported.map((table) => ({
        tabelle: table.name,
        zeilen: parsed.rowCounts.get(table.name) ?? 0,
      })),
      admins: adminsOf(restored),
      ...accessChanges(await currentAccess(this.dataSource.manager), restored),
      behalten: { rechnungen: kept.invoices, zahlungen: kept.payments, protokoll: kept.auditEntries },
    };
  }

  /**
   * The running-import check comes first: a second file is refused before a byte of it is
   * received, and never waits in a buffer while the first is restored.
   */
  async import(receive: ReceiveUpload): Promise<ImportSummary> {
    if (this.importing) throw new ImportRunning();
    this.importing = true;
    try {
      const parsed = await this.receiveChecked(receive);
      const previousDataFile = await this.saveCurrentData();
      const kept = await this.tx.run(async (manager) => {
        const ledger = await LedgerMerge.prepare(manager, parsed);
        for (const table of [...backupSchema(this.dataSource).all].reverse())
          if (!ledger.keeps(table.name)) await manager.query(`DELETE FROM ${table.name}`);
        for (const table of backupSchema(this.dataSource).all) {
          for (const insert of parsed.inserts)
            if (insert.table === table)
              for (const rows of ledger.insertsFor(insert)) await this.insertRows(manager, rows);
        }
        await ledger.finish(manager);
        return ledger.kept;
      });
      this.logger.log(`Datenbank aus einer Sicherung ersetzt; vorherige Daten in ${previousDataFile}.`);
      return {
        rowCounts: backupSchema(this.dataSource).exported.map((table) => ({
          table: table.name,
          rows: parsed.rowCounts.get(table.name) ?? 0,
        })),
        kept,
        previousDataFile,
      };
    } finally {
      this.importing = false;
    }
  }

  private header(now: Date): string {
    const engine = this.tx.engine === 'mysql' ? 'MySQL/MariaDB' : 'SQLite';
    return [
      '-- Event-Kompass Datenbanksicherung',
      '-- App: Event-Kompass',
      `-- Schema-Version: ${this.schemaVersion()}`,
      `-- Datenbank: ${engine}`,
      `-- Erstellt: ${now.toISOString()}`,
      '-- Format: eine INSERT-Anweisung je Datensatz, Eltern- vor Kindtabellen. Zeichenketten nach SQL-Standard:',
      "-- nur ' wird verdoppelt, Zeilenumbrüche und Backslashes stehen wörtlich (kein Backslash-Escape),",
      '-- CR und NUL als char(13) und char(0). Zeitpunkte in UTC (JJJJ-MM-TT hh:mm:ss.sss).',
      '-- Einspielen über Admin → Datenbank; der Import ersetzt alle Daten in einer Transaktion.',
      this.tx.engine === 'mysql'
        ? '-- Ohne App: mariadb DATENBANK < datei.sql (in eine migrierte Datenbank; ersetzt alle Daten).'
        : '-- Ohne App: sqlite3 datei.sqlite < datei.sql (in eine migrierte Datenbank; ersetzt alle Daten).',
      '',
    ].join('\n');
  }

  private insertLine(table: TableSpec, row: Record<string, unknown>): string {
    const values = table.columns.map((column) => toSqlLiteral(column.kind, row[column.name]));
    return `INSERT INTO ${table.name} (${table.columns.map((c) => c.name).join(', ')}) VALUES (${values.join(', ')});\n`;
  }

  /** Rows in a stable order that is the same on both engines. */
  private async *pages(manager: EntityManager, table: TableSpec): AsyncGenerator<Record<string, unknown>[]> {
    const columns = table.columns.map((c) => c.name).join(', ');
    const order = table.order;
    if (order.kind === 'text') {
      // Small tables keyed by text: sorted here, since the engines' collations order text differently.
      const rows: Record<string, unknown>[] = await manager.query(`SELECT ${columns} FROM ${table.name}`);
      const key = (row: Record<string, unknown>) => String(row[order.column]);
      yield rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      return;
    }
    if (order.kind === 'id') {
      let last = 0;
      for (;;) {
        const rows: Record<string, unknown>[] = await manager.query(
          `SELECT ${columns} FROM ${table.name} WHERE id > ? ORDER BY id LIMIT ${PAGE_SIZE}`,
          [last],
        );
        if (rows.length === 0) return;
        yield rows;
        last = Number(rows[rows.length - 1].id);
        if (rows.length < PAGE_SIZE) return;
      }
    }
    const { first, second } = order;
    let lastFirst = 0;
    let lastSecond = 0;
    for (;;) {
      const rows: Record<string, unknown>[] = await manager.query(
        `SELECT ${columns} FROM ${table.name} WHERE ${first} > ? OR (${first} = ? AND ${second} > ?) ` +
          `ORDER BY ${first}, ${second} LIMIT ${PAGE_SIZE}`,
        [lastFirst, lastFirst, lastSecond],
      );
      if (rows.length === 0) return;
      yield rows;
      lastFirst = Number(rows[rows.length - 1][first]);
      lastSecond = Number(rows[rows.length - 1][second]);
      if (rows.length < PAGE_SIZE) return;
    }
  }

  /**
   * The upload goes to a private temporary file under the data directory (it holds password
   * hashes), is parsed from there and deleted whatever happens.
   */
  private async receiveChecked(receive: ReceiveUpload): Promise<ParsedBackup> {
    const parent = join(this.config.dataDir, IMPORT_TMP_DIR);
    await mkdir(parent, { recursive: true, mode: 0o700 });
    const dir = await mkdtemp(join(parent, 'import-'));
    try {
      const path = join(dir, 'upload.sql');
      await receive(path);
      const source = await readUtf8File(path);
      if (source === null) throw new BackupNotUtf8();
      return this.checked(source);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The file parsed, made harmless (import-policy.ts) and matched against this schema. */
  private checked(source: string): ParsedBackup {
    const parsed = parseBackup(source, backupSchema(this.dataSource).byName);
    applyImportPolicy(parsed, berlinToday());
    this.checkSchemaVersion(parsed.schemaVersion);
    return parsed;
  }

  private checkSchemaVersion(version: string | null): void {
    if (version === null) return;
    const theirs = migrationTimestamp(version);
    const ours = migrationTimestamp(this.schemaVersion()) ?? 0;
    if (theirs === null) throw new InvalidBackup(`Unbekannte Schema-Version „${version}“ im Kopf der Datei.`);
    if (theirs > ours) {
      throw new InvalidBackup(
        `Die Sicherung stammt von einer neueren Version der Anwendung (Schema ${version}) und kann hier nicht eingespielt werden.`,
      );
    }
  }

  /**
   * A person deleted their account (GDPR Art. 17): the safety copies made before an import that
   * still hold their address go. Such a copy only serves to undo a mistaken import soon after;
   * cutting the person out of a dump would be a second, untested restore path, and keeping them
   * would bring them back with an undo (docs/decisions.md).
   */
  async forgetInSafetyCopies(addresses: readonly string[]): Promise<number> {
    const dir = join(this.config.dataDir, 'backups');
    return removeFilesMentioning(dir, (name) => name.endsWith(PRE_IMPORT_SUFFIX), addresses);
  }

  /** A copy of the data about to be replaced, kept under the data directory (newest few). */
  private async saveCurrentData(): Promise<string> {
    const dir = join(this.config.dataDir, 'backups');
    await ensureDir(dir);
    const now = new Date();
    const name = `${BACKUP_FILE_PREFIX}${now.toISOString().replaceAll(':', '-').replace('.', '-')}${PRE_IMPORT_SUFFIX}`;
    await this.exportToFile(join(dir, name), now);
    await pruneBackups(dir, KEPT_BACKUPS);
    return join('backups', name);
  }

  private async insertRows(manager: EntityManager, insert: ParsedInsert): Promise<void> {
    const rowsPerStatement = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / insert.columns.length));
    const tuple = `(${insert.columns.map(() => '?').join(', ')})`;
    const prefix = `INSERT INTO ${insert.table.name} (${insert.columns.join(', ')}) VALUES `;
    for (let start = 0; start < insert.rows.length; start += rowsPerStatement) {
      const batch = insert.rows.slice(start, start + rowsPerStatement);
      try {
        await manager.query(
          prefix + batch.map(() => tuple).join(', '),
          batch.flatMap((row) => row.params),
        );
      } catch (error) {
        if (describeRejection(error) === null) throw error;
        // A failed statement leaves the transaction usable on both engines; find the row to name it.
        for (const row of batch) {
          try {
            await manager.query(prefix + tuple, row.params);
          } catch (rowError) {
            const reason = describeRejection(rowError);
            if (reason === null) throw rowError;
            throw new InvalidBackup(
              `Zeile ${row.line}: Der Datensatz für „${insert.table.name}“ wurde abgelehnt (${reason}). Es wurde nichts geändert.`,
            );
          }
        }
        throw error;
      }
    }
  }
}
