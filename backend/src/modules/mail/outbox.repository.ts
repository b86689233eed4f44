import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRow, insertRows } from '../../database/insert-row';
import { countFromRow } from '../../database/row-values';
import { deleteRows } from '../../database/delete-rows';
import { updateRows } from '../../database/update-rows';
import { OutboxMailEntity } from './entities/outbox-mail.entity';

/** How a delivery attempt ended, written only while this worker still holds the claim. */
export type DeliveryOutcome = Pick<
  OutboxMailEntity,
  'status' | 'attempts' | 'claimedBy' | 'claimedUntil' | 'lastError'
> &
  Partial<Pick<OutboxMailEntity, 'sentAt' | 'nextAttemptAt' | 'bodyText' | 'bodyHtml'>>;

/** A mail as it enters the outbox (delivery fills in the rest). */
export type NewOutboxMail = Omit<
  OutboxMailEntity,
  'id' | 'sentAt' | 'claimedBy' | 'claimedUntil' | 'lastError'
>;

/** The only code that touches `mail_outbox`. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** False when a mail with this cause key exists already (nothing is written then). */
  async insert(manager: EntityManager, mail: NewOutboxMail): Promise<boolean> {
    // The cause key is unique: a second mail for the same cause is skipped, not an error.
    const { inserted } = await insertRow(manager, OutboxMailEntity, mail, { ignoreDuplicates: true });
    return inserted;
  }

  /** Many mails in multi-row INSERTs; those whose cause key exists already are skipped. */
  insertMany(manager: EntityManager, mails: readonly NewOutboxMail[]): Promise<number> {
    return insertRows(manager, OutboxMailEntity, mails, { ignoreDuplicates: true });
  }

  /** Subject and dates of the mails to one address, oldest first (the GDPR export). */
  async findForRecipient(
    email: string,
  ): Promise<{ subject: string; createdAt: Date; sentAt: Date | null }[]> {
    const rows = await this.db.manager.find(OutboxMailEntity, {
      select: { subject: true, createdAt: true, sentAt: true },
      where: { recipient: email },
      order: { id: 'ASC' },
    });
    return rows.map((row) => ({ subject: row.subject, createdAt: row.createdAt, sentAt: row.sentAt }));
  }

  /**
   * Mails to or from one of `addresses`, link mails (cause key starting with `linkCause`) to one
   * of `linkAddresses`, and mails whose subject or text contains one of `mentions`.
   */
  async deleteForPerson(
    manager: EntityManager,
    person: {
      addresses: readonly string[];
      linkAddresses: readonly string[];
      linkCause: string;
      mentions: readonly string[];
    },
  ): Promise<void> {
    const { addresses, linkAddresses, mentions } = person;
    const lower = (list: readonly string[]) => list.map((address) => address.toLowerCase());
    const query = manager.createQueryBuilder().delete().from(OutboxMailEntity);
    query.where('1 = 0');
    if (addresses.length > 0) {
      query.orWhere('LOWER(recipient) IN (:...addresses) OR LOWER(reply_to) IN (:...addresses)', {
        addresses: lower(addresses),
      });
    }
    if (linkAddresses.length > 0) {
      query.orWhere(`LOWER(recipient) IN (:...linkAddresses) AND cause_key LIKE :linkCause ESCAPE '!'`, {
        linkAddresses: lower(linkAddresses),
        linkCause: `${escapeLike(person.linkCause)}%`,
      });
    }
    mentions.forEach((text, i) => {
      // LIKE ignores the case of ASCII letters on both engines; umlauts are compared as written.
      query.orWhere(
        `subject LIKE :m${i} ESCAPE '!' OR body_text LIKE :m${i} ESCAPE '!' OR body_html LIKE :m${i} ESCAPE '!'`,
        { [`m${i}`]: `%${escapeLike(text)}%` },
      );
    });
    await query.execute();
  }

  /** Delivered mails sent before `cutoff`; answers how many went. */
  deleteSentBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return deleteRows(manager, OutboxMailEntity, "status = 'sent' AND sent_at < :cutoff", { cutoff });
  }

  /** How many mails wait to be sent and how many gave up (the metrics). */
  async countUndelivered(): Promise<{ pending: number; failed: number }> {
    const rows: { status: string; mails: number | string }[] = await this.db.manager
      .createQueryBuilder(OutboxMailEntity, 'mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'mails')
      .where("mail.status IN ('pending', 'failed')")
      .groupBy('mail.status')
      .getRawMany();
    const of = (status: string) => countFromRow(rows.find((row) => row.status === status)?.mails);
    return { pending: of('pending'), failed: of('failed') };
  }

  /** Pending mails whose time has come and that nobody holds, oldest first. */
  findDue(now: Date, limit: number): Promise<OutboxMailEntity[]> {
    return this.db.manager
      .createQueryBuilder(OutboxMailEntity, 'mail')
      .where("mail.status = 'pending'")
      .andWhere('mail.next_attempt_at <= :now', { now })
      .andWhere('(mail.claimed_until IS NULL OR mail.claimed_until < :now)', { now })
      .orderBy('mail.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** A conditional UPDATE: only one worker's claim matches. */
  async claim(
    manager: EntityManager,
    id: number,
    workerId: string,
    now: Date,
    until: Date,
  ): Promise<boolean> {
    const changed = await updateRows(
      manager,
      OutboxMailEntity,
      { claimedBy: workerId, claimedUntil: until },
      "id = :id AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < :now)",
      { id, now },
    );
    return changed === 1;
  }

  async recordOutcome(
    manager: EntityManager,
    id: number,
    workerId: string,
    outcome: DeliveryOutcome,
  ): Promise<void> {
    await updateRows(manager, OutboxMailEntity, outcome, 'id = :id AND claimed_by = :me', {
      id,
      me: workerId,
    });
  }
}

/** `text` as a literal inside a LIKE pattern with `ESCAPE '!'`. */
function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`);
}
