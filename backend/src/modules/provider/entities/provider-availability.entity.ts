import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKeyColumn } from '../../../database/column-decorators';

/** A day a provider marked as taken (booked elsewhere or not working). */
@Entity('provider_availability')
@Index('uq_provider_availability', ['providerId', 'datum'], { unique: true })
@Index('ix_provider_availability_datum', ['datum'])
export class ProviderAvailabilityEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ForeignKeyColumn('provider_id', 'providers', 'fk_pa_provider', 'CASCADE')
  providerId!: number;

  /** `YYYY-MM-DD` */
  @Column({ type: 'date' })
  datum!: string;
}
