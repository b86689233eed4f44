import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminReview, Review, ReviewStats } from '@event-kompass/shared-types';
import { DataSource, type EntityManager } from 'typeorm';
import { isoDateTimeFromRow, numberFromRow } from '../../database/row-values';

type Row = Record<string, unknown>;

function toReview(row: Row): Review {
  return {
    id: numberFromRow(row.id),
    anbieter_id: numberFromRow(row.anbieter_id),
    sterne: numberFromRow(row.sterne),
    kommentar: row.kommentar === null || row.kommentar === undefined ? null : String(row.kommentar),
    erstellt_am: isoDateTimeFromRow(row.erstellt_am),
    vorname: String(row.vorname),
  };
}

/** The review module's queries, named for what they are for. */
@Injectable()
export class ReviewRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Reviews are shown only beside a provider the public may see. */
  async isPublicProvider(providerId: number, today: string): Promise<boolean> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT id FROM providers
        WHERE id = ? AND ist_freigeschaltet = 1 AND (eintrag_gueltig_bis IS NULL OR eintrag_gueltig_bis >= ?)`,
      [providerId, today],
    );
    return rows.length > 0;
  }

  async providerExists(manager: EntityManager, providerId: number): Promise<boolean> {
    const rows: Row[] = await manager.query('SELECT id FROM providers WHERE id = ?', [providerId]);
    return rows.length > 0;
  }

  /** Newest first, with the author's first name only. */
  async findForProviderNewestFirst(providerId: number): Promise<Review[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT r.id, r.anbieter_id, r.sterne, r.kommentar, r.erstellt_am, u.vorname
         FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE r.anbieter_id = ?
        ORDER BY r.erstellt_am DESC, r.id DESC`,
      [providerId],
    );
    return rows.map(toReview);
  }

  async statsForProvider(providerId: number): Promise<ReviewStats> {
    const [row]: Row[] = await this.dataSource.query(
      'SELECT AVG(sterne) AS average, COUNT(*) AS count FROM reviews WHERE anbieter_id = ?',
      [providerId],
    );
    const count = numberFromRow(row.count);
    // MySQL answers AVG as a 4-decimal string, SQLite as a double: one decimal on both.
    const average = count === 0 || row.average === null ? null : Math.round(Number(row.average) * 10) / 10;
    return { average, count };
  }

  /**
   * The oldest of the user's inquiries to this provider whose event lies before `today` and
   * that is not reviewed yet (earliest event first, then the earliest sent).
   */
  async findOldestReviewableInquiry(
    manager: EntityManager,
    userId: number,
    providerId: number,
    today: string,
  ): Promise<number | null> {
    const rows: Row[] = await manager.query(
      `SELECT id FROM inquiries
        WHERE user_id = ? AND anbieter_id = ? AND event_datum < ? AND hat_bewertet = 0
        ORDER BY event_datum ASC, id ASC
        LIMIT 1`,
      [userId, providerId, today],
    );
    return rows.length > 0 ? numberFromRow(rows[0].id) : null;
  }

  async findAllForAdmin(): Promise<AdminReview[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT r.id, r.anbieter_id, r.sterne, r.kommentar, r.erstellt_am, u.vorname,
              p.firmenname AS provider_name, u.vorname AS user_vorname, u.nachname AS user_nachname
         FROM reviews r
         JOIN users u ON u.id = r.user_id
         JOIN providers p ON p.id = r.anbieter_id
        ORDER BY r.erstellt_am DESC, r.id DESC`,
    );
    return rows.map((row) => ({
      ...toReview(row),
      provider_name: String(row.provider_name),
      user_vorname: String(row.user_vorname),
      user_nachname: String(row.user_nachname),
    }));
  }
}
