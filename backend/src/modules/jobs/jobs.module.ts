import { Module } from '@nestjs/common';
import { BackupModule } from '../backup';
import { BillingModule } from '../billing';
import { ContactModule } from '../contact';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { MailModule } from '../mail';
import { PhotoModule } from '../photo';
import { ProviderModule } from '../provider';
import { ReportModule } from '../report';
import { SettingsModule } from '../settings';
import { JobRunRepository } from './job-run.repository';
import { RetentionJob } from './retention.job';
import { ScheduledJobsService } from './scheduled-jobs.service';

/**
 * Owns `job_runs`; the daily jobs ask the owners of providers, inquiries and users, and the
 * retention job the owners of the tables it empties; the daily backup asks the backup module.
 */
@Module({
  imports: [
    BackupModule,
    ProviderModule,
    InquiryModule,
    IdentityModule,
    SettingsModule,
    MailModule,
    PhotoModule,
    ContactModule,
    BillingModule,
    ReportModule,
  ],
  providers: [JobRunRepository, ScheduledJobsService, RetentionJob],
  exports: [ScheduledJobsService, JobRunRepository],
})
export class JobsModule {}
