import {
  FIELD_LIMITS,
  INQUIRY_ANLAESSE,
  INQUIRY_LIMITS,
  type CreateInquiryRequest,
  type SammelInquiryRequest,
  type InquiryAnlass,
  type InquiryDetails,
} from '@event-kompass/shared-types';
import {
  IdField,
  IdListField,
  IsoDateField,
  OptionalIntegerField,
  OptionalOneOfField,
  OptionalTimeField,
  RequiredText,
} from '../../../common/pipes/fields';
import { OptionalPlzField } from '../../geo';

/** The optional details of a request; every inquiry route accepts them (issue 25). */
export class InquiryDetailsFields implements Partial<InquiryDetails> {
  @OptionalOneOfField('Anlass', INQUIRY_ANLAESSE)
  anlass?: InquiryAnlass | null;

  @OptionalIntegerField('Gäste', { min: 1, max: INQUIRY_LIMITS.maxGaeste })
  gaeste?: number | null;

  @OptionalTimeField('Uhrzeit')
  uhrzeit?: string | null;

  @OptionalPlzField('PLZ des Veranstaltungsorts')
  plz?: string | null;

  @OptionalIntegerField('Budget', { min: 0, max: INQUIRY_LIMITS.maxBudgetEur, unit: 'Euro' })
  budget_eur?: number | null;
}

export class CreateInquiryDto extends InquiryDetailsFields implements CreateInquiryRequest {
  @IdField('Anbieter')
  anbieter_id!: number;

  @IsoDateField('Gewünschtes Event-Datum', { optional: false })
  event_datum!: string;

  @RequiredText('Ihre Nachricht', { max: FIELD_LIMITS.inquiryMessage })
  nachricht!: string;
}

/** One request to several providers (issue 25); the service collapses duplicates and counts them. */
export class SammelInquiryDto extends InquiryDetailsFields implements SammelInquiryRequest {
  @IdListField('Anbieter')
  anbieter_ids!: number[];

  @IsoDateField('Gewünschtes Event-Datum', { optional: false })
  event_datum!: string;

  @RequiredText('Ihre Nachricht', { max: FIELD_LIMITS.inquiryMessage })
  nachricht!: string;
}
