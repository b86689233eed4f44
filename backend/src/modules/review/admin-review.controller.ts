import { Get } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { AdminRoute } from '../../common/decorators/access.decorators';
import { ReviewService } from './review.service';

@ApiController('Bewertungen', 'api/admin/reviews')
export class AdminReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @AdminRoute(Get('all'), 'Alle Bewertungen', { ok: ['AdminReview'] })
  listAll() {
    return this.reviews.listAll();
  }
}
