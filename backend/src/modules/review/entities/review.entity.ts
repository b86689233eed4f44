import { Check, Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

@Entity('reviews')
@Index('ix_reviews_provider', ['anbieterId', 'erstelltAm'])
@Index('ix_reviews_provider_stars', ['anbieterId', 'sterne'])
@Index('ix_reviews_user', ['userId'])
@Index('uq_reviews_inquiry', ['inquiryId'], { unique: true })
@Check('ck_reviews_sterne', 'sterne BETWEEN 1 AND 5')
export class ReviewEntity extends WithGeneratedId {
  @Col.ForeignId('providers', 'fk_reviews_provider', 'CASCADE') anbieterId!: number;

  /** The author; null once they deleted their account (the review stays, "ehemaliger Nutzer"). */
  @Col.ForeignId('users', 'fk_reviews_user', 'SET NULL') userId!: number | null;

  /** The inquiry this review verifies; null once that inquiry was deleted. */
  @Col.ForeignId('inquiries', 'fk_reviews_inquiry', 'SET NULL') inquiryId!: number | null;

  @Col.Int() sterne!: number;

  @Col.Text({ nullable: true }) kommentar!: string | null;

  @Col.Timestamp() erstelltAm!: Date;

  /** The provider's one public reply ("Antwort des Anbieters"). */
  @Col.Text({ nullable: true }) antwortText!: string | null;

  @Col.Timestamp({ nullable: true }) antwortAm!: Date | null;
}
