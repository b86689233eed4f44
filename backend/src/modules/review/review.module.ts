import { Module } from '@nestjs/common';
import { AdminReviewController } from './admin-review.controller';
import { ReviewController } from './review.controller';
import { ReviewRepository } from './review.repository';
import { ReviewService } from './review.service';

@Module({
  controllers: [ReviewController, AdminReviewController],
  providers: [ReviewService, ReviewRepository],
})
export class ReviewModule {}
