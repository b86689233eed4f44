import { Get } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { WorkspaceApi } from './workspace-api';
import { WorkspaceStatisticsService } from './workspace-statistics.service';
import { PathId } from '../../common/pipes/id-param.pipe';

/** "Mein Eintrag" › Statistik. Another's listing answers 404, as if it did not exist. */
@WorkspaceApi()
export class WorkspaceStatisticsController {
  constructor(private readonly statistics: WorkspaceStatisticsService) {}

  @UserRoute(
    Get(':id/statistik'),
    'Statistik des eigenen Eintrags: Aufrufe, Suchtreffer, Anfragen, Angebote, Buchungen je Monat',
    {
      ok: 'ListingStatistics',
      errors: [404],
    },
  )
  statistik(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.statistics.forOwner(user, id);
  }
}
