import { Get } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import type { SiteInfo } from '@event-kompass/shared-types';
import { PublicRoute } from '../../common/decorators/access.decorators';
import { SiteService } from './site.service';

@ApiController('Seite', 'api/site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @PublicRoute(Get(), 'Angaben des Betreibers für Impressum und Fußzeile', { ok: 'SiteInfo' })
  info(): SiteInfo {
    return this.site.info();
  }
}
