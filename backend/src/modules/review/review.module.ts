import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { InquiryModule } from '../inquiry';
import { ProviderModule } from '../provider';
import { AdminReviewController } from './admin-review.controller';
import { ReviewController } from './review.controller';
import { ReviewRepository } from './review.repository';
import { ReviewService } from './review.service';

/** Owns `reviews`. */
@Module({
  imports: [ProviderModule, InquiryModule, IdentityModule],
  controllers: [ReviewController, AdminReviewController],
  providers: [ReviewService, ReviewRepository],
  exports: [ReviewService],
})
export class ReviewModule {}
