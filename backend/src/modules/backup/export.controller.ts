import { Readable } from 'node:stream';
import { Get, Res } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import type { FastifyReply } from 'fastify';
import { AdminRoute } from '../../common/decorators/access.decorators';
import { CsvExportService } from './csv/csv-export.service';

function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/** CSV downloads for the admin; streamed, so size does not matter. */
@ApiController('Sicherung', 'api/export')
export class ExportController {
  constructor(private readonly csv: CsvExportService) {}

  @AdminRoute(Get('providers'), 'Alle Anbieter als CSV-Datei', {
    okFile: { description: 'event-kompass-providers.csv', types: ['text/csv'] },
  })
  providers(@Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'event-kompass-providers.csv', this.csv.providers());
  }

  @AdminRoute(Get('users'), 'Alle Benutzer als CSV-Datei', {
    okFile: { description: 'event-kompass-users.csv', types: ['text/csv'] },
  })
  users(@Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'event-kompass-users.csv', this.csv.users());
  }
}
