import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAdminWrite, type AdminWriteScope } from '../common/audit/admin-write-scope';
import { isDeadlock } from './driver-errors';

/** How often a transaction InnoDB picked as a deadlock victim runs in all before its error counts. */
export const DEADLOCK_ATTEMPTS = 4;

/**
 * The one way to write. TypeORM's SQLite drivers share a single connection, so two
 * transactions started concurrently would interleave on it (the second becoming a
 * savepoint of the first). On SQLite we therefore queue transactions; on MySQL each
 * takes its own pooled connection and the database does the isolation.
 *
 * On MySQL a transaction that InnoDB rolls back as a deadlock victim runs again (after a
 * short random pause, so the two do not meet again in step). `work` must therefore only
 * touch the database through `manager` and return what it made, as every caller does:
 * effects outside the database belong after the commit.
 */
@Injectable()
export class TransactionRunner {
  private readonly logger = new Logger('Transaktion');
  private queue: Promise<unknown> = Promise.resolve();
  private readonly serialize: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.serialize = dataSource.options.type !== 'mysql';
  }

  /**
   * A transaction that only reads (a consistent snapshot, e.g. a backup export during an
   * import): an admin write's audit entry belongs to the transaction that writes.
   */
  read<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.run(work, false);
  }

  run<T>(work: (manager: EntityManager) => Promise<T>, audit = true): Promise<T> {
    // An admin's write carries its audit entry in the same transaction (common/audit).
    let audited: AdminWriteScope | null = null;
    const withAudit = async (manager: EntityManager): Promise<T> => {
      const made = await work(manager);
      if (audit) audited = await recordAdminWrite(manager);
      return made;
    };
    const markAudited = (made: T): T => {
      if (audited) audited.recorded = true;
      return made;
    };
    if (!this.serialize) return this.runRetryingDeadlocks(withAudit).then(markAudited);
    const result = this.queue.then(() => this.dataSource.transaction(withAudit));
    // Keep the queue going whatever this transaction's outcome.
    this.queue = result.catch(() => undefined);
    return result.then(markAudited);
  }

  get engine(): 'sqlite' | 'mysql' {
    return this.serialize ? 'sqlite' : 'mysql';
  }

  private async runRetryingDeadlocks<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
        this.logger.warn(`Deadlock, Transaktion wird wiederholt (Versuch ${attempt + 1}).`);
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }
}
