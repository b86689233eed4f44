import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import type { ListingInquiry, MessageResponse } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InquiryThreadService, UpdateInquiryStatusDto } from '../inquiry';

/**
 * The inbox of one's own listing. Grouped with the other inquiry routes in the API reference, as
 * before the move; the thread itself (`/api/inquiries/:id/messages`) stays the inquiry module's,
 * since the customer reads it too.
 */
@ApiGroup('Anfragen')
@Controller('api/profile/provider/:id/inquiries')
export class WorkspaceInquiriesController {
  constructor(private readonly threads: InquiryThreadService) {}

  @ApiRoute('Anfragen an den eigenen Eintrag (neueste zuerst)', { ok: ['ListingInquiry'], errors: [404] })
  @Get()
  @LoggedIn()
  inbox(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<ListingInquiry[]> {
    return this.threads.inbox(user, id);
  }

  @ApiRoute('Status einer Anfrage an den eigenen Eintrag setzen', { ok: 'MessageResponse', errors: [404] })
  @Put(':inquiryId')
  @CatalogNeutral()
  @LoggedIn()
  setStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Param('inquiryId', IdParamPipe) inquiryId: number,
    @Body() dto: UpdateInquiryStatusDto,
  ): Promise<MessageResponse> {
    return this.threads.setStatus(user, id, inquiryId, dto.status);
  }
}
