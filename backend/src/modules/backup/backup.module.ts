import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { CsvExportService } from './csv/csv-export.service';
import { DbBackupController } from './db-backup.controller';
import { ExportController } from './export.controller';
import { SqlBackupService } from './sql/sql-backup.service';

/**
 * CSV exports (through the tables' owners) and the SQL backup, which by its nature reads and
 * writes every table as raw rows (the one exception to table ownership, see docs/architecture.md).
 */
@Module({
  imports: [ProviderModule, InquiryModule, IdentityModule],
  controllers: [DbBackupController, ExportController],
  providers: [SqlBackupService, CsvExportService],
  exports: [SqlBackupService],
})
export class BackupModule {}
