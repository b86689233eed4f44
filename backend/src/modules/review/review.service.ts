import { Injectable } from '@nestjs/common';
import {
  type AdminReview,
  berlinToday,
  type MessageResponse,
  type ProviderReviews,
  type Review,
  type ReviewStats,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { refusingDuplicates } from '../../database/driver-errors';
import { distinctIds } from '../../database/id-batch';
import { TransactionRunner } from '../../database/transaction-runner';
import { EmailConfirmationGate, IdentityService } from '../identity';
import { InquiryService } from '../inquiry';
import { OwnListingService, ProviderNotFound, ProviderService } from '../provider';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import type { CreateReviewDto } from './dto/create-review.dto';
import type { ReviewEntity } from './entities/review.entity';
import { ReplyAlreadySaved, ReviewAlreadySaved, ReviewNotAllowed, ReviewNotFound } from './review.errors';
import { type ReviewRecord, ReviewRepository } from './review.repository';

const NO_RATINGS: ReviewStats = { average: null, count: 0 };

/** What a report about a review shows and a moderation decision needs. */
export interface ReportedReview {
  id: number;
  anbieterId: number;
  userId: number;
  sterne: number;
  kommentar: string | null;
  erstelltAm: Date;
}

function reportedReview(review: ReviewEntity): ReportedReview {
  return {
    id: review.id,
    anbieterId: review.anbieterId,
    userId: review.userId,
    sterne: review.sterne,
    kommentar: review.kommentar,
    erstelltAm: review.erstelltAm,
  };
}

function toReview(record: ReviewRecord, vorname: string): Review {
  return {
    id: record.id,
    anbieter_id: record.anbieterId,
    sterne: record.sterne,
    kommentar: record.kommentar,
    erstellt_am: record.erstelltAm,
    vorname,
    antwort_text: record.antwortText,
    antwort_am: record.antwortAm,
  };
}

@Injectable()
export class ReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly providers: ProviderService,
    private readonly inquiries: InquiryService,
    private readonly identity: IdentityService,
    private readonly confirmation: EmailConfirmationGate,
    private readonly ownListings: OwnListingService,
    private readonly limiter: RateLimiter,
    private readonly tx: TransactionRunner,
  ) {}

  /** Newest first, with the author's first name only. */
  async forProvider(providerId: number): Promise<ProviderReviews> {
    if (!(await this.providers.isPublic(providerId))) throw new ProviderNotFound();
    const [records, ratings] = await Promise.all([
      this.reviews.findNewestFirst(providerId),
      this.reviews.ratingsFor([providerId]),
    ]);
    const users = await this.identity.contactsByIds(distinctIds(records, (record) => record.userId));
    return {
      reviews: records.map((record) => toReview(record, users.get(record.userId)?.vorname ?? '')),
      stats: ratings.get(providerId) ?? NO_RATINGS,
    };
  }

  /** Every provider's rating at once (one grouped read), for the search catalog. */
  async allRatings(): Promise<(providerId: number) => ReviewStats> {
    const ratings = await this.reviews.allRatings();
    return (providerId) => ratings.get(providerId) ?? NO_RATINGS;
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
    const today = berlinToday();
    await this.confirmation.check(user);
    await this.tx.run(async (manager) => {
      if (!(await this.providers.exists(manager, dto.anbieter_id))) throw new ProviderNotFound();
      const inquiryId = await this.inquiries.findOldestReviewable(manager, user.id, dto.anbieter_id, today);
      if (inquiryId === null) throw new ReviewNotAllowed();
      // On MySQL a concurrent request for the same inquiry waits on this row and then finds
      // it already marked; the unique index on reviews.inquiry_id is the second guard.
      if (!(await this.inquiries.markReviewed(manager, inquiryId))) throw new ReviewAlreadySaved();
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
    const [names, users] = await Promise.all([
      this.providers.namesByIds(distinctIds(records, (record) => record.anbieterId)),
      this.identity.contactsByIds(distinctIds(records, (record) => record.userId)),
    ]);
    return records.map((record) => {
      const user = users.get(record.userId);
      return {
        ...toReview(record, user?.vorname ?? ''),
        provider_name: names.get(record.anbieterId) ?? '',
        user_vorname: user?.vorname ?? '',
        user_nachname: user?.nachname ?? '',
      };
    });
  }

  /**
   * Decision: deleting a review (e.g. an abusive one) makes its inquiry reviewable again,
   * so the customer can write a proper one; both changes happen in one transaction.
   */
  async delete(reviewId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      if (!(await this.deleteIn(manager, reviewId))) throw new ReviewNotFound();
    });
    return { msg: 'Die Bewertung wurde gelöscht.' };
  }

  /**
   * The same deletion in the caller's transaction (a moderation decision removes a reported
   * review together with recording the decision); false when the review is gone already.
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
