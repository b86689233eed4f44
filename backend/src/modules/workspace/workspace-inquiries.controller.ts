import { Body, Get, Put } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PathId } from '../../common/pipes/id-param.pipe';
import { InquiryThreadService, UpdateInquiryStatusDto } from '../inquiry';

/**
 * The inbox of one's own listing. Grouped with the other inquiry routes in the API reference, as
 * before the move; the thread itself (`/api/inquiries/:id/messages`) stays the inquiry module's,
 * since the customer reads it too.
 */
@ApiController('Anfragen', 'api/profile/provider/:id/inquiries')
export class WorkspaceInquiriesController {
  constructor(private readonly threads: InquiryThreadService) {}

  @UserRoute(Get(), 'Anfragen an den eigenen Eintrag (neueste zuerst)', {
    ok: ['ListingInquiry'],
    errors: [404],
  })
  inbox(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.threads.inbox(user, id);
  }

  @UserRoute(Put(':inquiryId'), 'Status einer Anfrage an den eigenen Eintrag setzen', {
    ok: 'MessageResponse',
    errors: [404],
  })
  // Not catalog-neutral: "gebucht" takes the event day, which the public availability shows.
  setStatus(
    @CurrentUser() user: AuthUser,
    @PathId() id: number,
    @PathId('inquiryId') inquiryId: number,
    @Body() dto: UpdateInquiryStatusDto,
  ) {
    return this.threads.setStatus(user, id, inquiryId, dto.status);
  }
}
