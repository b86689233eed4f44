import { Module } from '@nestjs/common';
import { JobRegistry } from '../../common/jobs/job-registry';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { AdminBackupsController } from './admin-backups.controller';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BackupArchiveService } from './archive/backup-archive.service';
import { BackupStore, createBackupStore } from './archive/backup-store';
import { CsvExportService } from './csv/csv-export.service';
import { DbBackupController } from './db-backup.controller';
import { ExportController } from './export.controller';
import { SqlBackupService } from './sql/sql-backup.service';

/**
 * CSV exports (through the tables' owners) and the SQL backup, which by its nature reads and
 * writes every table as raw rows (the one exception to table ownership, see docs/architecture.md);
 * the backups kept on the server, which the daily job (modules/jobs) makes through this module.
 */
@Module({
  imports: [ProviderModule, InquiryModule, IdentityModule],
  controllers: [DbBackupController, ExportController, AdminBackupsController],
  providers: [
    SqlBackupService,
    CsvExportService,
    BackupArchiveService,
    {
      provide: BackupStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createBackupStore(config.photoStorage, config.dataDir),
    },
  ],
  exports: [BackupArchiveService, SqlBackupService],
})
export class BackupModule {
  constructor(jobs: JobRegistry, archive: BackupArchiveService) {
    jobs.register('backup', async ({ now }) => (await archive.create('scheduled', now)).length);
  }
}
