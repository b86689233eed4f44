import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Column, Entity, Index } from 'typeorm';
import { WithGeneratedId } from '../../../database/id-entity';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail written in the same transaction as its cause; a worker delivers it. */
@Entity('mail_outbox')
@Index('uq_mail_outbox_cause', ['causeKey'], { unique: true })
@Index('ix_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMailEntity extends WithGeneratedId {
  /** What caused the mail, e.g. `inquiry:42:provider`; unique so one cause never makes two mails. */
  @Column({ name: 'cause_key', type: 'varchar', length: 191 })
  causeKey!: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  recipient!: string;

  @Column({ name: 'reply_to', type: 'varchar', length: FIELD_LIMITS.email, nullable: true })
  replyTo!: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ name: 'body_text', type: 'text' })
  bodyText!: string;

  @Column({ name: 'body_html', type: 'text' })
  bodyHtml!: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'datetime' })
  nextAttemptAt!: Date;

  @Column({ name: 'claimed_by', type: 'varchar', length: 100, nullable: true })
  claimedBy!: string | null;

  @Column({ name: 'claimed_until', type: 'datetime', nullable: true })
  claimedUntil!: Date | null;

  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;

  /** Extra headers as a JSON object (e.g. List-Unsubscribe); null for plain mails. */
  @Column({ type: 'text', nullable: true })
  headers!: string | null;

  /**
   * What to attach, as a reference its owner resolves when the mail goes out (e.g. `rechnung:42`,
   * the invoice's PDF): the bytes stay in their storage, not in the outbox.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  attachment!: string | null;
}
