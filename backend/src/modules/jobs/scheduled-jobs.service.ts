import { Injectable, Logger } from '@nestjs/common';
import { berlinToday } from '@event-kompass/shared-types';
import { JOB_NAMES, type JobMoment, type JobName, JobRegistry } from '../../common/jobs/job-registry';
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
 * Runs the jobs the modules registered (JobRegistry), for JobSchedule's crons and the CLI: the
 * daily ones (deactivate listings past their end, remind providers before the end, remind users
 * to review after their event, delete what has outlived its retention period, ...), the backup
 * and the hourly calendar import. All dates are Berlin calendar days. Each job takes a run key per day (the
 * calendar import per hour), and each effect is idempotent on its own (conditional UPDATE, mail
 * cause keys), so overlapping runs on several instances do the work once.
 */
@Injectable()
export class ScheduledJobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly runs: JobRunRepository,
    private readonly jobs: JobRegistry,
  ) {}

  /**
   * Reads the providers' external calendars into their taken days, once per hour across all
   * instances (run key per UTC hour).
   */
  async runCalendarImport(options: { now?: Date } = {}): Promise<JobResult> {
    const now = options.now ?? new Date();
    const job: JobName = 'calendar-import';
    return this.runUnder(job, `${job}:${now.toISOString().slice(0, 13)}`, now);
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
