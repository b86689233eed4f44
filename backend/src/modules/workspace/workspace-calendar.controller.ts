import { Body, Get, Param, Post, Put } from '@nestjs/common';
import type { CalendarFeed } from '@event-kompass/shared-types';
import { CatalogNeutral } from '../../common/http/http-cache.decorators';
import { type AuthUser, CurrentUser, LoggedIn } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { CalendarSyncService } from '../provider';
import { CalendarImportDto } from './calendar-import.dto';

/** "Mein Eintrag" › Kalender: the feed's secret address and the external calendar to read. */
@ApiController('Mein Eintrag', 'api/profile/provider')
export class WorkspaceCalendarController {
  constructor(private readonly calendars: CalendarSyncService) {}

  @ApiRoute('Geheime Adresse des iCal-Feeds (gebuchte und belegte Tage) und Stand des Imports', {
    ok: 'CalendarFeed',
    errors: [404],
  })
  @Get(':id/kalender')
  @LoggedIn()
  feed(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<CalendarFeed> {
    return this.calendars.feedOf(user, id);
  }

  @ApiRoute('Neue geheime Feed-Adresse; die alte antwortet danach 404', {
    created: 'CalendarFeed',
    errors: [404],
  })
  @Post(':id/kalender/neu')
  @CatalogNeutral()
  @LoggedIn()
  renew(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<CalendarFeed> {
    return this.calendars.renewFeed(user, id);
  }

  @ApiRoute('Externen Kalender (iCal-Adresse) einlesen lassen; leer beendet den Import', {
    ok: 'CalendarFeed',
    errors: [400, 404],
  })
  @Put(':id/kalender-import')
  @CatalogNeutral()
  @LoggedIn()
  setImport(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CalendarImportDto,
  ): Promise<CalendarFeed> {
    return this.calendars.setImport(user, id, dto.url ?? null);
  }
}
