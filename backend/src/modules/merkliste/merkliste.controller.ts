import { Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import type { PublicProvider } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { MerklisteService } from './merkliste.service';

@ApiController('Merklisten', 'api/profile/merkliste')
export class MerklisteController {
  constructor(private readonly merkliste: MerklisteService) {}

  @ApiRoute('Die eigene Merkliste (öffentliche Anbieter, wie in den Listen)', { ok: ['PublicProvider'] })
  @Get()
  @LoggedIn()
  list(@CurrentUser() user: AuthUser): Promise<PublicProvider[]> {
    return this.merkliste.list(user.id);
  }

  @ApiRoute('Anbieter auf die Merkliste setzen (idempotent)', {
    noContent: 'Der Anbieter steht auf der Merkliste.',
    errors: [404, 409],
  })
  @Put(':anbieterId')
  @HttpCode(204)
  @CatalogNeutral()
  @LoggedIn()
  async add(
    @CurrentUser() user: AuthUser,
    @Param('anbieterId', IdParamPipe) anbieterId: number,
  ): Promise<void> {
    await this.merkliste.add(user.id, anbieterId);
  }

  @ApiRoute('Anbieter von der Merkliste nehmen (idempotent)', {
    noContent: 'Der Anbieter steht nicht (mehr) auf der Merkliste.',
  })
  @Delete(':anbieterId')
  @HttpCode(204)
  @CatalogNeutral()
  @LoggedIn()
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('anbieterId', IdParamPipe) anbieterId: number,
  ): Promise<void> {
    await this.merkliste.remove(user.id, anbieterId);
  }
}
