import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type AdminReview,
  addMonths,
  berlinToday,
  type ExportedReview,
  germanDate,
  type MessageResponse,
  type ProviderReviews,
  REVIEW_INTERVAL_MONTHS,
  type Review,
  type ReviewEligibility,
  type ReviewStats,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { refusingDuplicates } from '../../database/driver-errors';
import { distinctIds } from '../../database/id-batch';
import { pick } from '../../database/row-fields';
import { TransactionRunner } from '../../database/transaction-runner';
import {
  AdminAccountRemovalListeners,
  EmailConfirmationGate,
  IdentityService,
  type UserContact,
} from '../identity';
import { InquiryService } from '../inquiry';
import { OwnListingService, ProviderNotFound, ProviderService } from '../provider';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { CreateReviewDto } from './dto/create-review.dto';
import type { ReviewEntity } from './entities/review.entity';
import { DomainError } from '../../common/errors/domain-error';
import {
  OwnListingReview,
  ReplyAlreadySaved,
  ReviewAlreadySaved,
  ReviewNotAllowed,
  ReviewNotFound,
  ReviewTooSoon,
} from './review.errors';
import { type ReviewRecord, ReviewRepository } from './review.repository';

const NO_RATINGS: ReviewStats = { average: null, count: 0 };

/** How a review whose author deleted their account names them, wherever a name is shown. */
export const FORMER_USER = 'ehemaliger Nutzer';

type Authors = Map<number, UserContact>;

/** The ids of the reviews' authors that still have an account. */
function authorIds(records: readonly ReviewRecord[]): number[] {
  return distinctIds(
    records.filter((record) => record.userId !== null),
    (record) => record.userId as number,
  );
}

/**
 * The author's first and last name; a deleted account (user id cleared by the schema, or a
 * row gone between the two reads) shows as "ehemaliger Nutzer".
 */
function authorOf(record: ReviewRecord, users: Authors): { vorname: string; nachname: string } {
  const user = record.userId === null ? undefined : users.get(record.userId);
  return user ? { vorname: user.vorname, nachname: user.nachname } : { vorname: FORMER_USER, nachname: '' };
}

/** What a report about a review shows and a moderation decision needs. */
const REPORTED_REVIEW_FIELDS = ['id', 'anbieterId', 'userId', 'sterne', 'kommentar', 'erstelltAm'] as const;

export type ReportedReview = Pick<ReviewEntity, (typeof REPORTED_REVIEW_FIELDS)[number]>;

function reportedReview(review: ReviewEntity): ReportedReview {
  return pick(review, REPORTED_REVIEW_FIELDS);
}

function toReview(record: ReviewRecord, vorname: string, booked: ReadonlySet<number>): Review {
  return {
    id: record.id,
    anbieter_id: record.anbieterId,
    sterne: record.sterne,
    kommentar: record.kommentar,
    erstellt_am: record.erstelltAm,
    vorname,
    antwort_text: record.antwortText,
    antwort_am: record.antwortAm,
    gebucht: record.inquiryId !== null && booked.has(record.inquiryId),
  };
}

/** The inquiries the reviews were written about. */
function inquiryIds(records: readonly ReviewRecord[]): number[] {
  return [...new Set(records.flatMap((record) => (record.inquiryId === null ? [] : [record.inquiryId])))];
}

