import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminInquiry,
  berlinToday,
  type CreateInquiryResponse,
  type Inquiry,
  type MessageResponse,
  SAMMEL_LIMIT,
  type SammelInquiryResponse,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { distinctIds } from '../../database/id-batch';
import { TransactionRunner } from '../../database/transaction-runner';
import { EmailConfirmationGate, IdentityService } from '../identity';
import { placeOf } from '../geo';
import { newInquiryMail, OutboxService } from '../mail';
import { OwnListingService, ProviderNotFound, ProviderService } from '../provider';
import type { CreateInquiryDto, InquiryDetailsFields, SammelInquiryDto } from './dto/create-inquiry.dto';
import type { InquiryEntity } from './entities/inquiry.entity';
import {
  EventDateInPast,
  InquiryNotFound,
  OwnListingInquiry,
  SammelProviderUnavailable,
  SammelTooManyProviders,
  SammelWithoutProviders,
} from './inquiry.errors';
import { toInquirySummary } from './inquiry-summary';
import { type InquiryRecord, InquiryRepository } from './inquiry.repository';

/** A user may review once the event day has passed (Berlin calendar) and only once per inquiry. */
export function isReviewable(eventDate: string, reviewed: boolean, today: string): boolean {
  return !reviewed && eventDate < today;
}

/** `today` decides `bewertung_offen` with the same rule the review service enforces. */
/** The stored form of a request's optional details (missing is null). */
function detailColumns(
  dto: InquiryDetailsFields,
): Pick<InquiryEntity, 'anlass' | 'gaeste' | 'uhrzeit' | 'plz' | 'budgetEur'> {
  return {
    anlass: dto.anlass ?? null,
    gaeste: dto.gaeste ?? null,
    uhrzeit: dto.uhrzeit ?? null,
    plz: dto.plz ?? null,
    budgetEur: dto.budget_eur ?? null,
  };
}

function toInquiry(record: InquiryRecord, firmenname: string, today: string): Inquiry {
  return {
    ...toInquirySummary(record, firmenname),
    bewertung_offen: isReviewable(record.eventDatum, record.hatBewertet, today),
    nachrichten_anzahl: record.nachrichtenAnzahl,
    ...record.details,
  };
}

@Injectable()
export class InquiryService {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly providers: ProviderService,
    private readonly ownListings: OwnListingService,
    private readonly identity: IdentityService,
    private readonly confirmation: EmailConfirmationGate,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Stores the inquiry and queues the provider's mail together: both or neither. */
  async create(user: AuthUser, dto: CreateInquiryDto): Promise<CreateInquiryResponse> {
    const today = berlinToday();
    await this.confirmation.check(user);
    if (dto.event_datum < today) throw new EventDateInPast();
    // Before the limiter: a refused inquiry costs nothing of the user's budget.
    if (await this.ownListings.isOwnForRefusal(user, dto.anbieter_id)) throw new OwnListingInquiry();
    // Awaited so this stays correct when the limiter's store becomes asynchronous (Redis).
    await this.limiter.hit(RATE_RULES.inquiriesPerUser, String(user.id));
    return this.tx.run(async (manager) => {
      const provider = await this.providers.findPublicTarget(manager, dto.anbieter_id, today);
      if (!provider) throw new ProviderNotFound();
      const id = await this.inquiries.insert(manager, {
        userId: user.id,
        anbieterId: provider.id,
        nachricht: dto.nachricht,
        eventDatum: dto.event_datum,
        gesendetAm: new Date(),
        hatBewertet: false,
        status: 'neu',
        ...detailColumns(dto),
      });
      await this.outbox.enqueue(manager, this.providerMail(user, dto, id, provider, 1));
      return { msg: `Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`, id };
    });
  }

  /**
   * One request to up to SAMMEL_LIMIT providers: one inquiry (own thread, own mail) each, all
   * stored together or none. The group is `sammel_id`, the id of its first inquiry.
   */
  async createSammel(user: AuthUser, dto: SammelInquiryDto): Promise<SammelInquiryResponse> {
    const today = berlinToday();
    await this.confirmation.check(user);
    if (dto.event_datum < today) throw new EventDateInPast();
    const ids = [...new Set(dto.anbieter_ids)];
    if (ids.length === 0) throw new SammelWithoutProviders();
    if (ids.length > SAMMEL_LIMIT) throw new SammelTooManyProviders();
    if (await this.ownListings.isAnyOwnForRefusal(user, ids)) throw new OwnListingInquiry();
    // Each provider costs what a single inquiry costs: a Sammelanfrage is no way round the limit.
    await this.limiter.hit(RATE_RULES.inquiriesPerUser, String(user.id), ids.length);
    return this.tx.run(async (manager) => {
      const found = await this.providers.findPublicTargets(manager, ids, today);
      const providers = ids.map((id) => {
        const provider = found.get(id);
        if (!provider) throw new SammelProviderUnavailable(id);
        return provider;
      });
      const gesendetAm = new Date();
      const anfragen: SammelInquiryResponse['anfragen'] = [];
      let sammelId: number | null = null;
      for (const provider of providers) {
        const id = await this.inquiries.insert(manager, {
          userId: user.id,
          anbieterId: provider.id,
          nachricht: dto.nachricht,
          eventDatum: dto.event_datum,
          gesendetAm,
          hatBewertet: false,
          status: 'neu',
          ...detailColumns(dto),
          sammelId,
        });
        if (sammelId === null) {
          sammelId = id;
          await this.inquiries.startSammelGroup(manager, id);
        }
        anfragen.push({ id, anbieter_id: provider.id });
        await this.outbox.enqueue(manager, this.providerMail(user, dto, id, provider, providers.length));
      }
      const msg =
        providers.length === 1
          ? `Ihre Anfrage an ${providers[0].firmenname} wurde erfolgreich gesendet!`
          : `Ihre Anfrage wurde an ${providers.length} Anbieter gesendet: ${providers.map((p) => p.firmenname).join(', ')}.`;
      return { msg, anfragen };
    });
  }

