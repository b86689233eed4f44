import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * A busy day read from the provider's external calendar. Kept apart from the days the owner
 * marks by hand, so each import replaces only its own days and the owner's editor never shows
 * (and saves back) what came from elsewhere; the public reads both.
 */
@Entity('provider_imported_days')
@Index('uq_provider_imported_days', ['anbieterId', 'datum'], { unique: true })
export class ProviderImportedDayEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_pid_provider', 'CASCADE') anbieterId!: number;

  /** `YYYY-MM-DD` */
  @Col.Day() datum!: string;
}
