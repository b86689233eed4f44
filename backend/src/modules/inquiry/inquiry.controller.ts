import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import {
  CreateInquiryBody,
  InquiryBody,
  InquiryMessageBody,
  ListingInquiryBody,
} from './dto/inquiry.responses';
import { PostInquiryMessageDto, UpdateInquiryStatusDto } from './dto/inquiry-workspace.dto';
import { InquiryThreadService } from './inquiry-thread.service';
import { MessageBody } from '../../common/openapi/message.response';
import type {
  CreateInquiryResponse,
  Inquiry,
  InquiryMessage,
  ListingInquiry,
  MessageResponse,
  SammelInquiryResponse,
} from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CreateInquiryDto, SammelInquiryDto } from './dto/create-inquiry.dto';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Anfragen')
@Controller('api')
export class InquiryController {
  constructor(
    private readonly inquiries: InquiryService,
    private readonly threads: InquiryThreadService,
  ) {}

  @ApiRoute('Anfrage an einen Anbieter senden', { created: CreateInquiryBody, errors: [403, 429] })
  @Post('inquiries')
  @CatalogNeutral()
  @LoggedIn()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInquiryDto): Promise<CreateInquiryResponse> {
    return this.inquiries.create(user, dto);
  }

  @ApiRoute('Eine Anfrage an mehrere Anbieter (Sammelanfrage, höchstens 5)', { errors: [400, 403, 429] })
  @Post('inquiries/sammel')
  @CatalogNeutral()
  @LoggedIn()
  createSammel(@CurrentUser() user: AuthUser, @Body() dto: SammelInquiryDto): Promise<SammelInquiryResponse> {
    return this.inquiries.createSammel(user, dto);
  }

  @ApiRoute('Eigene Anfragen', { ok: [InquiryBody] })
  @Get('profile/inquiries')
  @LoggedIn()
  listOwn(@CurrentUser() user: AuthUser): Promise<Inquiry[]> {
    return this.inquiries.listOwn(user.id);
  }

  @ApiRoute('Eigene Anfrage löschen', { ok: MessageBody })
  @Delete('profile/inquiries/:id')
  @CatalogNeutral()
  @LoggedIn()
  deleteOwn(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.inquiries.deleteOwn(user.id, id);
  }

  @ApiRoute('Anfragen an den eigenen Eintrag (neueste zuerst)', { ok: [ListingInquiryBody], errors: [404] })
  @Get('profile/provider/:id/inquiries')
  @LoggedIn()
  inbox(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<ListingInquiry[]> {
    return this.threads.inbox(user, id);
  }

  @ApiRoute('Status einer Anfrage an den eigenen Eintrag setzen', { ok: MessageBody, errors: [404] })
  @Put('profile/provider/:id/inquiries/:inquiryId')
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

  @ApiRoute('Nachrichten zu einer Anfrage (Kunde oder Anbieter)', { ok: [InquiryMessageBody], errors: [404] })
  @Get('inquiries/:id/messages')
  @LoggedIn()
  thread(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<InquiryMessage[]> {
    return this.threads.thread(user, id);
  }

  @ApiRoute('Nachricht zu einer Anfrage schreiben', { created: InquiryMessageBody, errors: [404, 429] })
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
