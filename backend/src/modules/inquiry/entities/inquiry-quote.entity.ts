import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
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
  @Col.ForeignId('inquiries', 'fk_iq_inquiry', 'CASCADE') inquiryId!: number;

  /** JSON `[{ text, betrag_cent }]`, 1–20 positions, as validated on the way in. */
  @Col.Text() positionen!: string;

  @Col.Cent() summeCent!: number;

  /** `YYYY-MM-DD`, the last day it may be accepted. */
  @Col.Day() gueltigBis!: string;

  @Col.Text({ nullable: true }) hinweis!: string | null;

  @Col.ShortText(20, { default: 'offen' }) status!: StoredQuoteStatus;

  @Col.Timestamp() gesendetAm!: Date;

  /** When the customer accepted or declined it, or the job let it expire. */
  @Col.Timestamp({ nullable: true }) entschiedenAm!: Date | null;
}
