import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRow } from '../../database/insert-row';
import { rowReader } from '../../database/row-reader';
import { numberFromRow, type Row } from '../../database/row-values';
import { InquiryMessageEntity } from './entities/inquiry-message.entity';

const MESSAGE = rowReader(InquiryMessageEntity, 'm', ['id', 'vonAnbieter', 'text', 'gesendetAm']);

/** A thread message as stored. */
export type MessageRecord = ReturnType<typeof MESSAGE.read>;

/** The only code that touches `inquiry_messages`. */
@Injectable()
export class InquiryMessageRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The threads of all of a customer's inquiries, oldest first, by inquiry id (one statement). */
  async findThreadsOfCustomer(userId: number): Promise<Map<number, MessageRecord[]>> {
    const rows = await this.db.query<Row[]>(
      `SELECT m.inquiry_id, ${MESSAGE.columns} FROM inquiry_messages m
        JOIN inquiries i ON i.id = m.inquiry_id WHERE i.user_id = ? ORDER BY m.id`,
      [userId],
    );
    const threads = new Map<number, MessageRecord[]>();
    for (const row of rows) {
      const inquiryId = numberFromRow(row.inquiry_id);
      const thread = threads.get(inquiryId) ?? [];
      thread.push(MESSAGE.read(row));
      threads.set(inquiryId, thread);
    }
    return threads;
  }

  /** What the providers of these listings wrote in their inquiries' threads, oldest first. */
  async findProviderMessagesOf(
    listingIds: readonly number[],
  ): Promise<(MessageRecord & { inquiryId: number; providerId: number })[]> {
    if (listingIds.length === 0) return [];
    const rows = await this.db.query<Row[]>(
      `SELECT m.inquiry_id, i.anbieter_id, ${MESSAGE.columns} FROM inquiry_messages m
        JOIN inquiries i ON i.id = m.inquiry_id
       WHERE m.von_anbieter = 1 AND i.anbieter_id IN (${listingIds.map(() => '?').join(', ')}) ORDER BY m.id`,
      [...listingIds],
    );
    return rows.map((row) => ({
      ...MESSAGE.read(row),
      inquiryId: numberFromRow(row.inquiry_id),
      providerId: numberFromRow(row.anbieter_id),
    }));
  }

  /** An inquiry's thread, oldest first. */
  async findThread(inquiryId: number): Promise<MessageRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${MESSAGE.columns} FROM inquiry_messages m
        WHERE m.inquiry_id = ? ORDER BY m.id`,
      [inquiryId],
    );
    return rows.map(MESSAGE.read);
  }

  async insert(
    manager: EntityManager,
    message: Pick<InquiryMessageEntity, 'inquiryId' | 'vonAnbieter' | 'text' | 'gesendetAm'>,
  ): Promise<number> {
    const { id } = await insertRow(manager, InquiryMessageEntity, message);
    if (id === null) throw new Error('Die neue Nachricht hat keine ID erhalten.');
    return id;
  }
}
