import { FIELD_LIMITS, type RenewalBillingRequest } from '@event-kompass/shared-types';
import { ValidateIf } from 'class-validator';
import { EmailField, IdField, RequiredText } from '../../../common/pipes/fields';

export class RenewalBillingDto implements RenewalBillingRequest {
  @RequiredText('Name / Firma', { max: FIELD_LIMITS.billingText })
  name!: string;

  @RequiredText('Straße & Hausnummer', { max: FIELD_LIMITS.billingText })
  street!: string;

  @RequiredText('PLZ & Ort', { max: FIELD_LIMITS.billingText })
  city!: string;

  @RequiredText('Anbieter', { max: FIELD_LIMITS.billingText })
  providerName!: string;

  /** May stay empty when `providerId` names the listing: the server then uses its address. */
  @ValidateIf((dto: RenewalBillingDto) => !(dto.providerId !== undefined && dto.providerEmail === ''))
  @EmailField('E-Mail des Anbieters')
  providerEmail!: string;

  @IdField('Anbieter-ID', { optional: true })
  providerId?: number;
}
