import { Body, Controller, Post } from '@nestjs/common';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { MessageResponse } from '@event-kompass/shared-types';
import { ClientIp, Public } from '../../common/decorators/access.decorators';
import { ContactService } from './contact.service';
import { ContactDto } from './dto/contact.dto';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';

@ApiGroup('Kontakt')
@Controller('api/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @ApiRoute('Nachricht an den Betreiber senden', { created: 'MessageResponse', errors: [429] })
  @Post()
  @CatalogNeutral()
  @Public()
  send(@Body() dto: ContactDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.contact.send(dto, ip);
  }
}
