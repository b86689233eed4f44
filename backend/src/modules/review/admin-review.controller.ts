import { Controller, Delete, Get, Param } from '@nestjs/common';
import type { AdminReview, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { ReviewService } from './review.service';

@Controller('api/admin/reviews')
export class AdminReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get('all')
  @AdminOnly()
  listAll(): Promise<AdminReview[]> {
    return this.reviews.listAll();
  }

  @Delete(':id')
  @AdminOnly()
  delete(@Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.reviews.delete(id);
  }
}
