import { Entity, Index } from 'typeorm';
import { CountColumn, ForeignId, ShortTextColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** What a listing brought in one Berlin month; counters only ever grow by adding. */
@Entity('provider_monthly_stats')
@Index('uq_provider_monthly_stats', ['anbieterId', 'monat'], { unique: true })
export class ProviderMonthlyStatsEntity extends WithGeneratedId {
  @ForeignId('providers', 'fk_pms_provider', 'CASCADE') anbieterId!: number;

  /** `YYYY-MM` (Berlin). */
  @ShortTextColumn(7) monat!: string;

  @CountColumn() aufrufe!: number;

  @CountColumn() suchtreffer!: number;

  @CountColumn() angebote!: number;

  @CountColumn() buchungen!: number;
}
