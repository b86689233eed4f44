import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OutboxMailEntity } from './entities/outbox-mail.entity';

export interface OutgoingMail {
  /** What caused it, unique: the same cause never makes two mails (e.g. `inquiry:42:provider`). */
  causeKey: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Writes mails into the outbox inside the caller's transaction; the mail worker delivers them. */
@Injectable()
export class OutboxService {
  /** Returns false when a mail for this cause already exists (nothing is written then). */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<boolean> {
    const now = new Date();
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMailEntity)
      .values({
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
      })
      .orIgnore()
      // An ignored duplicate has no id to read back; TypeORM would throw on MySQL trying to.
      .updateEntity(false)
      .execute();
    if (manager.connection.options.type === 'mysql') {
      return ((result.raw as { affectedRows?: number } | undefined)?.affectedRows ?? 0) > 0;
    }
    // better-sqlite3 reports only the last row id (unchanged by an ignored insert); ask SQLite.
    const [{ changed }] = (await manager.query('SELECT changes() AS changed')) as { changed: number }[];
    return Number(changed) > 0;
  }
}
