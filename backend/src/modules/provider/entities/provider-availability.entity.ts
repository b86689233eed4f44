import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** A day a provider marked as taken (booked elsewhere or not working). */
@Entity('provider_availability')
@Index('uq_provider_availability', ['providerId', 'datum'], { unique: true })
@Index('ix_provider_availability_datum', ['datum'])
export class ProviderAvailabilityEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_pa_provider', 'CASCADE') providerId!: number;

  /** `YYYY-MM-DD` */
  @Col.Day() datum!: string;
}
