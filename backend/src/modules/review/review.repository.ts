import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReviewStats } from '@event-kompass/shared-types';
import { DataSource, type EntityManager, In } from 'typeorm';
import { idBatch } from '../../database/id-batch';
import { rowReader } from '../../database/row-reader';
import {
  countFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  optionalIsoDateTimeFromRow,
  ratingFromRow,
  type Row,
} from '../../database/row-values';
import { updateRows } from '../../database/update-rows';
import { ReviewEntity } from './entities/review.entity';

const REVIEW = rowReader(ReviewEntity, 'r');

/** A review as stored; the author's name comes from the identity module. */
export type ReviewRecord = ReturnType<typeof REVIEW.read>;

/** The only code that touches `reviews`. */
@Injectable()
export class ReviewRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** When this account last reviewed this provider; null when never. */
  async latestBy(manager: EntityManager, userId: number, providerId: number): Promise<string | null> {
    const [row] = await manager.query<Row[]>(
      'SELECT MAX(r.erstellt_am) AS latest FROM reviews r WHERE r.user_id = ? AND r.anbieter_id = ?',
      [userId, providerId],
    );
    return optionalIsoDateTimeFromRow(row?.latest);
  }

  /** How many went: the statement of reasons names them. */
  async deleteByAuthor(manager: EntityManager, userId: number): Promise<number> {
    return (await manager.delete(ReviewEntity, { userId })).affected ?? 0;
  }

  /** One author's reviews, newest first (the GDPR export). */
  async findByAuthor(userId: number): Promise<ReviewRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${REVIEW.columns} FROM reviews r WHERE r.user_id = ? ORDER BY r.erstellt_am DESC, r.id DESC`,
      [userId],
    );
    return rows.map(REVIEW.read);
  }

  /** Newest first: all of them, or only those of `providerId`. */
  async findNewestFirst(providerId?: number): Promise<ReviewRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${REVIEW.columns} FROM reviews r ${providerId === undefined ? '' : 'WHERE r.anbieter_id = ?'}
        ORDER BY r.erstellt_am DESC, r.id DESC`,
      providerId === undefined ? [] : [providerId],
    );
    return rows.map(REVIEW.read);
  }

  /**
   * Average (one decimal; MySQL answers AVG as a 4-decimal string, SQLite as a double) and
   * count per provider, in one statement served by the per-provider index. Providers without
   * reviews are missing from the map.
   */
  async ratingsFor(providerIds: readonly number[]): Promise<Map<number, ReviewStats>> {
    if (providerIds.length === 0) return new Map();
    return this.ratingsWhere(idBatch('r.anbieter_id', providerIds));
  }

  /** Every provider's average and count. */
  allRatings(): Promise<Map<number, ReviewStats>> {
    return this.ratingsWhere({ where: '1 = 1', params: [] });
  }

  /** The time of each provider's newest review, by provider id, in one statement. */
  async latestByProvider(): Promise<Map<number, string>> {
    const rows = await this.db.query<Row[]>(
      'SELECT r.anbieter_id, MAX(r.erstellt_am) AS latest FROM reviews r GROUP BY r.anbieter_id',
    );
    return new Map(rows.map((row) => [numberFromRow(row.anbieter_id), isoDateTimeFromRow(row.latest)]));
  }

  private async ratingsWhere({
    where,
    params,
  }: {
    where: string;
    params: number[];
  }): Promise<Map<number, ReviewStats>> {
    const rows = await this.db.query<Row[]>(
      `SELECT r.anbieter_id, AVG(r.sterne) AS average, COUNT(*) AS count FROM reviews r
        WHERE ${where} GROUP BY r.anbieter_id`,
      params,
    );
    return new Map(
      rows.map((row) => [
        numberFromRow(row.anbieter_id),
        { average: ratingFromRow(row.average), count: countFromRow(row.count) },
      ]),
    );
  }

  findByIds(ids: readonly number[]): Promise<ReviewEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.manager.findBy(ReviewEntity, { id: In([...ids]) });
  }

  findById(manager: EntityManager, id: number): Promise<ReviewEntity | null> {
    return manager.findOneBy(ReviewEntity, { id });
  }

  /** A second review of the same inquiry surfaces as the driver's unique violation. */
  async insert(
    manager: EntityManager,
    review: Omit<ReviewEntity, 'id' | 'anbieter' | 'user' | 'inquiry'>,
  ): Promise<void> {
    await manager.insert(ReviewEntity, review);
  }

  /** Stores the provider's reply unless there is one already; false then (or without the review). */
  async saveReply(manager: EntityManager, id: number, text: string, at: Date): Promise<boolean> {
    const changed = await updateRows(
      manager,
      ReviewEntity,
      { antwortText: text, antwortAm: at },
      'id = :id AND antwort_text IS NULL',
      { id },
    );
    return changed > 0;
  }

  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(ReviewEntity, { id });
  }
}
