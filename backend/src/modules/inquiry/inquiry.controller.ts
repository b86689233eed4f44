import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { CreateInquiryBody, InquiryBody } from './dto/inquiry.responses';
import { MessageBody } from '../../common/openapi/message.response';
import type { CreateInquiryResponse, Inquiry, MessageResponse } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CreateInquiryDto } from './dto/create-inquiry.dto';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Anfragen')
@Controller('api')
export class InquiryController {
  constructor(private readonly inquiries: InquiryService) {}

  @ApiRoute('Anfrage an einen Anbieter senden', { created: CreateInquiryBody, errors: [429] })
  @Post('inquiries')
  @CatalogNeutral()
  @LoggedIn()
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateInquiryDto): Promise<CreateInquiryResponse> {
    return this.inquiries.create(user, dto);
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
}
