import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { berlinToday } from '@event-kompass/shared-types';
import { JOB_NAMES, type JobMoment, type JobName, JobRegistry } from '../../common/jobs/job-registry';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { JobRunRepository, type JobRunSummary } from './job-run.repository';

export { JOB_NAMES, type JobName } from '../../common/jobs/job-registry';

export interface JobResult {
  job: JobName;
  /** False when another instance (or an earlier run today) already holds the run key. */
  ran: boolean;
  /** Listings deactivated, mails queued, rows deleted or backup files written by this run. */
  effects: number;
}

/** The jobs of the daily run, in their order (the others have schedules of their own). */
const DAILY_JOBS = JOB_NAMES.filter((job) => job !== 'backup' && job !== 'calendar-import');

/**
 * Runs the jobs the modules registered (JobRegistry) on their schedules: the daily ones
 * (deactivate listings past their end, remind providers before the end, remind users to review
 * after their event, delete what has outlived its retention period, ...), the backup and the hourly
 * calendar import. All dates are Berlin calendar days. Each job takes a run key per day (the
 * calendar import per hour), and each effect is idempotent on its own (conditional UPDATE, mail
 * cause keys), so overlapping runs on several instances do the work once.
 */
@Injectable()
export class ScheduledJobsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: JobRunRepository,
    private readonly scheduler: SchedulerRegistry,
    private readonly jobs: JobRegistry,
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
    return this.runUnder(job, `${job}:${now.toISOString().slice(0, 13)}`, now);
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
    return this.runOnce('backup', now, false);
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
    const results: JobResult[] = [];
    for (const job of DAILY_JOBS) results.push(await this.runOnce(job, now, options.force ?? false));
    return results;
  }

  /** Does the job's work if this caller takes its run key for the Berlin day of `now`. */
  private async runOnce(job: JobName, now: Date, force: boolean): Promise<JobResult> {
    const today = berlinToday(now);
    const runKey = force ? `${job}:${today}:manuell:${now.toISOString()}` : `${job}:${today}`;
    const result = await this.runUnder(job, runKey, now);
    if (result.effects > 0) this.logger.log(`${job} (${today}): ${result.effects}`);
    return result;
  }

  /** Does the job's work if this caller takes `runKey`: one row per job and period across all instances. */
  private async runUnder(job: JobName, runKey: string, now: Date): Promise<JobResult> {
    if (!(await this.runs.take(runKey, job, now))) return { job, ran: false, effects: 0 };
    const at: JobMoment = { today: berlinToday(now), now };
    const effects = await this.jobs.workOf(job)(at);
    await this.runs.finish(runKey);
    return { job, ran: true, effects };
  }

  /** Each job's latest run and last finished run, from the run keys of all instances. */
  lastRuns(): Promise<JobRunSummary[]> {
    return this.runs.lastRuns(JOB_NAMES);
  }
}
