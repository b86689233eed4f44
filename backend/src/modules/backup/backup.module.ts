import { Module } from '@nestjs/common';
import { CsvExportService } from './csv/csv-export.service';
import { DbBackupController } from './db-backup.controller';
import { ExportController } from './export.controller';
import { SqlBackupService } from './sql/sql-backup.service';

@Module({
  controllers: [DbBackupController, ExportController],
  providers: [SqlBackupService, CsvExportService],
})
export class BackupModule {}