@Injectable()
export class ReviewService implements OnModuleInit {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly providers: ProviderService,
    private readonly inquiries: InquiryService,
    private readonly identity: IdentityService,
    private readonly confirmation: EmailConfirmationGate,
    private readonly ownListings: OwnListingService,
    private readonly limiter: RateLimiter,
    private readonly tx: TransactionRunner,
    private readonly accountRemoval: AdminAccountRemovalListeners,
  ) {}

  onModuleInit(): void {
    // An account an admin deletes takes its reviews along (see AdminAccountRemovalListeners).
    this.accountRemoval.register((manager, userId) => this.reviews.deleteByAuthor(manager, userId));
  }

  /** Newest first, with the author's first name only. */
  async forProvider(providerId: number): Promise<ProviderReviews> {
    if (!(await this.providers.isPublic(providerId))) throw new ProviderNotFound();
    const [records, ratings] = await Promise.all([
      this.reviews.findNewestFirst(providerId),
      this.reviews.ratingsFor([providerId]),
    ]);
    const [users, booked] = await Promise.all([
      this.identity.contactsByIds(authorIds(records)),
      this.inquiries.bookedAmong(inquiryIds(records)),
    ]);
    return {
      reviews: records.map((record) => toReview(record, authorOf(record, users).vorname, booked)),
      stats: ratings.get(providerId) ?? NO_RATINGS,
    };
  }

  /** Every provider's rating at once (one grouped read), for the search catalog. */
  async allRatings(): Promise<(providerId: number) => ReviewStats> {
    const ratings = await this.reviews.allRatings();
    return (providerId) => ratings.get(providerId) ?? NO_RATINGS;
  }

  /** When each provider was last reviewed (ISO), by provider id: a new review changes its page. */
  latestReviewDates(): Promise<Map<number, string>> {
    return this.reviews.latestByProvider();
  }

  /** Average and count per provider (null and 0 without reviews), in one statement. */
  async ratingsFor(providerIds: readonly number[]): Promise<(providerId: number) => ReviewStats> {
    const ratings = await this.reviews.ratingsFor(providerIds);
    return (providerId) => ratings.get(providerId) ?? NO_RATINGS;
  }

  /**
   * A verified review: it consumes the oldest past, unreviewed inquiry of this user to this
   * provider. The provider need not be listed any more: the event took place all the same.
   */
  async create(user: AuthUser, dto: CreateReviewDto): Promise<MessageResponse> {
    // Before the transaction: the settings read takes a pool connection of its own, and a
    // transaction waiting for a second connection starves the pool under load.
    await this.confirmation.check(user);
    await this.tx.run(async (manager) => {
      const inquiryIds = await this.reviewableInquiries(manager, user, dto.anbieter_id);
      const [inquiryId] = inquiryIds;
      // The review covers every past inquiry to this provider. On MySQL a concurrent request
      // waits on these rows and then finds them marked; the unique index on
      // reviews.inquiry_id is the second guard.
      if ((await this.inquiries.markReviewed(manager, inquiryIds)) === 0) throw new ReviewAlreadySaved();
      await refusingDuplicates(
        () =>
          this.reviews.insert(manager, {
            anbieterId: dto.anbieter_id,
            userId: user.id,
            inquiryId,
            sterne: dto.sterne,
            kommentar: dto.kommentar ?? null,
            erstelltAm: new Date(),
            antwortText: null,
            antwortAm: null,
          }),
        () => new ReviewAlreadySaved(),
      );
    });
    return { msg: 'Vielen Dank! Ihre Bewertung wurde gespeichert.' };
  }

  /** The same rules as `create`, asked before the form is shown: the page offers it or says why not. */
  async eligibility(user: AuthUser, providerId: number): Promise<ReviewEligibility> {
    try {
      await this.confirmation.check(user);
      await this.tx.run((manager) => this.reviewableInquiries(manager, user, providerId));
      return { darf_bewerten: true, grund: null };
    } catch (error) {
      if (error instanceof ProviderNotFound || !(error instanceof DomainError)) throw error;
      return { darf_bewerten: false, grund: error.message };
    }
  }

  /**
   * The inquiries a review by this user of this provider would consume (the first carries it),
   * or the domain error that says why there are none: unknown provider, own listing, a review
   * within the last REVIEW_INTERVAL_MONTHS, no past unreviewed inquiry. Reads only through
   * `manager` (the caller checks the confirmed address before its transaction).
   */
  private async reviewableInquiries(
    manager: EntityManager,
    user: AuthUser,
    providerId: number,
  ): Promise<number[]> {
    if (!(await this.providers.exists(manager, providerId))) throw new ProviderNotFound();
    if (await this.ownListings.isOwnForRefusal(user, providerId, manager)) throw new OwnListingReview();
    const today = berlinToday();
    const latest = await this.reviews.latestBy(manager, user.id, providerId);
    if (latest !== null) {
      const reviewedOn = berlinToday(new Date(latest));
      const nextOn = addMonths(reviewedOn, REVIEW_INTERVAL_MONTHS);
      if (nextOn > today) throw new ReviewTooSoon(germanDate(reviewedOn), germanDate(nextOn));
    }
    const inquiryIds = await this.inquiries.findReviewable(manager, user.id, providerId, today);
    if (inquiryIds.length === 0) throw new ReviewNotAllowed();
    return inquiryIds;
  }

  /**
   * The provider's one public reply to a review of their listing. Someone else's review answers
   * "not found"; a second reply is refused (the first stays as the public saw it).
   */
  async reply(user: AuthUser, reviewId: number, text: string): Promise<MessageResponse> {
    await this.limiter.hit(RATE_RULES.messagesPerUser, String(user.id));
    await this.tx.run(async (manager) => {
      const review = await this.reviews.findById(manager, reviewId);
      if (!review || !(await this.ownListings.isOwnedBy(user, review.anbieterId, manager))) {
        throw new ReviewNotFound();
      }
      if (!(await this.reviews.saveReply(manager, reviewId, text, new Date()))) {
        throw new ReplyAlreadySaved();
      }
    });
    return { msg: 'Ihre Antwort wurde veröffentlicht.' };
  }

  /** Three statements whatever the number of reviews: the reviews, their providers, their authors. */
  async listAll(): Promise<AdminReview[]> {
    const records = await this.reviews.findNewestFirst();
    const [names, users, booked] = await Promise.all([
      this.providers.namesOf(records),
      this.identity.contactsByIds(authorIds(records)),
      this.inquiries.bookedAmong(inquiryIds(records)),
    ]);
    return records.map((record) => {
      const author = authorOf(record, users);
      return {
        ...toReview(record, author.vorname, booked),
        provider_name: names.get(record.anbieterId) ?? '',
        user_vorname: author.vorname,
        user_nachname: author.nachname,
      };
    });
  }

  /** The user's own reviews with the providers' names, for the GDPR export. */
  async exportOwn(userId: number): Promise<ExportedReview[]> {
    const records = await this.reviews.findByAuthor(userId);
    const names = await this.providers.namesOf(records);
    return records.map((record) => ({
      id: record.id,
      anbieter_id: record.anbieterId,
      firmenname: names.get(record.anbieterId) ?? '',
      sterne: record.sterne,
      kommentar: record.kommentar,
      erstellt_am: record.erstelltAm,
      antwort_text: record.antwortText,
      antwort_am: record.antwortAm,
    }));
  }

  /**
   * Deletes a review in the caller's transaction (a moderation decision records its statement
   * of reasons in the same one); false when the review is gone already. Decision: deleting a
   * review (e.g. an abusive one) makes its inquiry reviewable again, so the customer can write a
   * proper one.
   */
  async deleteIn(manager: EntityManager, reviewId: number): Promise<boolean> {
    const review = await this.reviews.findById(manager, reviewId);
    if (!review) return false;
    await this.reviews.delete(manager, reviewId);
    if (review.inquiryId !== null) await this.inquiries.markUnreviewed(manager, review.inquiryId);
    return true;
  }

  /** A review as a report about it needs it (who wrote what about whom); null when gone. */
  async findReported(manager: EntityManager, reviewId: number): Promise<ReportedReview | null> {
    const review = await this.reviews.findById(manager, reviewId);
    return review ? reportedReview(review) : null;
  }

  /** Several reviews by id for the admin's report list, gone ones missing from the map. */
  async findReportedByIds(ids: readonly number[]): Promise<Map<number, ReportedReview>> {
    const reviews = await this.reviews.findByIds(ids);
    return new Map(reviews.map((review) => [review.id, reportedReview(review)]));
  }

  /** Writes a ready-made review (demo content) in the caller's transaction. */
  insert(manager: EntityManager, review: Omit<ReviewEntity, 'id'>): Promise<void> {
    return this.reviews.insert(manager, review);
  }
}
