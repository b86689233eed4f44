import { Controller, Get } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { AdminReview } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { ReviewService } from './review.service';

@ApiGroup('Bewertungen')
@Controller('api/admin/reviews')
export class AdminReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @ApiRoute('Alle Bewertungen', { ok: ['AdminReview'] })
  @Get('all')
  @AdminOnly()
  listAll(): Promise<AdminReview[]> {
    return this.reviews.listAll();
  }
}
