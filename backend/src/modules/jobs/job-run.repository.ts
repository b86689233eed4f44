import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/driver-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { updateRows } from '../../database/update-rows';
import { isoDateTimeFromRow } from '../../database/row-values';
import { JobRunEntity } from './entities/job-run.entity';

export interface JobRunSummary {
  jobName: string;
  lastStartedAt: Date;
  lastRunFinished: boolean;
  lastFinishedAt: Date | null;
}

/**
 * The only code that touches `job_runs`: the first instance to insert `<job>:<Berlin date>`
 * does that day's work; every other one sees the duplicate key and leaves it.
 */
@Injectable()
export class JobRunRepository {
  constructor(
    private readonly tx: TransactionRunner,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /** True when this caller now owns the run. */
  async take(runKey: string, jobName: string, now: Date): Promise<boolean> {
    try {
      await this.tx.run((manager) =>
        manager
          .createQueryBuilder()
          .insert()
          .into(JobRunEntity)
          .values({ runKey, jobName, startedAt: now, finishedAt: null })
          // Nothing to read back; without this TypeORM tries to reload the row on MySQL.
          .updateEntity(false)
          .execute(),
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async finish(runKey: string): Promise<void> {
    await this.tx.run((manager) =>
      updateRows(manager, JobRunEntity, { finishedAt: new Date() }, 'run_key = :runKey', { runKey }),
    );
  }

  /**
   * Per job name: when its latest run started and whether it finished (a run that threw keeps
   * its key unfinished), and when any of its runs last finished.
   */
  async lastRuns(jobNames: readonly string[]): Promise<JobRunSummary[]> {
    const rows: { job: string; started: unknown; finished: unknown; last_finished: unknown }[] =
      await this.db.query(
        `SELECT r.job_name AS job, r.started_at AS started, r.finished_at AS finished,
           (SELECT MAX(f.finished_at) FROM job_runs f WHERE f.job_name = r.job_name) AS last_finished
         FROM job_runs r
         WHERE r.job_name IN (${jobNames.map(() => '?').join(', ')})
           AND r.started_at = (SELECT MAX(s.started_at) FROM job_runs s WHERE s.job_name = r.job_name)`,
        [...jobNames],
      );
    const time = (value: unknown) => (value === null ? null : new Date(isoDateTimeFromRow(value)));
    const byJob = new Map<string, JobRunSummary>();
    for (const row of rows) {
      // Two runs started at the same instant (forced ones): the job counts as done only if both are.
      const earlier = byJob.get(row.job);
      byJob.set(row.job, {
        jobName: row.job,
        lastStartedAt: time(row.started) as Date,
        lastRunFinished: row.finished !== null && (earlier?.lastRunFinished ?? true),
        lastFinishedAt: time(row.last_finished),
      });
    }
    return [...byJob.values()];
  }

  exists(manager: EntityManager, runKey: string): Promise<boolean> {
    return manager.existsBy(JobRunEntity, { runKey });
  }

  /** A finished run in the caller's transaction (the seed markers); a duplicate key throws. */
  async insertDone(manager: EntityManager, runKey: string, jobName: string, now: Date): Promise<void> {
    await manager.insert(JobRunEntity, { runKey, jobName, startedAt: now, finishedAt: now });
  }
}
