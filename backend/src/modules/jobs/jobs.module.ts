import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { SettingsModule } from '../settings';
import { JobRunRepository } from './job-run.repository';
import { ScheduledJobsService } from './scheduled-jobs.service';

/** Owns `job_runs`; the daily jobs ask the owners of providers, inquiries and users. */
@Module({
  imports: [ProviderModule, InquiryModule, IdentityModule, SettingsModule, MailModule],
  providers: [JobRunRepository, ScheduledJobsService],
  exports: [ScheduledJobsService, JobRunRepository],
})
export class JobsModule {}
