import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity } from 'typeorm';
import { ForeignId, ShortTextColumn, TimestampColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** Billing data a provider left on the renewal page, for the operator's invoice. */
@Entity('renewal_requests')
export class RenewalRequestEntity extends WithGeneratedId {
  @ForeignId('providers', 'fk_renewal_provider', 'SET NULL') anbieterId!: number | null;

  @ShortTextColumn(FIELD_LIMITS.billingText) name!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) street!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) city!: string;

  @ShortTextColumn(FIELD_LIMITS.billingText) providerName!: string;

  @ShortTextColumn(FIELD_LIMITS.email) providerEmail!: string;

  @TimestampColumn() erstelltAm!: Date;
}
