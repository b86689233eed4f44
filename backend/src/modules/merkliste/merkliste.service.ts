import { Injectable } from '@nestjs/common';
import { MERKLISTE_LIMIT, type PublicProvider } from '@event-kompass/shared-types';
import { isUniqueViolation } from '../../database/driver-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { PublicCatalog } from '../directory';
import { ProviderNotFound } from '../provider';
import { MerklisteFull } from './merkliste.errors';
import { MerklisteRepository } from './merkliste.repository';

/**
 * The shortlist of an account: public providers only, at most MERKLISTE_LIMIT. Adding and
 * removing are idempotent, so a browser merging its guest list at login may send them again.
 */
@Injectable()
export class MerklisteService {
  constructor(
    private readonly entries: MerklisteRepository,
    private readonly catalog: PublicCatalog,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * The shortlisted providers as the lists show them. A provider that went offline stays stored
   * (it may come back after its renewal) but is not shown.
   */
  async list(userId: number): Promise<PublicProvider[]> {
    return this.catalog.rowsOf(await this.entries.providerIdsOf(userId));
  }

  async add(userId: number, anbieterId: number): Promise<void> {
    if (!(await this.catalog.rowsOf([anbieterId])).length) throw new ProviderNotFound();
    try {
      await this.tx.run(async (manager) => {
        if (await this.entries.contains(manager, userId, anbieterId)) return;
        if ((await this.entries.count(manager, userId)) >= MERKLISTE_LIMIT) throw new MerklisteFull();
        await this.entries.insert(manager, userId, anbieterId, new Date());
      });
    } catch (error) {
      // The same heart pressed twice at once: the other request stored it.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** Also for providers no longer public, so nothing sticks on the list unseen. */
  async remove(userId: number, anbieterId: number): Promise<void> {
    await this.tx.run((manager) => this.entries.delete(manager, userId, anbieterId));
  }

  /** For the GDPR export: the ids of the shortlisted providers, whether public or not. */
  providerIdsOf(userId: number): Promise<number[]> {
    return this.entries.providerIdsOf(userId);
  }
}
