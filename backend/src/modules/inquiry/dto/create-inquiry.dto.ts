import {
  FIELD_LIMITS,
  INQUIRY_ANLAESSE,
  INQUIRY_DETAIL_LABELS,
  INQUIRY_NUMBER_RANGES,
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
  @OptionalOneOfField(INQUIRY_DETAIL_LABELS.anlass, INQUIRY_ANLAESSE)
  anlass?: InquiryAnlass | null;

  @OptionalIntegerField(INQUIRY_DETAIL_LABELS.gaeste, INQUIRY_NUMBER_RANGES.gaeste)
  gaeste?: number | null;

  @OptionalTimeField(INQUIRY_DETAIL_LABELS.uhrzeit)
  uhrzeit?: string | null;

  @OptionalPlzField(INQUIRY_DETAIL_LABELS.plz)
  plz?: string | null;

  @OptionalIntegerField(INQUIRY_DETAIL_LABELS.budget_eur, INQUIRY_NUMBER_RANGES.budget_eur)
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
