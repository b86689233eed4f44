import { Body, Post } from '@nestjs/common';
import {
  type AuthUser,
  ClientIp,
  OptionalUser,
  PublicOrLoggedInRoute,
} from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { CreateReportDto } from './dto/report.dto';
import { ReportService } from './report.service';

@ApiController('Meldungen', 'api/reports')
export class ReportController {
  constructor(private readonly reports: ReportService) {}

  @PublicOrLoggedInRoute(Post(), 'Bewertung oder Anbieter melden (Hinweis nach Art. 16 DSA)', {
    created: 'MessageResponse',
    errors: [404, 429],
    catalogNeutral: true,
  })
  create(@Body() dto: CreateReportDto, @ClientIp() ip: string, @OptionalUser() user: AuthUser | null) {
    return this.reports.create(dto, ip, user);
  }
}
