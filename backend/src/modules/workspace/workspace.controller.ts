import { Body, Get, Put } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { WorkspaceApi } from './workspace-api';
import { PathId } from '../../common/pipes/id-param.pipe';
import { AvailabilityDto, OwnListingService, OwnListingUpdateDto } from '../provider';
import { WorkspaceService } from './workspace.service';

/** "Mein Eintrag": a provider's own listings. Another's listing answers 404, as if it did not exist. */
@WorkspaceApi()
export class WorkspaceController {
  constructor(
    private readonly workspace: WorkspaceService,
    private readonly ownListings: OwnListingService,
  ) {}

  @UserRoute(Get(), 'Eigene Einträge mit Status und Zahl der neuen Anfragen', { ok: ['OwnListing'] })
  listOwn(@CurrentUser() user: AuthUser) {
    return this.workspace.listOwn(user);
  }

  @UserRoute(Put(':id'), 'Eigenen Eintrag bearbeiten (Beschreibung, Kontakt, Ort, Preis)', {
    ok: 'OwnListing',
    errors: [400, 404],
  })
  update(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: OwnListingUpdateDto) {
    return this.workspace.update(user, id, dto);
  }

  @UserRoute(Get(':id/availability'), 'Belegte Tage des eigenen Eintrags (ab heute)', {
    ok: 'ProviderAvailability',
    errors: [404],
  })
  async availability(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return { belegt: await this.ownListings.ownTakenDays(user, id) };
  }

  @UserRoute(
    Put(':id/availability'),
    'Belegte Tage des eigenen Eintrags ersetzen (ab heute, höchstens 366)',
    { ok: 'ProviderAvailability', errors: [400, 404] },
  )
  async setAvailability(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: AvailabilityDto) {
    return { belegt: await this.ownListings.setTakenDays(user, id, dto.belegt) };
  }
}
