import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INQUIRY_ANLAESSE,
  INQUIRY_STATUSES,
  type InquiryAnlass,
  type InquiryDetails,
  type InquiryStatus,
} from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { rowsByIds } from '../../database/id-batch';
import { insertRow } from '../../database/insert-row';
import { rowReader } from '../../database/row-reader';
import {
  countFromRow,
  isoDateFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  type Row,
} from '../../database/row-values';
import { updateRows } from '../../database/update-rows';
import { InquiryEntity } from './entities/inquiry.entity';

const STORED = rowReader(InquiryEntity, 'i', [
  'id',
  'userId',
  'anbieterId',
  'nachricht',
  'eventDatum',
  'gesendetAm',
  'hatBewertet',
]);

/** The optional details; the occasion is checked against the list (see `anlassFromRow`). */
const DETAILS = rowReader(InquiryEntity, 'i', ['gaeste', 'uhrzeit', 'plz', 'budgetEur']);

/** An inquiry as stored; names of its provider and user come from their owners. */
export type InquiryRecord = ReturnType<typeof STORED.read> & {
  status: InquiryStatus;
  nachrichtenAnzahl: number;
  details: InquiryDetails;
};

const COLUMNS = `${STORED.columns}, i.status, i.anlass, ${DETAILS.columns},
  (SELECT COUNT(*) FROM inquiry_messages m WHERE m.inquiry_id = i.id) AS nachrichten_anzahl`;

/** Unknown values (a hand-edited backup) read as `neu`, the state nobody has acted on. */
function statusFromRow(value: unknown): InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value) ? (value as InquiryStatus) : 'neu';
}

/** An occasion outside the list (a hand-edited backup) reads as none. */
function anlassFromRow(value: unknown): InquiryAnlass | null {
  return (INQUIRY_ANLAESSE as readonly unknown[]).includes(value) ? (value as InquiryAnlass) : null;
}

function toRecord(row: Row): InquiryRecord {
  const { budgetEur, ...details } = DETAILS.read(row);
  return {
    ...STORED.read(row),
    status: statusFromRow(row.status),
    nachrichtenAnzahl: countFromRow(row.nachrichten_anzahl),
    details: { anlass: anlassFromRow(row.anlass), ...details, budget_eur: budgetEur },
  };
}

