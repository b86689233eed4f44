import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminInquiry,
  CreateInquiryResponse,
  Inquiry,
  MessageResponse,
} from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { berlinToday } from '../../common/time/calendar';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { insertRow } from '../../database/insert-row';
import { TransactionRunner } from '../../database/transaction-runner';
import { newInquiryMail } from '../mail/mail-templates';
import { OutboxService } from '../mail/outbox.service';
import type { CreateInquiryDto } from './dto/create-inquiry.dto';
import { InquiryEntity } from './entities/inquiry.entity';
import { EventDateInPast, InquiryNotFound, ProviderNotFound } from './inquiry.errors';
import { InquiryRepository } from './inquiry.repository';

@Injectable()
export class InquiryService {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the inquiry and queues the provider's mail together: both or neither. */
  async create(user: AuthUser, dto: CreateInquiryDto): Promise<CreateInquiryResponse> {
    const today = berlinToday();
    if (dto.event_datum < today) throw new EventDateInPast();
    // Awaited so this stays correct when the limiter's store becomes asynchronous (Redis).
    await this.limiter.hit(RATE_RULES.inquiriesPerUser, String(user.id));
    return this.tx.run(async (manager) => {
      const provider = await this.inquiries.findPublicTarget(manager, dto.anbieter_id, today);
      if (!provider) throw new ProviderNotFound();
      const { id } = await insertRow(manager, InquiryEntity, {
        userId: user.id,
        anbieterId: provider.id,
        nachricht: dto.nachricht,
        eventDatum: dto.event_datum,
        gesendetAm: new Date(),
        hatBewertet: false,
      });
      if (id === null) throw new Error('Die neue Anfrage hat keine ID erhalten.');
      await this.outbox.enqueue(
        manager,
        newInquiryMail(this.config, {
          inquiryId: id,
          providerEmail: provider.email,
          providerName: provider.firmenname,
          userName: `${user.vorname} ${user.nachname}`,
          userEmail: user.email,
          eventDate: dto.event_datum,
          message: dto.nachricht,
        }),
      );
      return { msg: `Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`, id };
    });
  }

  listOwn(userId: number): Promise<Inquiry[]> {
    return this.inquiries.findOwnNewestFirst(userId);
  }

  /** Someone else's inquiry answers exactly like a missing one, so ids cannot be probed. */
  async deleteOwn(userId: number, inquiryId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      const result = await manager.delete(InquiryEntity, { id: inquiryId, userId });
      if (!result.affected) throw new InquiryNotFound();
    });
    return { msg: 'Die Anfrage wurde gelöscht.' };
  }

  listAll(): Promise<AdminInquiry[]> {
    return this.inquiries.findAllForAdmin();
  }

  async deleteAny(inquiryId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      const result = await manager.delete(InquiryEntity, { id: inquiryId });
      if (!result.affected) throw new InquiryNotFound();
    });
    return { msg: 'Die Anfrage wurde gelöscht.' };
  }
}
