import { Injectable } from '@nestjs/common';
import type { AdminReview, MessageResponse, ProviderReviews } from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { berlinToday } from '../../common/time/calendar';
import { TransactionRunner } from '../../database/transaction-runner';
import { isUniqueViolation } from '../identity/identity.service';
import { InquiryEntity } from '../inquiry/entities/inquiry.entity';
import type { CreateReviewDto } from './dto/create-review.dto';
import { ReviewEntity } from './entities/review.entity';
import {
  ReviewAlreadySaved,
  ReviewNotAllowed,
  ReviewNotFound,
  ReviewProviderNotFound,
} from './review.errors';
import { ReviewRepository } from './review.repository';

@Injectable()
export class ReviewService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly tx: TransactionRunner,
  ) {}

  async forProvider(providerId: number): Promise<ProviderReviews> {
    if (!(await this.reviews.isPublicProvider(providerId, berlinToday()))) throw new ReviewProviderNotFound();
    const [reviews, stats] = await Promise.all([
      this.reviews.findForProviderNewestFirst(providerId),
      this.reviews.statsForProvider(providerId),
    ]);
    return { reviews, stats };
  }

  /**
   * A verified review: it consumes the oldest past, unreviewed inquiry of this user to this
   * provider. The provider need not be listed any more: the event took place all the same.
   */
  async create(user: AuthUser, dto: CreateReviewDto): Promise<MessageResponse> {
    const today = berlinToday();
    await this.tx.run(async (manager) => {
      if (!(await this.reviews.providerExists(manager, dto.anbieter_id))) throw new ReviewProviderNotFound();
      const inquiryId = await this.reviews.findOldestReviewableInquiry(
        manager,
        user.id,
        dto.anbieter_id,
        today,
      );
      if (inquiryId === null) throw new ReviewNotAllowed();
      // On MySQL a concurrent request for the same inquiry waits on this row and then finds
      // it already marked; the unique index on reviews.inquiry_id is the second guard.
      const marked = await manager
        .createQueryBuilder()
        .update(InquiryEntity)
        .set({ hatBewertet: true })
        .where('id = :id AND hat_bewertet = :reviewed', { id: inquiryId, reviewed: false })
        .execute();
      if (!marked.affected) throw new ReviewAlreadySaved();
      try {
        await manager.insert(ReviewEntity, {
          anbieterId: dto.anbieter_id,
          userId: user.id,
          inquiryId,
          sterne: dto.sterne,
          kommentar: dto.kommentar ?? null,
          erstelltAm: new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ReviewAlreadySaved();
        throw error;
      }
    });
    return { msg: 'Vielen Dank! Ihre Bewertung wurde gespeichert.' };
  }

  listAll(): Promise<AdminReview[]> {
    return this.reviews.findAllForAdmin();
  }

  /**
   * Decision: deleting a review (e.g. an abusive one) makes its inquiry reviewable again,
   * so the customer can write a proper one; both changes happen in one transaction.
   */
  async delete(reviewId: number): Promise<MessageResponse> {
    await this.tx.run(async (manager) => {
      const review = await manager.findOneBy(ReviewEntity, { id: reviewId });
      if (!review) throw new ReviewNotFound();
      await manager.delete(ReviewEntity, { id: reviewId });
      if (review.inquiryId !== null) {
        await manager.update(InquiryEntity, { id: review.inquiryId }, { hatBewertet: false });
      }
    });
    return { msg: 'Die Bewertung wurde gelöscht.' };
  }
}
