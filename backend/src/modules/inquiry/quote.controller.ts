import { Body, Get, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PathId } from '../../common/pipes/id-param.pipe';
import { DecideQuoteDto } from './dto/quote.dto';
import { QuoteService } from './quote.service';

/** The customer's side of a quote (the owner sends it from "Mein Eintrag"). */
@ApiController('Anfragen', 'api/inquiries/:id/angebot')
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @UserRoute(Get(), 'Aktuelles Angebot zu einer Anfrage (Kunde oder Anbieter)', {
    ok: 'InquiryQuote',
    errors: [404],
  })
  current(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.quotes.current(user, id);
  }

  // Not catalog-neutral: the booked day becomes a taken day on the public provider page.
  @UserRoute(Post('annehmen'), 'Angebot annehmen (bucht den Anbieter für das Event-Datum)', {
    ok: 'InquiryQuote',
    errors: [400, 404, 409],
  })
  accept(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: DecideQuoteDto) {
    return this.quotes.accept(user, id, dto.angebot_id);
  }

  @UserRoute(Post('ablehnen'), 'Angebot ablehnen', {
    ok: 'InquiryQuote',
    errors: [400, 404, 409],
    catalogNeutral: true,
  })
  decline(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: DecideQuoteDto) {
    return this.quotes.decline(user, id, dto.angebot_id);
  }
}
