import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ForeignKey } from '../../../database/column-decorators';

@Entity('reviews')
@Index('ix_reviews_provider', ['anbieterId', 'erstelltAm'])
@Index('ix_reviews_provider_stars', ['anbieterId', 'sterne'])
@Index('ix_reviews_user', ['userId'])
@Index('uq_reviews_inquiry', ['inquiryId'], { unique: true })
@Check('ck_reviews_sterne', 'sterne BETWEEN 1 AND 5')
export class ReviewEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'anbieter_id', type: 'int' })
  anbieterId!: number;

  /** The author; null once they deleted their account (the review stays, "ehemaliger Nutzer"). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId!: number | null;

  /** The inquiry this review verifies; null once that inquiry was deleted. */
  @Column({ name: 'inquiry_id', type: 'int', nullable: true })
  inquiryId!: number | null;

  @ForeignKey({ table: 'providers', column: 'anbieter_id', name: 'fk_reviews_provider', onDelete: 'CASCADE' })
  readonly anbieter?: unknown;

  @ForeignKey({ table: 'users', column: 'user_id', name: 'fk_reviews_user', onDelete: 'SET NULL' })
  readonly user?: unknown;

  @ForeignKey({ table: 'inquiries', column: 'inquiry_id', name: 'fk_reviews_inquiry', onDelete: 'SET NULL' })
  readonly inquiry?: unknown;

  @Column({ type: 'int' })
  sterne!: number;

  @Column({ type: 'text', nullable: true })
  kommentar!: string | null;

  @Column({ name: 'erstellt_am', type: 'datetime' })
  erstelltAm!: Date;

  /** The provider's one public reply ("Antwort des Anbieters"). */
  @Column({ name: 'antwort_text', type: 'text', nullable: true })
  antwortText!: string | null;

  @Column({ name: 'antwort_am', type: 'datetime', nullable: true })
  antwortAm!: Date | null;
}
