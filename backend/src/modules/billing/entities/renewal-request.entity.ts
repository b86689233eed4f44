import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity } from 'typeorm';
import { ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** Billing data a provider left on the renewal page, for the operator's invoice. */
@Entity('renewal_requests')
export class RenewalRequestEntity extends WithGeneratedId {
  @ForeignKeyColumn('anbieter_id', 'providers', 'fk_renewal_provider', 'SET NULL')
  anbieterId!: number | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.billingText })
  name!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.billingText })
  street!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.billingText })
  city!: string;

  @Column({ name: 'provider_name', type: 'varchar', length: FIELD_LIMITS.billingText })
  providerName!: string;

  @Column({ name: 'provider_email', type: 'varchar', length: FIELD_LIMITS.email })
  providerEmail!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
