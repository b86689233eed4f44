import type { InquiryAnlass, InquiryStatus } from '@event-kompass/shared-types';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { FlagColumn, ForeignKey } from '../../../database/column-decorators';

@Entity('inquiries')
@Index('ix_inquiries_user', ['userId'])
@Index('ix_inquiries_provider', ['anbieterId'])
@Index('ix_inquiries_event_open', ['eventDatum', 'hatBewertet'])
export class InquiryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'int' })
  userId!: number;

  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  @ForeignKey({ table: 'users', column: 'user_id', name: 'fk_inquiries_user', onDelete: 'CASCADE' })
  readonly user?: unknown;

  @ForeignKey({
    table: 'providers',
    column: 'anbieter_id',
    name: 'fk_inquiries_provider',
    onDelete: 'CASCADE',
  })
  readonly anbieter?: unknown;

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
}
