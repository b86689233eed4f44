import type { RenewalBillingRequest } from '@event-kompass/shared-types';
import { IsOptional, ValidateIf } from 'class-validator';
import { EmailField, IdField, RequiredText } from '../../../common/pipes/fields';

export class RenewalBillingDto implements RenewalBillingRequest {
  @RequiredText('Name / Firma', { max: 200 })
  name!: string;

  @RequiredText('Straße & Hausnummer', { max: 200 })
  street!: string;

  @RequiredText('PLZ & Ort', { max: 200 })
  city!: string;

  @RequiredText('Anbieter', { max: 200 })
  providerName!: string;

  /** May stay empty when `providerId` names the listing: the server then uses its address. */
  @ValidateIf((dto: RenewalBillingDto) => !(dto.providerId !== undefined && dto.providerEmail === ''))
  @EmailField('E-Mail des Anbieters')
  providerEmail!: string;

  @IsOptional()
  @IdField('Anbieter-ID')
  providerId?: number;
}
