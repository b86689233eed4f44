import { Body, Get, Post, Put } from '@nestjs/common';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { WorkspaceApi } from './workspace-api';
import { CalendarSyncService } from '../provider';
import { CalendarImportDto } from './calendar-import.dto';
import { PathId } from '../../common/pipes/id-param.pipe';

/** "Mein Eintrag" › Kalender: the feed's secret address and the external calendar to read. */
@WorkspaceApi()
export class WorkspaceCalendarController {
  constructor(private readonly calendars: CalendarSyncService) {}

  @UserRoute(
    Get(':id/kalender'),
    'Geheime Adresse des iCal-Feeds (gebuchte und belegte Tage) und Stand des Imports',
    {
      ok: 'CalendarFeed',
      errors: [404],
    },
  )
  feed(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.calendars.feedOf(user, id);
  }

  @UserRoute(Post(':id/kalender/neu'), 'Neue geheime Feed-Adresse; die alte antwortet danach 404', {
    created: 'CalendarFeed',
    errors: [404],
    catalogNeutral: true,
  })
  renew(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.calendars.renewFeed(user, id);
  }

  @UserRoute(
    Put(':id/kalender-import'),
    'Externen Kalender (iCal-Adresse) einlesen lassen; leer beendet den Import',
    {
      ok: 'CalendarFeed',
      errors: [400, 404],
      catalogNeutral: true,
    },
  )
  setImport(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: CalendarImportDto) {
    return this.calendars.setImport(user, id, dto.url ?? null);
  }
}
