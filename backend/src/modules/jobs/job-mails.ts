import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { type MailContext, OutboxService, type OutgoingMail } from '../mail';

/** How the daily jobs queue their notices and reminders: the site's mail context and the outbox. */
@Injectable()
export class JobMails {
  readonly context: MailContext;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
  ) {
    this.context = { publicUrl: config.publicUrl, operatorEmail: config.operatorEmail };
  }

  /** Queues the mail inside the caller's transaction; false when its cause already has one. */
  enqueue(manager: EntityManager, mail: OutgoingMail): Promise<boolean> {
    return this.outbox.enqueue(manager, mail);
  }

  /** Queues one mail per row, each in its own transaction; rows whose cause already has a mail count nothing. */
  async queueEach<T>(rows: readonly T[], toMail: (row: T) => OutgoingMail | null): Promise<number> {
    let count = 0;
    for (const row of rows) {
      const mail = toMail(row);
      if (mail && (await this.tx.run((manager) => this.outbox.enqueue(manager, mail)))) count += 1;
    }
    return count;
  }
}
