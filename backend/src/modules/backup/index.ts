/** The backup module's public surface. */
export { BackupModule } from './backup.module';
export { SqlBackupService } from './sql/sql-backup.service';
