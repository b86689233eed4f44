import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { InquiryQuote } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { DecideQuoteDto } from './dto/quote.dto';
import { QuoteService } from './quote.service';

/** The customer's side of a quote (the owner sends it from "Mein Eintrag"). */
@ApiGroup('Anfragen')
@Controller('api/inquiries/:id/angebot')
export class QuoteController {
  constructor(private readonly quotes: QuoteService) {}

  @ApiRoute('Aktuelles Angebot zu einer Anfrage (Kunde oder Anbieter)', { ok: 'InquiryQuote', errors: [404] })
  @Get()
  @LoggedIn()
  current(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<InquiryQuote> {
    return this.quotes.current(user, id);
  }

  // Not catalog-neutral: the booked day becomes a taken day on the public provider page.
  @ApiRoute('Angebot annehmen (bucht den Anbieter für das Event-Datum)', {
    ok: 'InquiryQuote',
    errors: [400, 404, 409],
  })
  @Post('annehmen')
  @HttpCode(200)
  @LoggedIn()
  accept(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: DecideQuoteDto,
  ): Promise<InquiryQuote> {
    return this.quotes.accept(user, id, dto.angebot_id);
  }

  @ApiRoute('Angebot ablehnen', { ok: 'InquiryQuote', errors: [400, 404, 409] })
  @Post('ablehnen')
  @HttpCode(200)
  @CatalogNeutral()
  @LoggedIn()
  decline(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: DecideQuoteDto,
  ): Promise<InquiryQuote> {
    return this.quotes.decline(user, id, dto.angebot_id);
  }
}
