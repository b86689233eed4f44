import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { QuotePosition } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRow } from '../../database/insert-row';
import {
  isoDateFromRow,
  isoDateTimeFromRow,
  numberFromRow,
  optionalTextFromRow,
} from '../../database/row-values';
import { updateRows } from '../../database/update-rows';
import { InquiryQuoteEntity, type StoredQuoteStatus } from './entities/inquiry-quote.entity';

/** A quote as stored. */
export interface QuoteRecord {
  id: number;
  inquiryId: number;
  positions: QuotePosition[];
  sumCents: number;
  validUntil: string;
  note: string | null;
  status: StoredQuoteStatus;
  sentAt: string;
}

type Row = Record<string, unknown>;

const COLUMNS =
  'q.id, q.inquiry_id, q.positionen, q.summe_cent, q.gueltig_bis, q.hinweis, q.status, q.gesendet_am';
const STORED_STATUSES: readonly StoredQuoteStatus[] = [
  'offen',
  'angenommen',
  'abgelehnt',
  'abgelaufen',
  'ersetzt',
];

/** Positions that do not parse (a hand-edited backup) read as none rather than failing the page. */
function positionsFromRow(value: unknown): QuotePosition[] {
  try {
    const parsed: unknown = JSON.parse(String(value));
    return Array.isArray(parsed) ? (parsed as QuotePosition[]) : [];
  } catch {
    return [];
  }
}

function toRecord(row: Row): QuoteRecord {
  const status = STORED_STATUSES.includes(row.status as StoredQuoteStatus)
    ? (row.status as StoredQuoteStatus)
    : 'ersetzt';
  return {
    id: numberFromRow(row.id),
    inquiryId: numberFromRow(row.inquiry_id),
    positions: positionsFromRow(row.positionen),
    sumCents: numberFromRow(row.summe_cent),
    validUntil: isoDateFromRow(row.gueltig_bis),
    note: optionalTextFromRow(row.hinweis),
    status,
    sentAt: isoDateTimeFromRow(row.gesendet_am),
  };
}

/** The only code that touches `inquiry_quotes`. */
@Injectable()
export class QuoteRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** An inquiry's current quote: its latest one. */
  async findLatest(inquiryId: number, manager: EntityManager = this.db.manager): Promise<QuoteRecord | null> {
    const [row] = await manager.query<Row[]>(
      `SELECT ${COLUMNS} FROM inquiry_quotes q WHERE q.inquiry_id = ? ORDER BY q.id DESC LIMIT 1`,
      [inquiryId],
    );
    return row ? toRecord(row) : null;
  }

  /** Every quote on the customer's inquiries, oldest first, by inquiry id (the GDPR export). */
  async findAllOfCustomer(userId: number): Promise<Map<number, QuoteRecord[]>> {
    const rows = await this.db.query<Row[]>(
      `SELECT ${COLUMNS} FROM inquiry_quotes q JOIN inquiries i ON i.id = q.inquiry_id
        WHERE i.user_id = ? ORDER BY q.id`,
      [userId],
    );
    const byInquiry = new Map<number, QuoteRecord[]>();
    for (const row of rows) {
      const record = toRecord(row);
      byInquiry.set(record.inquiryId, [...(byInquiry.get(record.inquiryId) ?? []), record]);
    }
    return byInquiry;
  }

  async insert(
    manager: EntityManager,
    quote: {
      inquiryId: number;
      positions: QuotePosition[];
      sumCents: number;
      validUntil: string;
      note: string | null;
      sentAt: Date;
    },
  ): Promise<number> {
    const { id } = await insertRow(manager, InquiryQuoteEntity, {
      inquiryId: quote.inquiryId,
      positionen: JSON.stringify(quote.positions),
      summeCent: quote.sumCents,
      gueltigBis: quote.validUntil,
      hinweis: quote.note,
      status: 'offen',
      gesendetAm: quote.sentAt,
      entschiedenAm: null,
    });
    if (id === null) throw new Error('Das neue Angebot hat keine ID erhalten.');
    return id;
  }

  /** The open quotes of these inquiries move to `status` (replaced, or closed with their inquiry); how many. */
  async closeOpenOf(
    manager: EntityManager,
    inquiryIds: readonly number[],
    status: StoredQuoteStatus,
    at: Date,
  ): Promise<number> {
    if (inquiryIds.length === 0) return 0;
    return updateRows(
      manager,
      InquiryQuoteEntity,
      { status, entschiedenAm: at },
      'inquiry_id IN (:...ids) AND status = :open',
      { ids: [...inquiryIds], open: 'offen' },
    );
  }

  /**
   * Moves one quote from open to `status` if it is still open and valid on `today`: false when
   * a concurrent decision, a replacement or the expiry got there first (the conditional update is
   * what keeps two acceptances from both succeeding).
   */
  async decide(
    manager: EntityManager,
    id: number,
    status: 'angenommen' | 'abgelehnt',
    today: string,
    at: Date,
  ): Promise<boolean> {
    const changed = await updateRows(
      manager,
      InquiryQuoteEntity,
      { status, entschiedenAm: at },
      'id = :id AND status = :open AND gueltig_bis >= :today',
      { id, open: 'offen', today },
    );
    return changed > 0;
  }

  /** Open quotes whose last valid day lies before `today` expire; how many. */
  async expireBefore(manager: EntityManager, today: string, at: Date): Promise<number> {
    return updateRows(
      manager,
      InquiryQuoteEntity,
      { status: 'abgelaufen', entschiedenAm: at },
      'status = :open AND gueltig_bis < :today',
      { open: 'offen', today },
    );
  }
}
