import { applyDecorators, Get, Header, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BackupPreview } from '@event-kompass/shared-types';
import { AdminOnly, AdminRoute } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
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
    return new StreamableFile(stream, {
      type: 'application/sql; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }

  @ApiRoute(
    'SQL-Sicherung prüfen, ohne etwas zu ändern: Tabellen, Zeilen, die Admin-Konten der Datei und was sich an Admin-Rechten und Besitzern der Einträge gegenüber jetzt ändert',
    { ok: 'BackupPreview', errors: [400, 413, 415] },
  )
  @BackupFileBody()
  @Post('import/preview')
  @AdminOnly()
  @CatalogNeutral()
  @HttpCode(200)
  async preview(@Req() request: FastifyRequest): Promise<BackupPreview> {
    return this.backup.preview((target) => receiveBackupUpload(request, target));
  }

  @ApiRoute('SQL-Sicherung einspielen (ersetzt alle Daten; Datei als multipart/form-data)', {
    okFile: { description: 'Zusammenfassung als Text', types: ['text/plain'] },
    errors: [400, 409, 413, 415],
  })
  @BackupFileBody()
  @Post('import')
  @AdminOnly()
  @HttpCode(200)
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
