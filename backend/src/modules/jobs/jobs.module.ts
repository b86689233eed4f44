import { Module } from '@nestjs/common';
import { JobRegistry } from '../../common/jobs/job-registry';
import { BillingModule } from '../billing';
import { ContactModule } from '../contact';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { MailModule } from '../mail';
import { ProviderModule } from '../provider';
import { ReportModule } from '../report';
import { SettingsModule } from '../settings';
import { JobMails } from './job-mails';
import { JobRunRepository } from './job-run.repository';
import { JobSchedule } from './job-schedule';
import { ListingExpiryJob } from './listing-expiry.job';
import { RetentionJob } from './retention.job';
import { ReviewReminderJob } from './review-reminder.job';
import { ScheduledJobsService } from './scheduled-jobs.service';

/**
 * Owns `job_runs` and runs the jobs every module registers (JobRegistry). Its own jobs ask the
 * owners of providers, inquiries and users, and the retention job the owners of the tables it empties.
 */
@Module({
  imports: [
    ProviderModule,
    InquiryModule,
    IdentityModule,
    SettingsModule,
    MailModule,
    ContactModule,
    BillingModule,
    ReportModule,
  ],
  providers: [
    JobRunRepository,
    ScheduledJobsService,
    JobSchedule,
    RetentionJob,
    ListingExpiryJob,
    ReviewReminderJob,
    JobMails,
  ],
  exports: [ScheduledJobsService, JobRunRepository],
})
export class JobsModule {
  constructor(
    jobs: JobRegistry,
    expiry: ListingExpiryJob,
    reviews: ReviewReminderJob,
    retention: RetentionJob,
  ) {
    jobs.register('deactivate-expired', ({ today }) => expiry.deactivateExpired(today));
    jobs.register('expiry-reminders', ({ today }) => expiry.queueReminders(today));
    jobs.register('review-reminders', ({ today }) => reviews.run(today));
    jobs.register('retention', ({ now }) => retention.run(now));
  }
}
