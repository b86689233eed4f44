import { Body, Post } from '@nestjs/common';
import type { MessageResponse } from '@event-kompass/shared-types';
import {
  type AuthUser,
  ClientIp,
  OptionalUser,
  PublicOrLoggedIn,
} from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { CreateReportDto } from './dto/report.dto';
import { ReportService } from './report.service';

@ApiController('Meldungen', 'api/reports')
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @ApiRoute('Bewertung oder Anbieter melden (Hinweis nach Art. 16 DSA)', {
    created: 'MessageResponse',
    errors: [404, 429],
  })
  @Post()
  @CatalogNeutral()
  @PublicOrLoggedIn()
  create(
    @Body() dto: CreateReportDto,
    @ClientIp() ip: string,
    @OptionalUser() user: AuthUser | null,
  ): Promise<MessageResponse> {
    return this.reports.create(dto, ip, user);
  }
}
