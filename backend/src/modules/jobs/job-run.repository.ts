import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/driver-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { JobRunEntity } from './entities/job-run.entity';

/**
 * The only code that touches `job_runs`: the first instance to insert `<job>:<Berlin date>`
 * does that day's work; every other one sees the duplicate key and leaves it.
 */
@Injectable()
export class JobRunRepository {
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
      if (isUniqueViolation(error)) return false;
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

  exists(manager: EntityManager, runKey: string): Promise<boolean> {
    return manager.existsBy(JobRunEntity, { runKey });
  }

  /** A finished run in the caller's transaction (the seed markers); a duplicate key throws. */
  async insertDone(manager: EntityManager, runKey: string, jobName: string, now: Date): Promise<void> {
    await manager.insert(JobRunEntity, { runKey, jobName, startedAt: now, finishedAt: now });
  }
}
