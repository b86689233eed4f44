import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { MessageResponse, ProviderReviews, ReviewEligibility } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { CreateReviewDto, ReviewReplyDto } from './dto/create-review.dto';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ReviewService } from './review.service';

@ApiGroup('Bewertungen')
@Controller('api/reviews')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @ApiRoute('Bewertungen eines Anbieters mit Durchschnitt', { ok: 'ProviderReviews' })
  @Get(':providerId')
  @LoggedIn()
  forProvider(@Param('providerId', IdParamPipe) providerId: number): Promise<ProviderReviews> {
    return this.reviews.forProvider(providerId);
  }

  @ApiRoute('Darf ich diesen Anbieter jetzt bewerten? (sonst der Grund)', { ok: 'ReviewEligibility' })
  @Get(':providerId/eligibility')
  @LoggedIn()
  eligibility(
    @CurrentUser() user: AuthUser,
    @Param('providerId', IdParamPipe) providerId: number,
  ): Promise<ReviewEligibility> {
    return this.reviews.eligibility(user, providerId);
  }

  @ApiRoute('Anbieter bewerten (nach dem Event-Datum einer eigenen Anfrage)', {
    created: 'MessageResponse',
    errors: [403, 404, 409],
  })
  @Post()
  @LoggedIn()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReviewDto): Promise<MessageResponse> {
    return this.reviews.create(user, dto);
  }

  @ApiRoute('Auf eine Bewertung des eigenen Eintrags antworten (einmal)', {
    created: 'MessageResponse',
    errors: [404, 409, 429],
  })
  @Post(':id/antwort')
  @CatalogNeutral()
  @LoggedIn()
  reply(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ReviewReplyDto,
  ): Promise<MessageResponse> {
    return this.reviews.reply(user, id, dto.text);
  }
}
