import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/driver-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { JobRunRepository } from '../modules/jobs';

/** Markers in job_runs: whoever inserts one first seeds, so restarts and parallel instances seed once. */
export const SEED_MARKERS = {
  categories: 'seed:default-categories',
  demo: 'seed:demo-content',
} as const;
type SeedMarker = (typeof SEED_MARKERS)[keyof typeof SEED_MARKERS];

class AlreadySeeded extends Error {}

/** The seed steps' markers, so each step writes its content once across restarts and instances. */
@Injectable()
export class SeedMarkers {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly runs: JobRunRepository,
  ) {}

  /** True while `marker` is not set and `condition` holds, read in one transaction. */
  unsetAnd(marker: SeedMarker, condition: (manager: EntityManager) => Promise<boolean>): Promise<boolean> {
    return this.tx.run(
      async (manager) => !(await this.runs.exists(manager, marker)) && (await condition(manager)),
    );
  }

  /**
   * Runs `work` in one transaction behind a marker row. A second instance starting at the same
   * moment waits on the marker's key, then finds it taken and does nothing.
   */
  async once<T>(marker: SeedMarker, work: (manager: EntityManager) => Promise<T>): Promise<T | null> {
    try {
      return await this.tx.run(async (manager) => {
        if (await this.runs.exists(manager, marker)) throw new AlreadySeeded();
        await this.runs.insertDone(manager, marker, 'seed', new Date());
        return work(manager);
      });
    } catch (error) {
      if (error instanceof AlreadySeeded || isUniqueViolation(error)) return null;
      throw error;
    }
  }
}
