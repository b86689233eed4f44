import { Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { berlinToday, type PersonalDataExport } from '@event-kompass/shared-types';
import { type AuthUser, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { payloadSchema } from '../../common/openapi/payload-schemas';
import { PrivacyService } from './privacy.service';

@ApiController('Konto', 'api/profile/me')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @UserRoute(
    Get('export'),
    'Alle eigenen Daten als JSON-Datei (Auskunft und Datenübertragbarkeit, Art. 15/20 DSGVO)',
  )
  @ApiOkResponse({
    description: 'JSON-Datei event-kompass-meine-daten-JJJJ-MM-TT.json',
    schema: payloadSchema('PersonalDataExport'),
  })
  @Header('cache-control', 'no-store')
  async export(
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PersonalDataExport> {
    void reply.header(
      'content-disposition',
      `attachment; filename="event-kompass-meine-daten-${berlinToday()}.json"`,
    );
    return this.privacy.exportFor(user);
  }
}
