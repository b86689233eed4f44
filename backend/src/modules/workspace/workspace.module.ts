import { Module } from '@nestjs/common';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { StatisticsModule } from '../statistics';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedService } from './calendar-feed.service';
import { WorkspaceCalendarController } from './workspace-calendar.controller';
import { WorkspaceStatisticsController } from './workspace-statistics.controller';
import { WorkspaceStatisticsService } from './workspace-statistics.service';
import { WorkspaceController } from './workspace.controller';
import { WorkspaceService } from './workspace.service';

/** The provider's workspace ("Mein Eintrag"); owns no table, it joins the provider and inquiry modules. */
@Module({
  imports: [ProviderModule, InquiryModule, StatisticsModule],
  controllers: [
    WorkspaceController,
    WorkspaceStatisticsController,
    WorkspaceCalendarController,
    CalendarFeedController,
  ],
  providers: [WorkspaceService, WorkspaceStatisticsService, CalendarFeedService],
})
export class WorkspaceModule {}
