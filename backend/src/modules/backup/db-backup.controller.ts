import { applyDecorators, Get, Header, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { attachment } from '../../common/http/attachment';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminRoute } from '../../common/decorators/access.decorators';
import { receiveBackupUpload, UPLOAD_FIELD } from './sql/read-upload';
import { type ImportSummary, SqlBackupService } from './sql/sql-backup.service';

function summaryText(summary: ImportSummary): string {
  const lines = summary.rowCounts.map(
    ({ table, rows }) => `${table}: ${rows} ${rows === 1 ? 'Zeile' : 'Zeilen'}`,
  );
  const { invoices, payments, auditEntries } = summary.kept;
  const kept =
    invoices + payments + auditEntries === 0
      ? []
      : [
          `Behalten, weil eine Rücksicherung sie nie zurücknimmt: ${invoices} ${invoices === 1 ? 'Rechnung' : 'Rechnungen'}, ` +
            `${payments} ${payments === 1 ? 'Zahlung' : 'Zahlungen'} und ${auditEntries} ${auditEntries === 1 ? 'Eintrag' : 'Einträge'} ` +
            'im Protokoll, die neuer sind als die Sicherung.',
        ];
  return [
    'Datenbank erfolgreich importiert.',
    ...lines,
    ...kept,
    `Die vorherigen Daten wurden in ${summary.previousDataFile} gesichert.`,
    '',
  ].join('\n');
}

/** Both upload routes take the file the same way. */
const BackupFileBody = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'SQL-Datei (.sql)' } },
      },
    }),
  );

@ApiController('Sicherung', 'api/admin/db')
export class DbBackupController {
  constructor(private readonly backup: SqlBackupService) {}

  @AdminRoute(Get('export'), 'SQL-Sicherung der ganzen Datenbank herunterladen', {
    okFile: { description: 'SQL-Datei', types: ['application/sql'] },
  })
  @Header('cache-control', 'no-store')
  async export(): Promise<StreamableFile> {
    const { fileName, stream } = await this.backup.openExport();
    return attachment(stream, fileName, 'application/sql; charset=utf-8');
  }

  @AdminRoute(
    Post('import/preview'),
    'SQL-Sicherung prüfen, ohne etwas zu ändern: Tabellen, Zeilen, die Admin-Konten der Datei und was sich an Admin-Rechten und Besitzern der Einträge gegenüber jetzt ändert',
    { ok: 'BackupPreview', errors: [400, 413, 415], catalogNeutral: true },
  )
  @BackupFileBody()
  async preview(@Req() request: FastifyRequest) {
    return this.backup.preview((target) => receiveBackupUpload(request, target));
  }

  @AdminRoute(
    Post('import'),
    'SQL-Sicherung einspielen (ersetzt alle Daten; Datei als multipart/form-data)',
    {
      okFile: { description: 'Zusammenfassung als Text', types: ['text/plain'] },
      errors: [400, 409, 413, 415],
    },
  )
  @BackupFileBody()
  async import(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const summary = await this.backup.import((target) => receiveBackupUpload(request, target));
    // Set only on success: errors keep the API's JSON `{ msg }`.
    void reply.type('text/plain; charset=utf-8');
    return summaryText(summary);
  }
}
