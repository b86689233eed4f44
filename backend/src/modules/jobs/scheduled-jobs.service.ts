import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { addDays, berlinToday } from '@event-kompass/shared-types';
import { PublicResponseCache } from '../../common/http/public-response-cache';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { distinctIds } from '../../database/id-batch';
import { BackupArchiveService } from '../backup';
import { InvoiceService } from '../billing';
import { ReminderConsentService } from '../identity';
import { InquiryService, QuoteService, ResponseFiguresService } from '../inquiry';
import {
  deactivationMail,
  expiryReminderMail,
  type MailContext,
  OutboxService,
  type OutgoingMail,
  reviewReminderMail,
} from '../mail';
import { PhotoService } from '../photo';
import { CalendarSyncService, ProviderService, type RenewalListing } from '../provider';
import { SettingsService } from '../settings';
import { JobRunRepository, type JobRunSummary } from './job-run.repository';
import { RetentionJob } from './retention.job';

export const JOB_NAMES = [
  'deactivate-expired',
  'expiry-reminders',
  'review-reminders',
  'retention',
  'photo-files',
  'quote-expiry',
  'response-figures',
  'backup',
  'calendar-import',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobResult {
  job: JobName;
  /** False when another instance (or an earlier run today) already holds the run key. */
  ran: boolean;
  /** Listings deactivated, mails queued, rows deleted or backup files written by this run. */
  effects: number;
}

/** A job's work; it answers with its number of effects. */
type JobWork = () => Promise<number>;

/** The second expiry reminder comes this many days before the end (issue 26: 30 and 7 days). */
export const LAST_REMINDER_DAYS = 7;

/** Events further back than this get no review reminder (e.g. right after the feature starts). */
const REVIEW_REMINDER_WINDOW_DAYS = 30;

/**
 * The daily jobs: deactivate listings past their end, remind providers before the end,
 * remind users to review after their event, delete what has outlived its retention period. All dates are Berlin calendar days. Each job
 * takes a run key per day, and each effect is idempotent on its own (conditional UPDATE,
 * mail cause keys), so overlapping runs on several instances do the work once.
 */
@Injectable()
export class ScheduledJobsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderService,
    private readonly inquiries: InquiryService,
    private readonly quotes: QuoteService,
    private readonly consent: ReminderConsentService,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly settings: SettingsService,
    private readonly runs: JobRunRepository,
    private readonly scheduler: SchedulerRegistry,
    private readonly retention: RetentionJob,
    private readonly answers: PublicResponseCache,
    private readonly photos: PhotoService,
    private readonly backups: BackupArchiveService,
    private readonly responseFigures: ResponseFiguresService,
    private readonly calendars: CalendarSyncService,
    private readonly invoices: InvoiceService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runBackgroundWork) return;
    this.schedule('daily-jobs', this.config.jobsCron, () => this.daily());
    // BACKUP_KEEP=0: no scheduled backup (and no rotation).
    if (this.config.backup.keepDaily > 0) {
      this.schedule('backup', this.config.backup.schedule, () => this.scheduledBackup());
    }
    // External calendars change during the day: read them every hour (at :17, away from the full hour).
    this.schedule('calendar-import', '17 * * * *', async () => {
      try {
        await this.runCalendarImport();
      } catch (error) {
        this.logger.error('Kalender-Import fehlgeschlagen', (error as Error)?.stack);
      }
    });
  }

  /**
   * Reads the providers' external calendars into their taken days, once per hour across all
   * instances (run key per UTC hour).
   */
  async runCalendarImport(options: { now?: Date } = {}): Promise<JobResult> {
    const now = options.now ?? new Date();
    const job: JobName = 'calendar-import';
    return this.runUnder(job, `${job}:${now.toISOString().slice(0, 13)}`, now, () =>
      this.calendars.importAll(now),
    );
  }

  private schedule(name: string, cronTime: string, onTick: () => Promise<void>): void {
    const job = CronJob.from({
      cronTime,
      timeZone: 'Europe/Berlin',
      onTick,
      // A run still going when the next tick comes (a very short schedule) is not doubled.
      waitForCompletion: true,
    });
    this.scheduler.addCronJob(name, job);
    job.start();
  }

  private async scheduledBackup(): Promise<void> {
    try {
      const result = await this.runBackup();
      if (!result.ran) this.logger.log('Sicherung heute schon erstellt (andere Instanz oder früherer Lauf).');
    } catch (error) {
      this.logger.error('Geplante Sicherung fehlgeschlagen', (error as Error)?.stack);
    }
  }

  /**
   * The day's backup (SQL and photos, then the rotation), once per Berlin day across all
   * instances: the same run key as the other jobs. A failed run keeps its key unfinished, which
   * the metrics show; the next day tries again.
   */
  async runBackup(options: { now?: Date } = {}): Promise<JobResult> {
    const now = options.now ?? new Date();
    return this.runOnce(
      'backup',
      now,
      false,
      async () => (await this.backups.create('scheduled', now)).length,
    );
  }

  async daily(): Promise<void> {
    try {
      const results = await this.runAll();
      const elsewhere = results.filter((result) => !result.ran).map((result) => result.job);
      if (elsewhere.length > 0) {
        this.logger.log(`Heute schon erledigt (andere Instanz oder früherer Lauf): ${elsewhere.join(', ')}`);
      }
    } catch (error) {
      this.logger.error('Tägliche Jobs fehlgeschlagen', (error as Error)?.stack);
    }
  }

  /**
   * Runs every job for the Berlin day of `now`. `force` (the CLI's `--force`) skips the
   * daily run key; the effects stay idempotent through their cause keys.
   */
  async runAll(options: { now?: Date; force?: boolean } = {}): Promise<JobResult[]> {
    const now = options.now ?? new Date();
    const today = berlinToday(now);
    const results: JobResult[] = [];
    const jobs: [JobName, JobWork][] = [
      ['deactivate-expired', () => this.deactivateExpired(today)],
      ['expiry-reminders', () => this.queueExpiryReminders(today)],
      ['review-reminders', () => this.queueReviewReminders(today)],
      ['retention', () => this.retention.run(now)],
      // What uploads cut off by a crash left behind (also swept at start).
      ['photo-files', () => this.photos.sweepFiles(now)],
      // Quotes past their last valid day can no longer be accepted (issue 25).
      ['quote-expiry', () => this.quotes.expireOverdue(today, now)],
      // The 90-day window moves and unanswered inquiries pass 48 hours without anybody acting.
      ['response-figures', () => this.responseFigures.refresh(undefined, now)],
    ];
    for (const [job, work] of jobs) results.push(await this.runOnce(job, now, options.force ?? false, work));
    return results;
  }

  /** Does `work` if this caller takes the job's run key for the Berlin day of `now`. */
  private async runOnce(job: JobName, now: Date, force: boolean, work: JobWork): Promise<JobResult> {
    const today = berlinToday(now);
    const runKey = force ? `${job}:${today}:manuell:${now.toISOString()}` : `${job}:${today}`;
    const result = await this.runUnder(job, runKey, now, work);
    if (result.effects > 0) this.logger.log(`${job} (${today}): ${result.effects}`);
    return result;
  }

  /** Does `work` if this caller takes `runKey`: one row per job and period across all instances. */
  private async runUnder(job: JobName, runKey: string, now: Date, work: JobWork): Promise<JobResult> {
    if (!(await this.runs.take(runKey, job, now))) return { job, ran: false, effects: 0 };
    const effects = await work();
    await this.runs.finish(runKey);
    return { job, ran: true, effects };
  }

  /** Each job's latest run and last finished run, from the run keys of all instances. */
  lastRuns(): Promise<JobRunSummary[]> {
    return this.runs.lastRuns(JOB_NAMES);
  }

  private get mailContext(): MailContext {
    return { publicUrl: this.config.publicUrl, operatorEmail: this.config.operatorEmail };
  }

  /** Listings whose last day lies before today go offline; each provider gets one notice. */
  private async deactivateExpired(today: string): Promise<number> {
    const expired = await this.providers.findExpired(today);
    let count = 0;
    for (const listing of expired) {
      const changed = await this.tx.run(async (manager) => {
        // A listing renewed meanwhile stays untouched.
        if (!(await this.providers.deactivateExpired(manager, listing.id, today))) return false;
        await this.outbox.enqueue(manager, deactivationMail(this.mailContext, this.listing(listing)));
        return true;
      });
      if (changed) count += 1;
    }
    // These writes come from no HTTP request, so the cache hook that empties the public cache
    // never sees them. On the day the run is for, every instance's cache already turned over with
    // the date; but a run for a day an instance's clock has not reached (`runAll({ now })`, a clock
    // behind) would leave it listing, finding and rendering the listing until the next write.
    if (count > 0) this.answers.invalidate();
    return count;
  }

  /**
   * Listings ending within `expiration_reminder_days` (30 by default): one reminder per listing
   * and end date, and a second one within the last LAST_REMINDER_DAYS. Each carries the
   * listing's open invoice if there is one. A paid invoice has renewed the listing, so its end
   * lies a year ahead and no reminder comes.
   */
  private async queueExpiryReminders(today: string): Promise<number> {
    const days = await this.settings.days('expiration_reminder_days');
    const ending = await this.providers.findEndingBetween(today, addDays(today, days));
    const open = await this.invoices.openInvoicesOf(ending.map((listing) => listing.id));
    const first = await this.queueEach(ending, (listing) =>
      expiryReminderMail(this.mailContext, this.listing(listing), { invoice: open.get(listing.id) }),
    );
    const lastDay = addDays(today, LAST_REMINDER_DAYS);
    const last = await this.queueEach(
      days > LAST_REMINDER_DAYS ? ending.filter((listing) => listing.eintrag_gueltig_bis <= lastDay) : [],
      (listing) =>
        expiryReminderMail(this.mailContext, this.listing(listing), {
          stage: LAST_REMINDER_DAYS,
          invoice: open.get(listing.id),
        }),
    );
    return first + last;
  }

  /**
   * Unreviewed inquiries whose event lies `review_reminder_days` or more behind: one reminder
   * each, only to users who agreed to reminders (issue 14). An inquiry skipped for want of
   * consent gets no mail and no cause key, so a consent given later still brings its reminder
   * while the event lies within the window.
   */
  private async queueReviewReminders(today: string): Promise<number> {
    const days = await this.settings.days('review_reminder_days');
    const latest = addDays(today, -days);
    const open = await this.inquiries.findUnreviewedWithEventBetween(
      addDays(latest, -REVIEW_REMINDER_WINDOW_DAYS),
      latest,
    );
    const [names, users] = await Promise.all([
      this.providers.namesOf(open),
      this.consent.recipients(distinctIds(open, (inquiry) => inquiry.userId)),
    ]);
    return this.queueEach(open, (inquiry) => {
      const user = users.get(inquiry.userId);
      // No consent, or user or provider deleted just now (both cascade with the inquiry).
      if (!user || !names.has(inquiry.anbieterId)) return null;
      return reviewReminderMail(this.mailContext, {
        inquiryId: inquiry.id,
        userEmail: user.email,
        userFirstName: user.vorname,
        providerId: inquiry.anbieterId,
        providerName: names.get(inquiry.anbieterId) ?? '',
        eventDate: inquiry.eventDatum,
        unsubscribeToken: user.unsubscribeToken,
      });
    });
  }

  private listing(row: RenewalListing) {
    return {
      providerId: row.id,
      firmenname: row.firmenname,
      email: row.email,
      validUntil: row.eintrag_gueltig_bis,
    };
  }

  /** Queues one mail per row; rows whose cause already has a mail count nothing. */
  private async queueEach<T>(rows: T[], toMail: (row: T) => OutgoingMail | null): Promise<number> {
    let count = 0;
    for (const row of rows) {
      const mail = toMail(row);
      if (mail && (await this.tx.run((manager) => this.outbox.enqueue(manager, mail)))) count += 1;
    }
    return count;
  }
}
