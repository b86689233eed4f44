import { Body, Get, Post } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { PathId } from '../../common/pipes/id-param.pipe';
import { CreateReviewDto, ReviewReplyDto } from './dto/create-review.dto';
import { ReviewService } from './review.service';

@ApiController('Bewertungen', 'api/reviews')
export class ReviewController {
  constructor(private readonly reviews: ReviewService) {}

  @UserRoute(Get(':providerId'), 'Bewertungen eines Anbieters mit Durchschnitt', { ok: 'ProviderReviews' })
  forProvider(@PathId('providerId') providerId: number) {
    return this.reviews.forProvider(providerId);
  }

  @UserRoute(Get(':providerId/eligibility'), 'Darf ich diesen Anbieter jetzt bewerten? (sonst der Grund)', {
    ok: 'ReviewEligibility',
  })
  eligibility(@CurrentUser() user: AuthUser, @PathId('providerId') providerId: number) {
    return this.reviews.eligibility(user, providerId);
  }

  @UserRoute(Post(), 'Anbieter bewerten (nach dem Event-Datum einer eigenen Anfrage)', {
    created: 'MessageResponse',
    errors: [403, 404, 409],
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReviewDto) {
    return this.reviews.create(user, dto);
  }

  @UserRoute(Post(':id/antwort'), 'Auf eine Bewertung des eigenen Eintrags antworten (einmal)', {
    created: 'MessageResponse',
    errors: [404, 409, 429],
    catalogNeutral: true,
  })
  reply(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: ReviewReplyDto) {
    return this.reviews.reply(user, id, dto.text);
  }
}
