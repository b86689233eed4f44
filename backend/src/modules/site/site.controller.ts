import { Get } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PublicRoute } from '../../common/decorators/access.decorators';
import { SiteService } from './site.service';

@ApiController('Seite', 'api/site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @PublicRoute(Get(), 'Angaben des Betreibers für Impressum und Fußzeile', { ok: 'SiteInfo' })
  info() {
    return this.site.info();
  }
}
