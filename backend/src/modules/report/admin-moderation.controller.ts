import { Body, Delete } from '@nestjs/common';
import { AdminRoute, type AuthUser, CurrentUser } from '../../common/decorators/access.decorators';
import { ApiController } from '../../common/openapi/api-docs.decorators';
import { PathId } from '../../common/pipes/id-param.pipe';
import { AdminRemovalDto } from '../../common/pipes/admin-removal.dto';
import { ModerationService } from './moderation.service';

/**
 * `DELETE /api/admin/reviews/{id}` lives here, not in the review module: like a decision on a
 * report it records a statement of reasons and mails it to the author (DSA Art. 17).
 */
@ApiController('Bewertungen', 'api/admin/reviews')
export class AdminModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @AdminRoute(
    Delete(':id'),
    'Bewertung löschen (mit Begründung an den Verfasser, DSA Art. 17; ohne Text eine allgemeine)',
    { ok: 'MessageResponse' },
  )
  delete(@PathId() id: number, @Body() dto: AdminRemovalDto, @CurrentUser() admin: AuthUser) {
    return this.moderation.removeReview(id, admin, dto.begruendung);
  }
}
