import { Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { InvoiceService } from './invoices/invoice.service';
import { PublicRoute } from '../../common/decorators/access.decorators';

/** An invoice's PDF behind its signed link: no login, and without the signature a 404. */
@ApiController('Verlängerung', 'api/invoices')
export class InvoiceFilesController {
  constructor(private readonly invoices: InvoiceService) {}

  @PublicRoute(
    Get(':nummer/pdf'),
    'Rechnung als PDF (signierter Link aus Antwort, E-Mail oder „Mein Eintrag“)',
    {
      okFile: { description: 'Die Rechnung (PDF)', types: ['application/pdf'] },
      errors: [404],
    },
  )
  @Header('cache-control', 'private, no-store')
  @Header('x-robots-tag', 'noindex')
  async pdf(@Param('nummer') nummer: string, @Query('sig') sig: unknown): Promise<StreamableFile> {
    const file = await this.invoices.pdfBySignedLink(nummer, typeof sig === 'string' ? sig : '');
    return new StreamableFile(file.bytes, {
      type: 'application/pdf',
      disposition: `inline; filename="${file.nummer}.pdf"`,
    });
  }
}
