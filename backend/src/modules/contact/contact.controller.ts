import { Body, Post } from '@nestjs/common';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { ClientIp, PublicRoute } from '../../common/decorators/access.decorators';
import { ContactService } from './contact.service';
import { ContactDto } from './dto/contact.dto';

@ApiController('Kontakt', 'api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @PublicRoute(Post(), 'Nachricht an den Betreiber senden', {
    created: 'MessageResponse',
    errors: [429],
    catalogNeutral: true,
  })
  send(@Body() dto: ContactDto, @ClientIp() ip: string) {
    return this.contact.send(dto, ip);
  }
}
