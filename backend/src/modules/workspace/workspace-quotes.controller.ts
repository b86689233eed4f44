import { Body, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { WorkspaceApi } from './workspace-api';
import { PathId } from '../../common/pipes/id-param.pipe';
import { QuoteService, SendQuoteDto } from '../inquiry';

/** "Mein Eintrag": the owner answers an inquiry with a priced quote. */
@WorkspaceApi()
export class WorkspaceQuotesController {
  constructor(private readonly quotes: QuoteService) {}

  @UserRoute(
    Post(':id/inquiries/:inquiryId/angebot'),
    'Angebot zu einer Anfrage an den eigenen Eintrag senden (ersetzt ein offenes)',
    { created: 'InquiryQuote', errors: [400, 404, 409, 429], catalogNeutral: true },
  )
  send(
    @CurrentUser() user: AuthUser,
    @PathId() id: number,
    @PathId('inquiryId') inquiryId: number,
    @Body() dto: SendQuoteDto,
  ) {
    return this.quotes.send(user, id, inquiryId, dto);
  }
}
