/** The review module's public surface. */
export { ReviewModule } from './review.module';
export { ReviewService, type ReportedReview } from './review.service';
export { ReviewEntity } from './entities/review.entity';
export { ReviewNotFound } from './review.errors';
