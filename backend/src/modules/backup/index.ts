/** The backup module's public surface. */
export { BackupModule } from './backup.module';
export { BackupArchiveService } from './archive/backup-archive.service';
