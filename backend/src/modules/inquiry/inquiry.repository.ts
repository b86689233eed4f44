import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminInquiry, Inquiry } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { booleanFromRow, isoDateFromRow, isoDateTimeFromRow, numberFromRow } from '../../database/row-values';

export interface InquiryTarget {
  id: number;
  firmenname: string;
  email: string;
}

type InquiryRow = Record<string, unknown>;

const INQUIRY_COLUMNS = `i.id, i.anbieter_id, p.firmenname, i.nachricht, i.event_datum, i.gesendet_am,
  i.hat_bewertet`;

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: numberFromRow(row.id),
    anbieter_id: numberFromRow(row.anbieter_id),
    firmenname: String(row.firmenname),
    nachricht: String(row.nachricht),
    event_datum: isoDateFromRow(row.event_datum),
    gesendet_am: isoDateTimeFromRow(row.gesendet_am),
    hat_bewertet: booleanFromRow(row.hat_bewertet),
  };
}

/** The inquiry module's queries, named for what they are for. */
@Injectable()
export class InquiryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A provider that may receive inquiries: activated and listed until today or later. */
  async findPublicTarget(
    manager: EntityManager,
    providerId: number,
    today: string,
  ): Promise<InquiryTarget | null> {
    const rows: InquiryRow[] = await manager.query(
      `SELECT id, firmenname, email FROM providers
        WHERE id = ? AND ist_freigeschaltet = 1 AND (eintrag_gueltig_bis IS NULL OR eintrag_gueltig_bis >= ?)`,
      [providerId, today],
    );
    if (rows.length === 0) return null;
    return {
      id: numberFromRow(rows[0].id),
      firmenname: String(rows[0].firmenname),
      email: String(rows[0].email),
    };
  }

  async findOwnNewestFirst(userId: number): Promise<Inquiry[]> {
    const rows: InquiryRow[] = await this.dataSource.query(
      `SELECT ${INQUIRY_COLUMNS}
         FROM inquiries i JOIN providers p ON p.id = i.anbieter_id
        WHERE i.user_id = ?
        ORDER BY i.gesendet_am DESC, i.id DESC`,
      [userId],
    );
    return rows.map(toInquiry);
  }

  async findAllForAdmin(): Promise<AdminInquiry[]> {
    const rows: InquiryRow[] = await this.dataSource.query(
      `SELECT ${INQUIRY_COLUMNS}, u.vorname AS user_vorname, u.nachname AS user_nachname, u.email AS user_email
         FROM inquiries i
         JOIN providers p ON p.id = i.anbieter_id
         JOIN users u ON u.id = i.user_id
        ORDER BY i.gesendet_am DESC, i.id DESC`,
    );
    return rows.map((row) => ({
      ...toInquiry(row),
      user_vorname: String(row.user_vorname),
      user_nachname: String(row.user_nachname),
      user_email: String(row.user_email),
      provider_name: String(row.firmenname),
    }));
  }
}
