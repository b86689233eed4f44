import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { JobRunEntity } from '../../database/job-run.entity';

function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = (error.driverError as { code?: string } | undefined)?.code;
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

/**
 * Run keys in `job_runs`: the first instance to insert `<job>:<Berlin date>` does that
 * day's work; every other one sees the duplicate key and leaves it.
 */
@Injectable()
export class JobRuns {
  constructor(private readonly tx: TransactionRunner) {}

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
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async finish(runKey: string): Promise<void> {
    await this.tx.run((manager) =>
      manager
        .createQueryBuilder()
        .update(JobRunEntity)
        .set({ finishedAt: new Date() })
        .where('run_key = :runKey', { runKey })
        .execute(),
    );
  }
}
