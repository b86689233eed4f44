import { Get, Param } from '@nestjs/common';
import type { ListingStatistics } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { WorkspaceStatisticsService } from './workspace-statistics.service';

/** "Mein Eintrag" › Statistik. Another's listing answers 404, as if it did not exist. */
@ApiController('Mein Eintrag', 'api/profile/provider')
export class WorkspaceStatisticsController {
  constructor(private readonly statistics: WorkspaceStatisticsService) {}

  @ApiRoute('Statistik des eigenen Eintrags: Aufrufe, Suchtreffer, Anfragen, Angebote, Buchungen je Monat', {
    ok: 'ListingStatistics',
    errors: [404],
  })
  @Get(':id/statistik')
  @LoggedIn()
  statistik(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<ListingStatistics> {
    return this.statistics.forOwner(user, id);
  }
}
