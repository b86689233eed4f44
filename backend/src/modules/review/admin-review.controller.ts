import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { MessageBody } from '../../common/openapi/message.response';
import type { AdminReview, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { ReviewService } from './review.service';

@ApiGroup('Bewertungen')
@Controller('api/admin/reviews')
export class AdminReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @ApiRoute('Alle Bewertungen')
  @Get('all')
  @AdminOnly()
  listAll(): Promise<AdminReview[]> {
    return this.reviews.listAll();
  }

  @ApiRoute('Bewertung löschen', { ok: MessageBody })
  @Delete(':id')
  @AdminOnly()
  delete(@Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.reviews.delete(id);
  }
}
