import { Body, Get, Post } from '@nestjs/common';
import type { MessageResponse } from '@event-kompass/shared-types';
import { PathId } from '../../common/pipes/id-param.pipe';
import { OwnListingService } from './own-listing.service';
import {
  type AuthUser,
  ClientIp,
  OptionalUser,
  PublicOrLoggedIn,
  PublicRoute,
} from '../../common/decorators/access.decorators';
import { CatalogNeutral, PublicCache } from '../../common/http/http-cache.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { ProviderApplicationDto } from './dto/provider-application.dto';
import { ProviderService } from './provider.service';

/** The application form; the public reads of providers live in the directory (they carry ratings). */
@ApiController('Anbieter', 'api/providers')
export class ProviderController {
  constructor(
    private readonly providers: ProviderService,
    private readonly ownListings: OwnListingService,
  ) {}

  @ApiRoute('Als Anbieter bewerben (wird nach Prüfung freigeschaltet)', {
    created: 'MessageResponse',
    errors: [429],
  })
  @Post('register')
  @CatalogNeutral()
  @PublicOrLoggedIn()
  apply(
    @Body() dto: ProviderApplicationDto,
    @ClientIp() ip: string,
    @OptionalUser() user: AuthUser | null,
  ): Promise<MessageResponse> {
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
