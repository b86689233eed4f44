import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { PostInquiryMessageDto } from './dto/inquiry-thread.dto';
import { InquiryThreadService } from './inquiry-thread.service';
import type {
  CreateInquiryResponse,
  Inquiry,
  InquiryMessage,
  MessageResponse,
  SammelInquiryResponse,
} from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CreateInquiryDto, SammelInquiryDto } from './dto/create-inquiry.dto';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

/** A customer's inquiries and the thread both sides write in; the owner's inbox is the workspace's. */
@ApiGroup('Anfragen')
@Controller('api')
export class InquiryController {
  constructor(
    private readonly inquiries: InquiryService,
    private readonly threads: InquiryThreadService,
  ) {}

  @ApiRoute('Anfrage an einen Anbieter senden', { created: 'CreateInquiryResponse', errors: [403, 404, 429] })
  @Post('inquiries')
  @CatalogNeutral()
  @LoggedIn()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInquiryDto): Promise<CreateInquiryResponse> {
    return this.inquiries.create(user, dto);
  }

  @ApiRoute('Eine Anfrage an mehrere Anbieter (Sammelanfrage, höchstens 5)', {
    created: 'SammelInquiryResponse',
    errors: [400, 403, 429],
  })
  @Post('inquiries/sammel')
  @CatalogNeutral()
  @LoggedIn()
  createSammel(@CurrentUser() user: AuthUser, @Body() dto: SammelInquiryDto): Promise<SammelInquiryResponse> {
    return this.inquiries.createSammel(user, dto);
  }

  @ApiRoute('Eigene Anfragen', { ok: ['Inquiry'] })
  @Get('profile/inquiries')
  @LoggedIn()
  listOwn(@CurrentUser() user: AuthUser): Promise<Inquiry[]> {
    return this.inquiries.listOwn(user.id);
  }

  @ApiRoute('Eigene Anfrage löschen', { ok: 'MessageResponse' })
  @Delete('profile/inquiries/:id')
  @CatalogNeutral()
  @LoggedIn()
  deleteOwn(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.inquiries.deleteOwn(user.id, id);
  }

  @ApiRoute('Nachrichten zu einer Anfrage (Kunde oder Anbieter)', { ok: ['InquiryMessage'], errors: [404] })
  @Get('inquiries/:id/messages')
  @LoggedIn()
  thread(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<InquiryMessage[]> {
    return this.threads.thread(user, id);
  }

  @ApiRoute('Nachricht zu einer Anfrage schreiben', { created: 'InquiryMessage', errors: [404, 429] })
  @Post('inquiries/:id/messages')
  @CatalogNeutral()
  @LoggedIn()
  post(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: PostInquiryMessageDto,
  ): Promise<InquiryMessage> {
    return this.threads.post(user, id, dto.text);
  }
}
