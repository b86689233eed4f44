import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { JobRuns } from './job-runs';
import { ScheduledJobsService } from './scheduled-jobs.service';

@Module({
  imports: [SettingsModule],
  providers: [JobRuns, ScheduledJobsService],
  exports: [ScheduledJobsService],
})
export class JobsModule {}
