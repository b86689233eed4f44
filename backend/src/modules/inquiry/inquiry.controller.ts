import { Body, Delete, Get, Post } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PostInquiryMessageDto } from './dto/inquiry-thread.dto';
import { InquiryThreadService } from './inquiry-thread.service';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { CreateInquiryDto, SammelInquiryDto } from './dto/create-inquiry.dto';
import { PathId } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';

/** A customer's inquiries and the thread both sides write in; the owner's inbox is the workspace's. */
@ApiController('Anfragen', 'api')
export class InquiryController {
  constructor(
    private readonly inquiries: InquiryService,
    private readonly threads: InquiryThreadService,
  ) {}

  @UserRoute(Post('inquiries'), 'Anfrage an einen Anbieter senden', {
    created: 'CreateInquiryResponse',
    errors: [403, 404, 429],
    catalogNeutral: true,
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInquiryDto) {
    return this.inquiries.create(user, dto);
  }

  @UserRoute(Post('inquiries/sammel'), 'Eine Anfrage an mehrere Anbieter (Sammelanfrage, höchstens 5)', {
    created: 'SammelInquiryResponse',
    errors: [400, 403, 429],
    catalogNeutral: true,
  })
  createSammel(@CurrentUser() user: AuthUser, @Body() dto: SammelInquiryDto) {
    return this.inquiries.createSammel(user, dto);
  }

  @UserRoute(Get('profile/inquiries'), 'Eigene Anfragen', { ok: ['Inquiry'] })
  listOwn(@CurrentUser() user: AuthUser) {
    return this.inquiries.listOwn(user.id);
  }

  @UserRoute(Delete('profile/inquiries/:id'), 'Eigene Anfrage löschen', {
    ok: 'MessageResponse',
    catalogNeutral: true,
  })
  deleteOwn(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.inquiries.deleteOwn(user.id, id);
  }

  @UserRoute(Get('inquiries/:id/messages'), 'Nachrichten zu einer Anfrage (Kunde oder Anbieter)', {
    ok: ['InquiryMessage'],
    errors: [404],
  })
  thread(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.threads.thread(user, id);
  }

  @UserRoute(Post('inquiries/:id/messages'), 'Nachricht zu einer Anfrage schreiben', {
    created: 'InquiryMessage',
    errors: [404, 429],
    catalogNeutral: true,
  })
  post(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: PostInquiryMessageDto) {
    return this.threads.post(user, id, dto.text);
  }
}
