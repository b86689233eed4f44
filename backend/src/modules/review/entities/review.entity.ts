import { Check, Column, Entity, Index } from 'typeorm';
import { ForeignKeyColumn } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('reviews')
@Index('ix_reviews_provider', ['anbieterId', 'erstelltAm'])
@Index('ix_reviews_provider_stars', ['anbieterId', 'sterne'])
@Index('ix_reviews_user', ['userId'])
@Index('uq_reviews_inquiry', ['inquiryId'], { unique: true })
@Check('ck_reviews_sterne', 'sterne BETWEEN 1 AND 5')
export class ReviewEntity extends WithGeneratedId {
  @ForeignKeyColumn('anbieter_id', 'providers', 'fk_reviews_provider', 'CASCADE')
  anbieterId!: number;

  /** The author; null once they deleted their account (the review stays, "ehemaliger Nutzer"). */
  @ForeignKeyColumn('user_id', 'users', 'fk_reviews_user', 'SET NULL')
  userId!: number | null;

  /** The inquiry this review verifies; null once that inquiry was deleted. */
  @ForeignKeyColumn('inquiry_id', 'inquiries', 'fk_reviews_inquiry', 'SET NULL')
  inquiryId!: number | null;

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