  private providerMail(
    user: AuthUser,
    dto: CreateInquiryDto | SammelInquiryDto,
    inquiryId: number,
    provider: { email: string; firmenname: string },
    sentToProviders: number,
  ) {
    return newInquiryMail(this.config, {
      inquiryId,
      providerEmail: provider.email,
      providerName: provider.firmenname,
      userName: `${user.vorname} ${user.nachname}`,
      userEmail: user.email,
      eventDate: dto.event_datum,
      message: dto.nachricht,
      details: dto,
      placeName: dto.plz ? placeOf(dto.plz) : null,
      sentToProviders,
    });
  }

  async listOwn(userId: number): Promise<Inquiry[]> {
    const today = berlinToday();
    const records = await this.inquiries.findNewestFirst(userId);
    const names = await this.providers.namesOf(records);
    return records.map((record) => toInquiry(record, names.get(record.anbieterId) ?? '', today));
  }

  /** Someone else's inquiry answers exactly like a missing one, so ids cannot be probed. */
  async deleteOwn(userId: number, inquiryId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      if (!(await this.inquiries.delete(manager, inquiryId, userId))) throw new InquiryNotFound();
    });
    return { msg: 'Die Anfrage wurde gelöscht.' };
  }

  /** Three statements whatever the number of inquiries: the inquiries, their providers, their users. */
  async listAll(): Promise<AdminInquiry[]> {
    const today = berlinToday();
    const records = await this.inquiries.findNewestFirst();
    const [names, users] = await Promise.all([
      this.providers.namesOf(records),
      this.identity.contactsByIds(distinctIds(records, (record) => record.userId)),
    ]);
    return records.map((record) => {
      const firmenname = names.get(record.anbieterId) ?? '';
      const user = users.get(record.userId);
      return {
        ...toInquiry(record, firmenname, today),
        user_vorname: user?.vorname ?? '',
        user_nachname: user?.nachname ?? '',
        user_email: user?.email ?? '',
        provider_name: firmenname,
      };
    });
  }

  async deleteAny(inquiryId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      if (!(await this.inquiries.delete(manager, inquiryId))) throw new InquiryNotFound();
    });
    return { msg: 'Die Anfrage wurde gelöscht.' };
  }

  /**
   * The past, unreviewed inquiries of this user to this provider, in the review's transaction;
   * the first (oldest event) carries a new review.
   */
  findReviewable(
    manager: EntityManager,
    userId: number,
    providerId: number,
    today: string,
  ): Promise<number[]> {
    return this.inquiries.findReviewable(manager, userId, providerId, today);
  }

  /**
   * One review covers every past event with this provider (one review per provider within
   * REVIEW_INTERVAL_MONTHS): these inquiries stop waiting for a review. How many changed; 0 when
   * a concurrent review already did.
   */
  markReviewed(manager: EntityManager, ids: readonly number[]): Promise<number> {
    return this.inquiries.setReviewedIds(manager, ids);
  }

  /** Its review was deleted: the inquiry may be reviewed again. */
  async markUnreviewed(manager: EntityManager, id: number): Promise<void> {
    await this.inquiries.setUnreviewed(manager, id);
  }

  /** Which of these inquiries were booked through an accepted quote (reviews say so). */
  bookedAmong(ids: readonly number[]): Promise<Set<number>> {
    return this.inquiries.bookedAmong(ids);
  }

  /** Inquiries per provider, in one statement. */
  countsByProvider(providerIds: readonly number[]): Promise<Map<number, number>> {
    return this.inquiries.countsByProvider(providerIds);
  }

  /** When each inquiry to a listing since `since` was sent (ISO), for its owner's monthly numbers. */
  sentTimesSince(providerId: number, since: Date): Promise<string[]> {
    return this.inquiries.sentTimesSince(providerId, since);
  }

  /** The event days of a listing's booked inquiries from `from` on (its calendar feed). */
  bookedDaysFrom(providerId: number, from: string): Promise<string[]> {
    return this.inquiries.bookedDaysFrom(providerId, from);
  }

  /** Unreviewed inquiries whose event day lies between `from` and `until`, for the review reminder. */
  findUnreviewedWithEventBetween(from: string, until: string): Promise<InquiryRecord[]> {
    return this.inquiries.findUnreviewedWithEventBetween(from, until);
  }

  /** Writes a ready-made inquiry (demo content) in the caller's transaction; its id. */
  insert(manager: EntityManager, inquiry: Omit<InquiryEntity, 'id'>): Promise<number> {
    return this.inquiries.insert(manager, inquiry);
  }
}
