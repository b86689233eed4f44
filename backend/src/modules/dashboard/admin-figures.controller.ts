import { Get } from '@nestjs/common';
import type { MonthFigures } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import { FiguresService } from './figures.service';

@ApiController('Übersicht', 'api/admin/kennzahlen')
@AdminOnly()
export class AdminFiguresController {
  constructor(private readonly figures: FiguresService) {}

  @ApiRoute(
    'Kennzahlen der letzten 12 Monate (Berliner Kalender): neue Anbieter, Anfragen, Buchungen, berechnete und bezahlte Beträge',
    { ok: ['MonthFigures'] },
  )
  @Get()
  list(): Promise<MonthFigures[]> {
    return this.figures.lastMonths();
  }
}
