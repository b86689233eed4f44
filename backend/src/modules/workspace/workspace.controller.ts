import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import type { OwnListing, ProviderAvailability } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { ApiGroup, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { AvailabilityDto, OwnListingService, OwnListingUpdateDto } from '../provider';
import { WorkspaceService } from './workspace.service';

/** "Mein Eintrag": a provider's own listings. Another's listing answers 404, as if it did not exist. */
@ApiGroup('Mein Eintrag')
@Controller('api/profile/provider')
export class WorkspaceController {
  constructor(
    private readonly workspace: WorkspaceService,
    private readonly ownListings: OwnListingService,
  ) {}

  @ApiRoute('Eigene Einträge mit Status und Zahl der neuen Anfragen', { ok: ['OwnListing'] })
  @Get()
  @LoggedIn()
  listOwn(@CurrentUser() user: AuthUser): Promise<OwnListing[]> {
    return this.workspace.listOwn(user);
  }

  @ApiRoute('Eigenen Eintrag bearbeiten (Beschreibung, Kontakt, Ort, Preis)', {
    ok: 'OwnListing',
    errors: [400, 404],
  })
  @Put(':id')
  @LoggedIn()
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: OwnListingUpdateDto,
  ): Promise<OwnListing> {
    return this.workspace.update(user, id, dto);
  }

  @ApiRoute('Belegte Tage des eigenen Eintrags (ab heute)', { ok: 'ProviderAvailability', errors: [404] })
  @Get(':id/availability')
  @LoggedIn()
  async availability(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ProviderAvailability> {
    return { belegt: await this.ownListings.ownTakenDays(user, id) };
  }

  @ApiRoute('Belegte Tage des eigenen Eintrags ersetzen (ab heute, höchstens 366)', {
    ok: 'ProviderAvailability',
    errors: [400, 404],
  })
  @Put(':id/availability')
  @LoggedIn()
  async setAvailability(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AvailabilityDto,
  ): Promise<ProviderAvailability> {
    return { belegt: await this.ownListings.setTakenDays(user, id, dto.belegt) };
  }
}
