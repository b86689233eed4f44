import type { InquiryAnlass, InquiryStatus } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('inquiries')
@Index('ix_inquiries_user', ['userId'])
@Index('ix_inquiries_provider', ['anbieterId'])
@Index('ix_inquiries_event_open', ['eventDatum', 'hatBewertet'])
@Index('ix_inquiries_sammel', ['sammelId'])
export class InquiryEntity extends WithGeneratedId {
  @Col.ForeignId('users', 'fk_inquiries_user', 'CASCADE') userId!: number;

  @Col.ForeignId('providers', 'fk_inquiries_provider', 'CASCADE') anbieterId!: number;

  @Col.Text() nachricht!: string;

  /** `YYYY-MM-DD` */
  @Col.Day() eventDatum!: string;

  @Col.Timestamp() gesendetAm!: Date;

  @Col.Flag() hatBewertet!: boolean;

  /**
   * The provider's first answer: their first message or status change, whichever came first
   * (docs/decisions.md "Antwortzeit"); null while unanswered. Optional in an insert.
   */
  @Col.Timestamp({ nullable: true }) ersteAntwortAm?: Date | null;

  /** Where the provider stands with it; only the listing's owner changes it. */
  @Col.ShortText(20, { default: 'neu' }) status!: InquiryStatus;

  /** Optional details of the request (issue 25); null when the customer left them out (and may be left out of an insert). */
  @Col.ShortText(20, { nullable: true }) anlass?: InquiryAnlass | null;

  @Col.Int({ nullable: true }) gaeste?: number | null;

  /** `HH:MM` */
  @Col.ShortText(5, { nullable: true }) uhrzeit?: string | null;

  @Col.ShortText(5, { nullable: true }) plz?: string | null;

  /** Whole euros. */
  @Col.Int({ nullable: true }) budgetEur?: number | null;

  /**
   * The Sammelanfrage this inquiry belongs to: the id of the group's first inquiry (issue 25), so
   * booking one can cancel the others of the same request; null for a single inquiry.
   */
  @Col.Int({ nullable: true }) sammelId?: number | null;
}
