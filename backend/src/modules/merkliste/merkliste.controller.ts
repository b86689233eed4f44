import { Delete, Get, Put } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { MerklisteService } from './merkliste.service';
import { PathId } from '../../common/pipes/id-param.pipe';

@ApiController('Merklisten', 'api/profile/merkliste')
export class MerklisteController {
  constructor(private readonly merkliste: MerklisteService) {}

  @UserRoute(Get(), 'Die eigene Merkliste (öffentliche Anbieter, wie in den Listen)', {
    ok: ['PublicProvider'],
  })
  list(@CurrentUser() user: AuthUser) {
    return this.merkliste.list(user.id);
  }

  @UserRoute(Put(':anbieterId'), 'Anbieter auf die Merkliste setzen (idempotent)', {
    noContent: 'Der Anbieter steht auf der Merkliste.',
    errors: [404, 409],
    catalogNeutral: true,
  })
  async add(@CurrentUser() user: AuthUser, @PathId('anbieterId') anbieterId: number): Promise<void> {
    await this.merkliste.add(user.id, anbieterId);
  }

  @UserRoute(Delete(':anbieterId'), 'Anbieter von der Merkliste nehmen (idempotent)', {
    noContent: 'Der Anbieter steht nicht (mehr) auf der Merkliste.',
    catalogNeutral: true,
  })
  async remove(@CurrentUser() user: AuthUser, @PathId('anbieterId') anbieterId: number): Promise<void> {
    await this.merkliste.remove(user.id, anbieterId);
  }
}
