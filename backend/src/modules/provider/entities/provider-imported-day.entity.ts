import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/**
 * A busy day read from the provider's external calendar. Kept apart from the days the owner
 * marks by hand, so each import replaces only its own days and the owner's editor never shows
 * (and saves back) what came from elsewhere; the public reads both.
 */
@Entity('provider_imported_days')
@Index('uq_provider_imported_days', ['anbieterId', 'datum'], { unique: true })
export class ProviderImportedDayEntity extends WithGeneratedId {
  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @ForeignKey({ table: 'providers', column: 'anbieter_id', name: 'fk_pid_provider', onDelete: 'CASCADE' })
  readonly anbieter?: unknown;

  /** `YYYY-MM-DD` */
  @Column({ type: 'date' })
  datum!: string;
}
