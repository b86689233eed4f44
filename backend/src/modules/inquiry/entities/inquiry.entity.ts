import type { InquiryAnlass, InquiryStatus } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import {
  DayColumn,
  FlagColumn,
  ForeignId,
  IntColumn,
  ShortTextColumn,
  TextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('inquiries')
@Index('ix_inquiries_user', ['userId'])
@Index('ix_inquiries_provider', ['anbieterId'])
@Index('ix_inquiries_event_open', ['eventDatum', 'hatBewertet'])
@Index('ix_inquiries_sammel', ['sammelId'])
export class InquiryEntity extends WithGeneratedId {
  @ForeignId('users', 'fk_inquiries_user', 'CASCADE') userId!: number;

  @ForeignId('providers', 'fk_inquiries_provider', 'CASCADE') anbieterId!: number;

  @TextColumn() nachricht!: string;

  /** `YYYY-MM-DD` */
  @DayColumn() eventDatum!: string;

  @TimestampColumn() gesendetAm!: Date;

  @FlagColumn() hatBewertet!: boolean;

  /**
   * The provider's first answer: their first message or status change, whichever came first
   * (docs/decisions.md "Antwortzeit"); null while unanswered. Optional in an insert.
   */
  @TimestampColumn({ nullable: true }) ersteAntwortAm?: Date | null;

  /** Where the provider stands with it; only the listing's owner changes it. */
  @ShortTextColumn(20, { default: 'neu' }) status!: InquiryStatus;

  /** Optional details of the request (issue 25); null when the customer left them out (and may be left out of an insert). */
  @ShortTextColumn(20, { nullable: true }) anlass?: InquiryAnlass | null;

  @IntColumn({ nullable: true }) gaeste?: number | null;

  /** `HH:MM` */
  @ShortTextColumn(5, { nullable: true }) uhrzeit?: string | null;

  @ShortTextColumn(5, { nullable: true }) plz?: string | null;

  /** Whole euros. */
  @IntColumn({ nullable: true }) budgetEur?: number | null;

  /**
   * The Sammelanfrage this inquiry belongs to: the id of the group's first inquiry (issue 25), so
   * booking one can cancel the others of the same request; null for a single inquiry.
   */
  @IntColumn({ nullable: true }) sammelId?: number | null;
}
