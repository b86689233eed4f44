import { Injectable } from '@nestjs/common';
import { RETENTION_DAYS, type RetentionKind } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { BillingService } from '../billing';
import { ContactService } from '../contact';
import { AccountLinkService } from '../identity';
import { OutboxService } from '../mail';
import { ReportService } from '../report';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a row of this kind has outlived its period, seen from `now`. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS);
}

/**
 * Deletes what the privacy page promises to delete (periods in RETENTION_DAYS): contact
 * messages, delivered mails, renewal billing data and decided reports; and one-time links past
 * their validity (hours, not a privacy period). Each table's owner
 * deletes its own rows; a plain DELETE by date is idempotent, so two instances do no harm.
 */
@Injectable()
export class RetentionJob {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly contact: ContactService,
    private readonly outbox: OutboxService,
    private readonly billing: BillingService,
    private readonly reports: ReportService,
    private readonly links: AccountLinkService,
  ) {}

  /** Answers how many rows went in all. */
  async run(now: Date): Promise<number> {
    const steps: [RetentionKind, (manager: EntityManager, cutoff: Date) => Promise<number>][] = [
      ['contactMessages', (m, cutoff) => this.contact.deleteReceivedBefore(m, cutoff)],
      ['sentMails', (m, cutoff) => this.outbox.deleteSentBefore(m, cutoff)],
      ['renewalRequests', (m, cutoff) => this.billing.deleteRequestsMadeBefore(m, cutoff)],
      ['decidedReports', (m, cutoff) => this.reports.deleteDecidedBefore(m, cutoff)],
    ];
    let deleted = 0;
    for (const [kind, remove] of steps) {
      deleted += await this.tx.run((manager) => remove(manager, retentionCutoff(kind, now)));
    }
    deleted += await this.tx.run((manager) => this.links.deleteExpired(manager, now));
    return deleted;
  }
}
