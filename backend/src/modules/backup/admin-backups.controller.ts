import { Get, Header, Param, Post, StreamableFile } from '@nestjs/common';
import { attachment } from '../../common/http/attachment';
import { AdminRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { BackupArchiveService } from './archive/backup-archive.service';

/** The backups kept on the server (scheduled and "Jetzt sichern"). */
@ApiController('Sicherung', 'api/admin/backups')
export class AdminBackupsController {
  constructor(private readonly archive: BackupArchiveService) {}

  @AdminRoute(Get(), 'Gespeicherte Sicherungen, neueste zuerst', { ok: ['StoredBackup'] })
  @Header('cache-control', 'no-store')
  list() {
    return this.archive.list();
  }

  @AdminRoute(Post(), 'Jetzt eine Sicherung erstellen (SQL und Fotos); antwortet mit den neuen Dateien', {
    created: ['StoredBackup'],
    errors: [409],
    catalogNeutral: true,
  })
  create() {
    return this.archive.create('manual');
  }

  @AdminRoute(Get(':name'), 'Eine gespeicherte Sicherungsdatei herunterladen', {
    okFile: {
      description: 'Die SQL-Sicherung (.sql) oder die Fotos (-uploads.tar.gz)',
      types: ['application/sql', 'application/gzip'],
    },
    errors: [400, 404],
  })
  @Header('cache-control', 'no-store')
  async download(@Param('name') name: string): Promise<StreamableFile> {
    // No stated length: with one, the connection stayed busy after the answer and a shutdown
    // waited for the keep-alive timeout (seen in test/backup-scheduled); the stream's end is the end.
    const { stream } = await this.archive.open(name);
    return attachment(
      stream,
      name,
      name.endsWith('.sql') ? 'application/sql; charset=utf-8' : 'application/gzip',
    );
  }
}
