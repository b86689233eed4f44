import { Column, Entity, Index } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

/** Where a stored quote stands: the API's statuses plus `ersetzt` for one a newer quote replaced. */
export type StoredQuoteStatus = 'offen' | 'angenommen' | 'abgelehnt' | 'abgelaufen' | 'ersetzt';

/**
 * A provider's priced quote on an inquiry (issue 25). A new quote replaces the open one, which
 * stays as `ersetzt`: the inquiry's latest quote is the current one.
 */
@Entity('inquiry_quotes')
@Index('ix_inquiry_quotes_inquiry', ['inquiryId'])
@Index('ix_inquiry_quotes_open', ['status', 'gueltigBis'])
export class InquiryQuoteEntity extends WithGeneratedId {
  @Column({ name: 'inquiry_id', type: 'int' })
  inquiryId!: number;

  @ForeignKey({ table: 'inquiries', column: 'inquiry_id', name: 'fk_iq_inquiry', onDelete: 'CASCADE' })
  readonly inquiry?: unknown;

  /** JSON `[{ text, betrag_cent }]`, 1–20 positions, as validated on the way in. */
  @Column({ type: 'text' })
  positionen!: string;

  @Column({ name: 'summe_cent', type: 'int' })
  summeCent!: number;

  /** `YYYY-MM-DD`, the last day it may be accepted. */
  @Column({ name: 'gueltig_bis', type: 'date' })
  gueltigBis!: string;

  @Column({ type: 'text', nullable: true })
  hinweis!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'offen' })
  status!: StoredQuoteStatus;

  @Column({ name: 'gesendet_am', type: 'datetime' })
  gesendetAm!: Date;

  /** When the customer accepted or declined it, or the job let it expire. */
  @Column({ name: 'entschieden_am', type: 'datetime', nullable: true })
  entschiedenAm!: Date | null;
}
