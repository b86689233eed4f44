import { Controller, Get } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { SiteInfo } from '@event-kompass/shared-types';
import { Public } from '../../common/decorators/access.decorators';
import { SiteService } from './site.service';

@ApiGroup('Seite')
@Controller('api/site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @ApiRoute('Angaben des Betreibers für Impressum und Fußzeile', { ok: 'SiteInfo' })
  @Get()
  @Public()
  info(): SiteInfo {
    return this.site.info();
  }
}
