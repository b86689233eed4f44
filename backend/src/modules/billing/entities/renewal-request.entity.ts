import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** Billing data a provider left on the renewal page, for the operator's invoice. */
@Entity('renewal_requests')
export class RenewalRequestEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_renewal_provider', 'SET NULL') anbieterId!: number | null;

  @Col.ShortText(FIELD_LIMITS.billingText) name!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) street!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) city!: string;

  @Col.ShortText(FIELD_LIMITS.billingText) providerName!: string;

  @Col.ShortText(FIELD_LIMITS.email) providerEmail!: string;

  @Col.Timestamp() erstelltAm!: Date;
}
