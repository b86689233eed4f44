import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { AdminInquiry, MessageResponse } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Anfragen')
@Controller('api/admin/inquiries')
export class AdminInquiryController {
  constructor(private readonly inquiries: InquiryService) {}

  @ApiRoute('Alle Anfragen', { ok: ['AdminInquiry'] })
  @Get('all')
  @AdminOnly()
  listAll(): Promise<AdminInquiry[]> {
    return this.inquiries.listAll();
  }

  @ApiRoute('Anfrage löschen', { ok: 'MessageResponse' })
  @Delete(':id')
  @CatalogNeutral()
  @AdminOnly()
  delete(@Param('id', IdParamPipe) id: number): Promise<MessageResponse> {
    return this.inquiries.deleteAny(id);
  }
}
