import { Body, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { AdminReport, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { PathIdPipe } from '../../common/pipes/id-param.pipe';
import { ReportDecisionDto } from './dto/report.dto';
import { ReportNotFound } from './report.errors';
import { ReportService } from './report.service';

const reportId = new PathIdPipe(() => new ReportNotFound());

@ApiController('Meldungen', 'api/admin/reports')
@AdminOnly()
export class AdminReportController {
  constructor(private readonly reports: ReportService) {}

  @ApiRoute('Alle Meldungen, offene zuerst', { ok: ['AdminReport'] })
  @Get()
  list(): Promise<AdminReport[]> {
    return this.reports.list();
  }

  @ApiRoute('Über eine Meldung entscheiden (Inhalt entfernen oder Meldung ablehnen)', {
    ok: 'MessageResponse',
    errors: [404, 409],
  })
  @Post(':id/decision')
  @HttpCode(200)
  decide(
    @Param('id', reportId) id: number,
    @Body() dto: ReportDecisionDto,
    @CurrentUser() admin: AuthUser,
  ): Promise<MessageResponse> {
    return this.reports.decide(id, dto, admin);
  }
}
