import { Body, Get, Post } from '@nestjs/common';
import { PathId } from '../../common/pipes/id-param.pipe';
import { OwnListingService } from './own-listing.service';
import {
  type AuthUser,
  ClientIp,
  OptionalUser,
  PublicOrLoggedInRoute,
  PublicRoute,
} from '../../common/decorators/access.decorators';
import { PublicCache } from '../../common/http/http-cache.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { ProviderApplicationDto } from './dto/provider-application.dto';
import { ProviderService } from './provider.service';

/** The application form; the public reads of providers live in the directory (they carry ratings). */
@ApiController('Anbieter', 'api/providers')
export class ProviderController {
  constructor(
    private readonly providers: ProviderService,
    private readonly ownListings: OwnListingService,
  ) {}

  @PublicOrLoggedInRoute(Post('register'), 'Als Anbieter bewerben (wird nach Prüfung freigeschaltet)', {
    created: 'MessageResponse',
    errors: [429],
    catalogNeutral: true,
  })
  apply(@Body() dto: ProviderApplicationDto, @ClientIp() ip: string, @OptionalUser() user: AuthUser | null) {
    // Sent while logged in, the application names its owner; without, the e-mail address does.
    return this.providers.apply(dto, ip, user);
  }

  @PublicRoute(Get(':id/availability'), 'Belegte Tage eines Anbieters (ab heute)', {
    ok: 'ProviderAvailability',
  })
  @PublicCache()
  availability(@PathId() id: number) {
    return this.ownListings.publicAvailability(id);
  }
}
