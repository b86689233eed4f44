import { type CalendarImportRequest, FIELD_LIMITS } from '@event-kompass/shared-types';
import { OptionalText } from '../../common/pipes/fields';

/** `PUT /api/profile/provider/:id/kalender-import`; webcal:// is accepted too (as https). */
export class CalendarImportDto implements CalendarImportRequest {
  @OptionalText('Kalender-Adresse', { max: FIELD_LIMITS.url })
  url!: string | null;
}
