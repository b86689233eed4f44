import { HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { STATEMENT_UPLOAD_FIELD, type StatementImportResult } from '@event-kompass/shared-types';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { readStatementUpload } from './statements/read-statement';
import { StatementImportService } from './statements/statement-import.service';

@ApiController('Rechnungen (Admin)', 'api/admin/kontoauszuege')
export class AdminStatementsController {
  constructor(private readonly statements: StatementImportService) {}

  @ApiRoute(
    'Kontoauszug (CAMT.053) einlesen: Gutschriften mit Rechnungsnummer und offenem Betrag werden als Zahlung gebucht, der Rest bleibt offen; ein zweiter Import bucht nichts doppelt',
    { ok: 'StatementImportResult', errors: [400, 413] },
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [STATEMENT_UPLOAD_FIELD],
      properties: {
        [STATEMENT_UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'CAMT.053-XML' },
      },
    },
  })
  @Post()
  @HttpCode(200)
  @AdminOnly()
  async import(@Req() request: FastifyRequest): Promise<StatementImportResult> {
    return this.statements.importCamt053(await readStatementUpload(request));
  }
}
