import type { CreateInquiryRequest } from '@event-kompass/shared-types';
import { IdField, IsoDateField, RequiredText } from '../../../common/pipes/fields';

export const INQUIRY_MESSAGE_MAX = 5000;

export class CreateInquiryDto implements CreateInquiryRequest {
  @IdField('Anbieter')
  anbieter_id!: number;

  @IsoDateField('Gewünschtes Event-Datum', { optional: false })
  event_datum!: string;

  @RequiredText('Ihre Nachricht', { max: INQUIRY_MESSAGE_MAX })
  nachricht!: string;
}
