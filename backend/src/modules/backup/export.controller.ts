import { Readable } from 'node:stream';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { CsvExportService } from './csv/csv-export.service';

function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));
}

/** CSV downloads for the admin; streamed, so size does not matter. */
@ApiGroup('Sicherung')
@Controller('api/export')
export class ExportController {
  constructor(private readonly csv: CsvExportService) {}

  @ApiRoute('Alle Anbieter als CSV-Datei', {
    okFile: { description: 'event-kompass-providers.csv', types: ['text/csv'] },
  })
  @Get('providers')
  @AdminOnly()
  providers(@Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'event-kompass-providers.csv', this.csv.providers());
  }

  @ApiRoute('Alle Benutzer als CSV-Datei', {
    okFile: { description: 'event-kompass-users.csv', types: ['text/csv'] },
  })
  @Get('users')
  @AdminOnly()
  users(@Res() reply: FastifyReply): FastifyReply {
    return sendCsv(reply, 'event-kompass-users.csv', this.csv.users());
  }
}
