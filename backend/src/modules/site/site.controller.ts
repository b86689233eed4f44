import { Controller, Get } from '@nestjs/common';
import type { SiteInfo } from '@event-kompass/shared-types';
import { Public } from '../../common/decorators/access.decorators';
import { SiteService } from './site.service';

@Controller('api/site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  @Public()
  info(): SiteInfo {
    return this.site.info();
  }
}
