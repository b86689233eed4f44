import type { InquiryAnlass, InquiryStatus } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { FlagColumn, ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('inquiries')
@Index('ix_inquiries_user', ['userId'])
@Index('ix_inquiries_provider', ['anbieterId'])
@Index('ix_inquiries_event_open', ['eventDatum', 'hatBewertet'])
@Index('ix_inquiries_sammel', ['sammelId'])
export class InquiryEntity extends WithGeneratedId {
  @ForeignKeyColumn('user_id', 'users', 'fk_inquiries_user', 'CASCADE')
  userId!: number;

  @ForeignKeyColumn('anbieter_id', 'providers', 'fk_inquiries_provider', 'CASCADE')
  anbieterId!: number;

  @Column({ type: 'text' })
  nachricht!: string;

  /** `YYYY-MM-DD` */
  @Column({ name: 'event_datum', type: 'date' })
  eventDatum!: string;

  @Column({ name: 'gesendet_am', type: 'datetime' })
  gesendetAm!: Date;

  @FlagColumn('hat_bewertet')
  hatBewertet!: boolean;

  /**
   * The provider's first answer: their first message or status change, whichever came first
   * (docs/decisions.md "Antwortzeit"); null while unanswered. Optional in an insert.
   */
  @Column({ name: 'erste_antwort_am', type: 'datetime', nullable: true })
  ersteAntwortAm?: Date | null;

  /** Where the provider stands with it; only the listing's owner changes it. */
  @Column({ type: 'varchar', length: 20, default: 'neu' })
  status!: InquiryStatus;

  /** Optional details of the request (issue 25); null when the customer left them out (and may be left out of an insert). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  anlass?: InquiryAnlass | null;

  @Column({ type: 'int', nullable: true })
  gaeste?: number | null;

  /** `HH:MM` */
  @Column({ type: 'varchar', length: 5, nullable: true })
  uhrzeit?: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  plz?: string | null;

  /** Whole euros. */
  @Column({ name: 'budget_eur', type: 'int', nullable: true })
  budgetEur?: number | null;

  /**
   * The Sammelanfrage this inquiry belongs to: the id of the group's first inquiry (issue 25), so
   * booking one can cancel the others of the same request; null for a single inquiry.
   */
  @Column({ name: 'sammel_id', type: 'int', nullable: true })
  sammelId?: number | null;
}
