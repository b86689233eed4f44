/** The backup module's public surface. */
export { BackupModule } from './backup.module';
export { BackupArchiveService } from './archive/backup-archive.service';
export { SqlBackupService } from './sql/sql-backup.service';
