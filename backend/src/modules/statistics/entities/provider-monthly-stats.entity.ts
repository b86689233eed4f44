import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** What a listing brought in one Berlin month; counters only ever grow by adding. */
@Entity('provider_monthly_stats')
@Index('uq_provider_monthly_stats', ['anbieterId', 'monat'], { unique: true })
export class ProviderMonthlyStatsEntity extends WithGeneratedId {
  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @ForeignKey({ table: 'providers', column: 'anbieter_id', name: 'fk_pms_provider', onDelete: 'CASCADE' })
  readonly anbieter?: unknown;

  /** `YYYY-MM` (Berlin). */
  @Column({ type: 'varchar', length: 7 })
  monat!: string;

  @Column({ type: 'int', default: 0 })
  aufrufe!: number;

  @Column({ type: 'int', default: 0 })
  suchtreffer!: number;

  @Column({ type: 'int', default: 0 })
  angebote!: number;

  @Column({ type: 'int', default: 0 })
  buchungen!: number;
}
