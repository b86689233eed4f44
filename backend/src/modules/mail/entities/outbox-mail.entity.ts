import { FIELD_LIMITS } from '@event-kompass/shared-types';
import { Entity, Index } from 'typeorm';
import {
  CountColumn,
  ShortTextColumn,
  TextColumn,
  TimestampColumn,
} from '../../../database/column-decorators';
import { WithGeneratedId } from '../../../database/id-entity';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** A mail written in the same transaction as its cause; a worker delivers it. */
@Entity('mail_outbox')
@Index('uq_mail_outbox_cause', ['causeKey'], { unique: true })
@Index('ix_mail_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxMailEntity extends WithGeneratedId {
  /** What caused the mail, e.g. `inquiry:42:provider`; unique so one cause never makes two mails. */
  @ShortTextColumn(191) causeKey!: string;

  @ShortTextColumn(FIELD_LIMITS.email) recipient!: string;

  @ShortTextColumn(FIELD_LIMITS.email, { nullable: true }) replyTo!: string | null;

  @ShortTextColumn(300) subject!: string;

  @TextColumn() bodyText!: string;

  @TextColumn() bodyHtml!: string;

  @ShortTextColumn(20, { default: 'pending' }) status!: OutboxStatus;

  @CountColumn() attempts!: number;

  @TimestampColumn() nextAttemptAt!: Date;

  @ShortTextColumn(100, { nullable: true }) claimedBy!: string | null;

  @TimestampColumn({ nullable: true }) claimedUntil!: Date | null;

  @TimestampColumn({ nullable: true }) sentAt!: Date | null;

  @ShortTextColumn(1000, { nullable: true }) lastError!: string | null;

  @TimestampColumn() createdAt!: Date;

  /** Extra headers as a JSON object (e.g. List-Unsubscribe); null for plain mails. */
  @TextColumn({ nullable: true }) headers!: string | null;

  /**
   * What to attach, as a reference its owner resolves when the mail goes out (e.g. `rechnung:42`,
   * the invoice's PDF): the bytes stay in their storage, not in the outbox.
   */
  @ShortTextColumn(100, { nullable: true }) attachment!: string | null;
}
