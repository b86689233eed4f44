import { Inject, Injectable } from '@nestjs/common';
import type { ExportedContactMessage, MessageResponse } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { contactMessageMail } from '../mail';
import { OutboxService } from '../mail';
import type { ContactDto } from './dto/contact.dto';
import { ContactRepository } from './contact.repository';

@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly messages: ContactRepository,
  ) {}

  /** Stores the message and queues it for the operator, replying to the sender. */
  async send(dto: ContactDto, ip: string): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.contactPerIp, ip);
    await this.tx.run(async (manager) => {
      const saved = await this.messages.insert(manager, {
        name: dto.name,
        email: dto.email,
        message: dto.message,
        erstelltAm: new Date(),
      });
      await this.outbox.enqueue(
        manager,
        contactMessageMail(this.config, {
          messageId: saved.id,
          name: saved.name,
          email: saved.email,
          message: saved.message,
        }),
      );
    });
    return { msg: 'Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich bei Ihnen.' };
  }

  /**
   * The messages sent with an address, for its account's data export. Anyone can type any
   * address into the form, so the caller passes one only once the account confirmed it.
   */
  async messagesFrom(email: string): Promise<ExportedContactMessage[]> {
    const rows = await this.tx.run((manager) => this.messages.findFrom(manager, email));
    return rows.map((row) => ({
      name: row.name,
      email: row.email,
      nachricht: row.message,
      erstellt_am: row.erstelltAm.toISOString(),
    }));
  }

  /** The messages sent with a deleted account's confirmed address go with it. */
  forgetSender(manager: EntityManager, email: string): Promise<void> {
    return this.messages.deleteFrom(manager, email);
  }

  /** Retention: messages received before `cutoff` go (the privacy page names the period). */
  deleteReceivedBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return this.messages.deleteReceivedBefore(manager, cutoff);
  }
}
