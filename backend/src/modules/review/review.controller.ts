import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { MessageResponse, ProviderReviews } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { CreateReviewDto } from './dto/create-review.dto';
import { ReviewService } from './review.service';

@Controller('api/reviews')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @Get(':providerId')
  @LoggedIn()
  forProvider(@Param('providerId', IdParamPipe) providerId: number): Promise<ProviderReviews> {
    return this.reviews.forProvider(providerId);
  }

  @Post()
  @LoggedIn()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReviewDto): Promise<MessageResponse> {
    return this.reviews.create(user, dto);
  }
}
