import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The one way to write. TypeORM's SQLite drivers share a single connection, so two
 * transactions started concurrently would interleave on it (the second becoming a
 * savepoint of the first). On SQLite we therefore queue transactions; on MySQL each
 * takes its own pooled connection and the database does the isolation.
 */
@Injectable()
export class TransactionRunner {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly serialize: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.serialize = dataSource.options.type !== 'mysql';
  }

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!this.serialize) return this.dataSource.transaction(work);
    const result = this.queue.then(() => this.dataSource.transaction(work));
    // Keep the queue going whatever this transaction's outcome.
    this.queue = result.catch(() => undefined);
    return result;
  }

  get engine(): 'sqlite' | 'mysql' {
    return this.serialize ? 'sqlite' : 'mysql';
  }
}
