import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ONE_TIME_LINK_CAUSE } from './templates/one-time-link';
import { type NewOutboxMail, OutboxRepository } from './outbox.repository';

export interface OutgoingMail {
  /** What caused it, unique: the same cause never makes two mails (e.g. `inquiry:42:provider`). */
  causeKey: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra headers for the transport, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A reference to an attachment its owner resolves at sending (see MailAttachments). */
  attachment?: string;
}

/** Writes mails into the outbox inside the caller's transaction; the mail worker delivers them. */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /** Returns false when a mail for this cause already exists (nothing is written then). */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<boolean> {
    return this.outbox.insert(manager, outboxRow(mail, new Date()));
  }

  /**
   * Many mails at once (a bank statement's thank-you mails), as multi-row INSERTs; a mail whose
   * cause exists already is skipped as in enqueue. Answers how many were written.
   */
  enqueueMany(manager: EntityManager, mails: readonly OutgoingMail[]): Promise<number> {
    const now = new Date();
    return this.outbox.insertMany(
      manager,
      mails.map((mail) => outboxRow(mail, now)),
    );
  }

  /** The backlog: mails waiting to be sent, and mails that gave up after their retries. */
  countUndelivered(): Promise<{ pending: number; failed: number }> {
    return this.outbox.countUndelivered();
  }

  /** What was mailed to an address (subject and dates only), for the GDPR export. */
  mailsTo(email: string): Promise<{ subject: string; createdAt: Date; sentAt: Date | null }[]> {
    return this.outbox.findForRecipient(email);
  }

  /**
   * A deleted account's mails: those to or from its addresses (queued ones are not sent,
   * delivered ones not kept), the link mails sent to `linkAddresses`, and those about it to
   * others, i.e. naming one of its addresses (every mail that carries a person's name or phone
   * to someone else – the provider's notice of an inquiry, the operator's of a contact message,
   * report or application – names their address too, as its reply-to). Not by name or phone
   * number: anyone can call themselves "Guten Tag" and would take every mail with them.
   */
  forgetPerson(
    manager: EntityManager,
    person: { addresses: readonly string[]; linkAddresses: readonly string[] },
  ): Promise<void> {
    return this.outbox.deleteForPerson(manager, {
      addresses: person.addresses,
      linkAddresses: person.linkAddresses,
      linkCause: ONE_TIME_LINK_CAUSE,
      mentions: person.addresses,
    });
  }

  /**
   * Retention: delivered mails sent before `cutoff` go (the privacy page names the period).
   * Their cause keys go with them, which is safe: each cause happens once (a new row, a state
   * change) or leaves its job's window (reminders: 30 days) long before the mail is deleted.
   */
  deleteSentBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return this.outbox.deleteSentBefore(manager, cutoff);
  }
}

function outboxRow(mail: OutgoingMail, now: Date): NewOutboxMail {
  return {
    causeKey: mail.causeKey,
    recipient: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    attachment: mail.attachment ?? null,
  };
}
