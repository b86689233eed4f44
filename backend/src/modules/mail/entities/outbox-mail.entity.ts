import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import { Col } from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail written in the same transaction as its cause; a worker delivers it. */
@Entity('mail_outbox')
@Index('uq_mail_outbox_cause', ['causeKey'], { unique: true })
@Index('ix_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMailEntity extends WithGeneratedId {
  /** What caused the mail, e.g. `inquiry:42:provider`; unique so one cause never makes two mails. */
  @Col.ShortText(191) causeKey!: string;

  @Col.ShortText(FIELD_LIMITS.email) recipient!: string;

  @Col.ShortText(FIELD_LIMITS.email, { nullable: true }) replyTo!: string | null;

  @Col.ShortText(300) subject!: string;

  @Col.Text() bodyText!: string;

  @Col.Text() bodyHtml!: string;

  @Col.ShortText(20, { default: 'pending' }) status!: OutboxStatus;

  @Col.Count() attempts!: number;

  @Col.Timestamp() nextAttemptAt!: Date;

  @Col.ShortText(100, { nullable: true }) claimedBy!: string | null;

  @Col.Timestamp({ nullable: true }) claimedUntil!: Date | null;

  @Col.Timestamp({ nullable: true }) sentAt!: Date | null;

  @Col.ShortText(1000, { nullable: true }) lastError!: string | null;

  @Col.Timestamp() createdAt!: Date;

  /** Extra headers as a JSON object (e.g. List-Unsubscribe); null for plain mails. */
  @Col.Text({ nullable: true }) headers!: string | null;

  /**
   * What to attach, as a reference its owner resolves when the mail goes out (e.g. `rechnung:42`,
   * the invoice's PDF): the bytes stay in their storage, not in the outbox.
   */
  @Col.ShortText(100, { nullable: true }) attachment!: string | null;
}
