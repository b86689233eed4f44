import { FIELD_LIMITS, type CreateInquiryRequest } from '@event-kompass/shared-types';
import { IdField, IsoDateField, RequiredText } from '../../../common/pipes/fields';

export class CreateInquiryDto implements CreateInquiryRequest {
  @IdField('Anbieter')
  anbieter_id!: number;

  @IsoDateField('Gewünschtes Event-Datum', { optional: false })
  event_datum!: string;

  @RequiredText('Ihre Nachricht', { max: FIELD_LIMITS.inquiryMessage })
  nachricht!: string;
}
