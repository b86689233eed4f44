import { Injectable } from '@nestjs/common';

/**
 * Every job, in the order the daily run does them; `backup` and `calendar-import` run on their
 * own schedules instead.
 */
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

/** What a run is for: the Berlin day and the moment it started. */
export interface JobMoment {
  today: string;
  now: Date;
}

/** A job's work; it answers with its number of effects. */
export type JobWork = (at: JobMoment) => Promise<number>;

/**
 * Where each module registers the work of its own jobs, so the jobs module (which runs them under
 * their run keys and schedules) does not inject every module's services.
 */
@Injectable()
export class JobRegistry {
  private readonly works = new Map<JobName, JobWork>();

  register(job: JobName, work: JobWork): void {
    if (this.works.has(job)) throw new Error(`Job ${job} ist schon registriert.`);
    this.works.set(job, work);
  }

  workOf(job: JobName): JobWork {
    const work = this.works.get(job);
    // A wiring mistake: better a failed run (logged, its key left unfinished) than a job skipped every day.
    if (!work) throw new Error(`Job ${job} ist nicht registriert.`);
    return work;
  }
}
