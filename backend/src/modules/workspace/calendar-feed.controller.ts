import { Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { WORKSPACE_GROUP } from './workspace-api';
import { ProviderNotFound } from '../provider';
import { CalendarFeedService } from './calendar-feed.service';

/**
 * The public end of the calendar sync: whoever knows the secret address reads the booked and
 * taken days (a calendar app subscribes to it). Not in the public cache: the address is a secret.
 */
@ApiController(WORKSPACE_GROUP, 'api/kalender')
@Public()
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @ApiRoute('iCal-Feed eines Eintrags (geheime Adresse aus GET …/kalender)', {
    okFile: { description: 'Ganztägige Termine der gebuchten und belegten Tage', types: ['text/calendar'] },
    errors: [404],
  })
  @Get(':file')
  async feed(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const token = /^(.+)\.ics$/.exec(file)?.[1];
    if (!token) throw new ProviderNotFound();
    const text = await this.feeds.feed(token);
    void reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="belegt.ics"');
    return text;
  }
}
