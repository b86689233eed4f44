import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { StoredBackup } from '@event-kompass/shared-types';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { INVOICE_FILE_NAME } from '../../billing';
import { PHOTO_FILE_NAME } from '../../photo';
import { BACKUP_FILE_PREFIX, fileTimestamp } from '../sql/backup-files';
import { SqlBackupService } from '../sql/sql-backup.service';
import { BackupNameInvalid, BackupNotFound, BackupRunning } from './backup-archive.errors';
import { BackupStore } from './backup-store';
import { backupsToKeep } from './rotation';
import { writeTarGz } from './tar-gz';

export const UPLOADS_SUFFIX = '-uploads.tar.gz';
export const MANUAL_MARK = '-manuell';
/** Backups made with "Jetzt sichern" that the rotation keeps, besides the daily and weekly ones. */
export const KEPT_MANUAL_BACKUPS = 5;

/** Made by the daily job, or by an admin ("Jetzt sichern"), which the daily rule must not thin out. */
export type BackupKind = 'scheduled' | 'manual';

/**
 * The names this service writes and the only ones it lists, serves or deletes:
 * `eventkompass-backup-2026-11-26T02-00-00Z.sql`, the same stem with `-uploads.tar.gz`, and both
 * with `-manuell` after the time for those made by hand.
 */
const ARCHIVE_NAME =
  /^eventkompass-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z(-manuell)?(\.sql|-uploads\.tar\.gz)$/;

/** When and how the backup named so was made; null for any other name. */
function parseName(name: string): { time: Date; kind: BackupKind } | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  if (Number.isNaN(time.getTime())) return null;
  return { time, kind: match[5] ? 'manual' : 'scheduled' };
}

/**
 * Backups kept by the app: the SQL export (the same file the console downloads) and the uploaded
 * photos as a `.tar.gz`, owner-only files under `DATA_DIR/backups`; with the photos in S3 the SQL
 * export goes to the bucket's `backups/` (the bucket keeps the photos, and every instance sees
 * the same backups). Made by the daily job and by "Jetzt sichern";
 * after each the rotation keeps `BACKUP_KEEP` daily and `BACKUP_KEEP_WEEKS` weekly ones of the
 * job's, and the newest `KEPT_MANUAL_BACKUPS` made by hand (an admin's copy before a risky
 * change must not give way to the next night's).
 */
@Injectable()
export class BackupArchiveService {
  private readonly logger = new Logger('Datensicherung');
  private creating = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sql: SqlBackupService,
    private readonly store: BackupStore,
  ) {}

  /** The kept backup files, newest first (the SQL file before its photos). */
  async list(): Promise<StoredBackup[]> {
    const entries: { backup: StoredBackup; time: number }[] = [];
    for (const { name, bytes } of await this.store.list()) {
      const parsed = parseName(name);
      if (!parsed) continue;
      entries.push({
        backup: { name, erstellt_am: parsed.time.toISOString(), bytes },
        time: parsed.time.getTime(),
      });
    }
    entries.sort((a, b) => b.time - a.time || (a.backup.name.endsWith('.sql') ? -1 : 1));
    return entries.map((entry) => entry.backup);
  }

  /**
   * Makes a backup now and rotates; answers the new files. One at a time per process: a second
   * request while one is written is refused rather than queued.
   */
  async create(kind: BackupKind, now = new Date()): Promise<StoredBackup[]> {
    if (this.creating) throw new BackupRunning();
    this.creating = true;
    try {
      await this.store.prepare();
      const stem = `${BACKUP_FILE_PREFIX}${fileTimestamp(now)}${kind === 'manual' ? MANUAL_MARK : ''}`;
      const staged = (name: string) => join(this.store.stagingDir, name);
      const written = [`${stem}.sql`];
      await this.sql.exportToFile(staged(written[0]), now);
      await this.store.save(written[0], staged(written[0]));
      const photos = this.config.photoStorage;
      if (photos.type === 'local') {
        const files = await readdir(photos.dir).catch(() => [] as string[]);
        // Only the app's own files, photos and invoice PDFs (kept 8 years, § 147 AO): no
        // half-written `.tmp`, nothing an operator put there.
        const names = files
          .filter((name) => PHOTO_FILE_NAME.test(name) || INVOICE_FILE_NAME.test(name))
          .sort();
        const archive = `${stem}${UPLOADS_SUFFIX}`;
        await writeTarGz(staged(archive), photos.dir, names);
        await this.store.save(archive, staged(archive));
        written.push(archive);
      }
      await this.rotate();
      const kept = await this.list();
      this.logger.log(`Sicherung erstellt: ${written.join(', ')}`);
      return kept.filter((backup) => written.includes(backup.name));
    } finally {
      this.creating = false;
    }
  }

  /** One kept backup file as a stream; the name must be one this service writes. */
  async open(name: string): Promise<{ stream: Readable; bytes: number }> {
    if (parseName(name) === null) throw new BackupNameInvalid();
    const file = await this.store.open(name);
    if (!file) throw new BackupNotFound();
    return file;
  }

  /**
   * Deletes what the rotation no longer keeps: daily backups by the daily and weekly rule, those
   * made by hand beyond the newest few. With `BACKUP_KEEP=0` nothing is deleted.
   */
  private async rotate(): Promise<void> {
    const { keepDaily, keepWeekly } = this.config.backup;
    if (keepDaily === 0) return;
    const files = (await this.list()).flatMap((backup) => {
      const parsed = parseName(backup.name);
      return parsed ? [{ name: backup.name, ...parsed }] : [];
    });
    const times = (kind: BackupKind) => files.filter((file) => file.kind === kind).map((file) => file.time);
    const newestManual = [...new Set(times('manual').map((time) => time.getTime()))]
      .sort((a, b) => b - a)
      .slice(0, KEPT_MANUAL_BACKUPS);
    const keep: Record<BackupKind, Set<number>> = {
      scheduled: backupsToKeep(times('scheduled'), { keepDaily, keepWeekly }),
      manual: new Set(newestManual),
    };
    for (const file of files) {
      if (!keep[file.kind].has(file.time.getTime())) await this.store.delete(file.name);
    }
  }
}
