import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

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
 * their run keys and schedules) does not inject every module's services. Modules register while
 * they are built; a job nobody registered stops the start, not a night's run months later.
 */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  private readonly works = new Map<JobName, JobWork>();

  register(job: JobName, work: JobWork): void {
    if (this.works.has(job)) throw new Error(`Job ${job} ist schon registriert.`);
    this.works.set(job, work);
  }

  onApplicationBootstrap(): void {
    const missing = JOB_NAMES.filter((job) => !this.works.has(job));
    if (missing.length > 0) throw new Error(`Nicht registrierte Jobs: ${missing.join(', ')}.`);
  }

  workOf(job: JobName): JobWork {
    const work = this.works.get(job);
    if (!work) throw new Error(`Job ${job} ist nicht registriert.`);
    return work;
  }
}
