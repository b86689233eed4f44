import { Delete, Get } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { AdminRoute } from '../../common/decorators/access.decorators';
import { PathId } from '../../common/pipes/id-param.pipe';
import { InquiryService } from './inquiry.service';

@ApiController('Anfragen', 'api/admin/inquiries')
export class AdminInquiryController {
  constructor(private readonly inquiries: InquiryService) {}

  @AdminRoute(Get('all'), 'Alle Anfragen', { ok: ['AdminInquiry'] })
  listAll() {
    return this.inquiries.listAll();
  }

  @AdminRoute(Delete(':id'), 'Anfrage löschen', { ok: 'MessageResponse', catalogNeutral: true })
  delete(@PathId() id: number) {
    return this.inquiries.deleteAny(id);
  }
}
