import { Body, Controller, Post } from '@nestjs/common';
import type { MessageResponse } from '@event-kompass/shared-types';
import { ClientIp, Public } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { MessageBody } from '../../common/openapi/message.response';
import { ProviderApplicationDto } from './dto/provider-application.dto';
import { ProviderService } from './provider.service';

/** The application form; the public reads of providers live in the directory (they carry ratings). */
@ApiGroup('Anbieter')
@Controller('api/providers')
export class ProviderController {
  constructor(private readonly providers: ProviderService) {}

  @ApiRoute('Als Anbieter bewerben (wird nach Prüfung freigeschaltet)', {
    created: MessageBody,
    errors: [429],
  })
  @Post('register')
  @CatalogNeutral()
  @Public()
  apply(@Body() dto: ProviderApplicationDto, @ClientIp() ip: string): Promise<MessageResponse> {
    return this.providers.apply(dto, ip);
  }
}
