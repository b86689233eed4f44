import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';

/** A day a provider marked as taken (booked elsewhere or not working). */
@Entity('provider_availability')
@Index('uq_provider_availability', ['providerId', 'datum'], { unique: true })
@Index('ix_provider_availability_datum', ['datum'])
export class ProviderAvailabilityEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'provider_id', type: 'int' })
  providerId!: number;

  @ForeignKey({ table: 'providers', column: 'provider_id', name: 'fk_pa_provider', onDelete: 'CASCADE' })
  readonly provider?: unknown;

  /** `YYYY-MM-DD` */
  @Column({ type: 'date' })
  datum!: string;
}
