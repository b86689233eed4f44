import { Body, Controller, Param, Post } from '@nestjs/common';
import type { InquiryQuote } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { QuoteService, SendQuoteDto } from '../inquiry';

/** "Mein Eintrag": the owner answers an inquiry with a priced quote. */
@ApiGroup('Mein Eintrag')
@Controller('api/profile/provider')
export class WorkspaceQuotesController {
  constructor(private readonly quotes: QuoteService) {}

  @ApiRoute('Angebot zu einer Anfrage an den eigenen Eintrag senden (ersetzt ein offenes)', {
    created: 'InquiryQuote',
    errors: [400, 404, 409],
  })
  @Post(':id/inquiries/:inquiryId/angebot')
  @CatalogNeutral()
  @LoggedIn()
  send(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Param('inquiryId', IdParamPipe) inquiryId: number,
    @Body() dto: SendQuoteDto,
  ): Promise<InquiryQuote> {
    return this.quotes.send(user, id, inquiryId, dto);
  }
}
