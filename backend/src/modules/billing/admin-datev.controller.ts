import { Get, Header, Query, StreamableFile } from '@nestjs/common';
import { attachment } from '../../common/http/attachment';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { datevFileName, DatevExportService, datevPeriod } from './datev/datev-export.service';

@ApiController('Rechnungen (Admin)', 'api/admin/export/datev')
@AdminOnly()
export class AdminDatevController {
  constructor(private readonly datev: DatevExportService) {}

  @ApiRoute(
    'DATEV-Buchungsstapel (EXTF, SKR03) eines Zeitraums in einem Kalenderjahr: Rechnungen, Stornos und Zahlungen',
    { okFile: { description: 'Buchungsstapel (CSV, Windows-1252)', types: ['text/csv'] }, errors: [400] },
  )
  @Get()
  @Header('cache-control', 'no-store')
  async csv(@Query('von') von: unknown, @Query('bis') bis: unknown): Promise<StreamableFile> {
    const period = datevPeriod(von, bis);
    return attachment(await this.datev.csv(period), datevFileName(period), 'text/csv; charset=windows-1252');
  }

  @ApiRoute('Die Rechnungs-PDFs des Zeitraums und der Buchungsstapel als ZIP', {
    okFile: { description: 'ZIP mit PDFs und Buchungsstapel', types: ['application/zip'] },
    errors: [400],
  })
  @Get('belege')
  @Header('cache-control', 'no-store')
  async zip(@Query('von') von: unknown, @Query('bis') bis: unknown): Promise<StreamableFile> {
    const period = datevPeriod(von, bis);
    return attachment(
      await this.datev.zip(period),
      `Rechnungen_${period.von}_${period.bis}.zip`,
      'application/zip',
    );
  }
}
