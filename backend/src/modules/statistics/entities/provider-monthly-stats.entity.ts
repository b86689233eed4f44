import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** What a listing brought in one Berlin month; counters only ever grow by adding. */
@Entity('provider_monthly_stats')
@Index('uq_provider_monthly_stats', ['anbieterId', 'monat'], { unique: true })
export class ProviderMonthlyStatsEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_pms_provider', 'CASCADE') anbieterId!: number;

  /** `YYYY-MM` (Berlin). */
  @Col.ShortText(7) monat!: string;

  @Col.Count() aufrufe!: number;

  @Col.Count() suchtreffer!: number;

  @Col.Count() angebote!: number;

  @Col.Count() buchungen!: number;
}