/** The only code that touches `inquiries`. */
@Injectable()
export class InquiryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One prepared INSERT on the hot path; the generated id. */
  async insert(manager: EntityManager, inquiry: Omit<InquiryEntity, 'id'>): Promise<number> {
    const { id } = await insertRow(manager, InquiryEntity, inquiry);
    if (id === null) throw new Error('Die neue Anfrage hat keine ID erhalten.');
    return id;
  }

  /** Makes the inquiry the first of its own Sammelanfrage group (the group is named by this id). */
  async startSammelGroup(manager: EntityManager, id: number): Promise<void> {
    // Plain SQL: on the hot path of a Sammelanfrage, the query builder costs more than the update.
    await manager.query('UPDATE inquiries SET sammel_id = ? WHERE id = ?', [id, id]);
  }

  /** Newest first: all of them, or only `userId`'s. */
  async findNewestFirst(userId?: number): Promise<InquiryRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM inquiries i ${userId === undefined ? '' : 'WHERE i.user_id = ?'}
        ORDER BY i.gesendet_am DESC, i.id DESC`,
      userId === undefined ? [] : [userId],
    );
    return rows.map(toRecord);
  }

  /** The inquiries to a listing, newest first. */
  async findForProvider(providerId: number): Promise<InquiryRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM inquiries i WHERE i.anbieter_id = ? ORDER BY i.gesendet_am DESC, i.id DESC`,
      [providerId],
    );
    return rows.map(toRecord);
  }

  async findById(id: number, manager: EntityManager = this.db.manager): Promise<InquiryRecord | null> {
    const [row] = await manager.query<Row[]>(`SELECT ${COLUMNS} FROM inquiries i WHERE i.id = ?`, [id]);
    return row ? toRecord(row) : null;
  }

  /** Sets the status of an inquiry to this listing; false when there is no such inquiry. */
  async setStatus(
    manager: EntityManager,
    id: number,
    providerId: number,
    status: InquiryStatus,
  ): Promise<boolean> {
    const result = await manager.update(InquiryEntity, { id, anbieterId: providerId }, { status });
    return Boolean(result.affected);
  }

  /**
   * Holds the inquiry's row until the transaction ends, so quoting, accepting and declining on one
   * inquiry happen one after the other on MySQL (SQLite runs one transaction at a time anyway).
   * Call it before any other read of the transaction, so later reads see what the one waited for
   * wrote.
   */
  async lock(manager: EntityManager, id: number): Promise<void> {
    if (manager.connection.options.type !== 'mysql') return;
    await manager.query('SELECT id FROM inquiries WHERE id = ? FOR UPDATE', [id]);
  }

  /**
   * The customer's other inquiries for the same event day that are still open (nobody booked or
   * cancelled them), with their listings. This also covers the other inquiries of the same
   * Sammelanfrage, which all share the day.
   */
  async findOpenOnDay(
    manager: EntityManager,
    userId: number,
    eventDate: string,
    exceptId: number,
  ): Promise<{ id: number; anbieterId: number }[]> {
    const rows = await manager.query<Row[]>(
      `SELECT i.id, i.anbieter_id FROM inquiries i
        WHERE i.user_id = ? AND i.event_datum = ? AND i.id <> ? AND i.status IN ('neu', 'in_bearbeitung', 'angebot')
        ORDER BY i.id`,
      [userId, eventDate, exceptId],
    );
    return rows.map((row) => ({ id: numberFromRow(row.id), anbieterId: numberFromRow(row.anbieter_id) }));
  }

  /** Sets these inquiries' status where it is still open; how many changed. */
  async setStatusOfOpen(
    manager: EntityManager,
    ids: readonly number[],
    status: InquiryStatus,
  ): Promise<number> {
    if (ids.length === 0) return 0;
    return updateRows(manager, InquiryEntity, { status }, 'id IN (:...ids) AND status IN (:...open)', {
      ids: [...ids].sort((x, y) => x - y),
      open: ['neu', 'in_bearbeitung', 'angebot'],
    });
  }

  /** Records the provider's first answer; false when it had been answered before. */
  async markAnswered(manager: EntityManager, id: number, at: Date): Promise<boolean> {
    const changed = await updateRows(
      manager,
      InquiryEntity,
      { ersteAntwortAm: at },
      'id = :id AND erste_antwort_am IS NULL',
      { id },
    );
    return changed > 0;
  }

  /**
   * When each inquiry sent since `since` came in and was first answered, per listing (all
   * listings, or only `providerIds`): what the response figures are computed from.
   */
  async answerTimesSince(
    since: Date,
    providerIds?: readonly number[],
  ): Promise<Map<number, { sentAt: number; firstAnswerAt: number | null }[]>> {
    const query = this.db
      .createQueryBuilder()
      .select([
        'i.anbieter_id AS anbieter_id',
        'i.gesendet_am AS gesendet_am',
        'i.erste_antwort_am AS erste_antwort_am',
      ])
      .from(InquiryEntity, 'i')
      .where('i.gesendet_am >= :since', { since });
    if (providerIds)
      query.andWhere('i.anbieter_id IN (:...ids)', { ids: providerIds.length ? providerIds : [0] });
    const rows = await query.getRawMany<Row>();
    const byProvider = new Map<number, { sentAt: number; firstAnswerAt: number | null }[]>();
    for (const row of rows) {
      const id = numberFromRow(row.anbieter_id);
      const list = byProvider.get(id) ?? [];
      list.push({
        sentAt: Date.parse(isoDateTimeFromRow(row.gesendet_am)),
        firstAnswerAt:
          row.erste_antwort_am === null ? null : Date.parse(isoDateTimeFromRow(row.erste_antwort_am)),
      });
      byProvider.set(id, list);
    }
    return byProvider;
  }

  /** Inquiries to a listing sent since `since`, by when they came (counted per month by the caller). */
  async sentTimesSince(providerId: number, since: Date): Promise<string[]> {
    const rows = await this.db
      .createQueryBuilder()
      .select('i.gesendet_am', 'gesendet_am')
      .from(InquiryEntity, 'i')
      .where('i.anbieter_id = :providerId AND i.gesendet_am >= :since', { providerId, since })
      .getRawMany<Row>();
    return rows.map((row) => isoDateTimeFromRow(row.gesendet_am));
  }

  /** The event days of a listing's booked inquiries from `from` on. */
  async bookedDaysFrom(providerId: number, from: string): Promise<string[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT DISTINCT i.event_datum FROM inquiries i
        WHERE i.anbieter_id = ? AND i.status = 'gebucht' AND i.event_datum >= ? ORDER BY i.event_datum`,
      [providerId, from],
    );
    return rows.map((row) => isoDateFromRow(row.event_datum));
  }

  /** Moves a `neu` inquiry to `in_bearbeitung` (the provider answered); nothing otherwise. */
  async markInProgress(manager: EntityManager, id: number): Promise<void> {
    await manager.update(InquiryEntity, { id, status: 'neu' }, { status: 'in_bearbeitung' });
  }

  /** Those of these inquiries that were booked (status `gebucht`), in one statement. */
  async bookedAmong(ids: readonly number[]): Promise<Set<number>> {
    const rows = await rowsByIds(
      this.db,
      'i.id',
      ids,
      (where) => `SELECT i.id FROM inquiries i WHERE ${where} AND i.status = 'gebucht'`,
    );
    return new Set(rows.map((row) => numberFromRow(row.id)));
  }

  /** Per listing: all inquiries and those still `neu`, in one statement. */
  async statusCounts(providerIds: readonly number[]): Promise<Map<number, { all: number; fresh: number }>> {
    const rows = await rowsByIds(
      this.db,
      'i.anbieter_id',
      providerIds,
      (where) =>
        `SELECT i.anbieter_id, COUNT(*) AS n, SUM(CASE WHEN i.status = 'neu' THEN 1 ELSE 0 END) AS fresh
        FROM inquiries i WHERE ${where} GROUP BY i.anbieter_id`,
    );
    return new Map(
      rows.map((row) => [
        numberFromRow(row.anbieter_id),
        { all: countFromRow(row.n), fresh: countFromRow(row.fresh) },
      ]),
    );
  }

  /** True when a row was deleted; `userId` limits it to that user's own inquiries. */
  async delete(manager: EntityManager, id: number, userId?: number): Promise<boolean> {
    const result = await manager.delete(InquiryEntity, userId === undefined ? { id } : { id, userId });
    return Boolean(result.affected);
  }

  /**
   * The user's inquiries to this provider whose event lies before `today` and that are not
   * reviewed yet, earliest event first (then the earliest sent): the first carries a new review.
   */
  async findReviewable(
    manager: EntityManager,
    userId: number,
    providerId: number,
    today: string,
  ): Promise<number[]> {
    const rows = await manager.query<Row[]>(
      `SELECT id FROM inquiries
        WHERE user_id = ? AND anbieter_id = ? AND event_datum < ? AND hat_bewertet = 0
        ORDER BY event_datum ASC, id ASC`,
      [userId, providerId, today],
    );
    return rows.map((row) => numberFromRow(row.id));
  }

  /** Its review was deleted: the inquiry waits for a review again. */
  async setUnreviewed(manager: EntityManager, id: number): Promise<void> {
    await updateRows(manager, InquiryEntity, { hatBewertet: false }, 'id = :id', { id });
  }

  /**
   * Marks these inquiries reviewed; how many changed (0: a concurrent review got there first).
   * By primary key only, so InnoDB locks just these rows (a range condition on the provider
   * would also lock gaps other customers' reviews need, and deadlock under load).
   */
  async setReviewedIds(manager: EntityManager, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    return updateRows(
      manager,
      InquiryEntity,
      { hatBewertet: true },
      'id IN (:...ids) AND hat_bewertet = :open',
      { ids: [...ids].sort((x, y) => x - y), open: false },
    );
  }

  async countsByProvider(providerIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await rowsByIds(
      this.db,
      'i.anbieter_id',
      providerIds,
      (where) => `SELECT i.anbieter_id, COUNT(*) AS n FROM inquiries i WHERE ${where} GROUP BY i.anbieter_id`,
    );
    return new Map(rows.map((row) => [numberFromRow(row.anbieter_id), countFromRow(row.n)]));
  }

  /** Unreviewed inquiries whose event day lies between `from` and `until` (inclusive). */
  async findUnreviewedWithEventBetween(from: string, until: string): Promise<InquiryRecord[]> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM inquiries i
        WHERE i.hat_bewertet = 0 AND i.event_datum <= ? AND i.event_datum >= ?
        ORDER BY i.id`,
      [until, from],
    );
    return rows.map(toRecord);
  }
}
