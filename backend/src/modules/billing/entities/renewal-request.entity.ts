import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Billing data a provider left on the renewal page, for the operator's invoice. */
@Entity('renewal_requests')
export class RenewalRequestEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'anbieter_id', type: 'int', nullable: true })
  anbieterId!: number | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  street!: string;

  @Column({ type: 'varchar', length: 200 })
  city!: string;

  @Column({ name: 'provider_name', type: 'varchar', length: 200 })
  providerName!: string;

  @Column({ name: 'provider_email', type: 'varchar', length: 254 })
  providerEmail!: string;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;
}
