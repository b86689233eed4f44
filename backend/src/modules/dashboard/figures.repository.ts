import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type Instant = Date | string;

/**
 * Read-only counts across other modules' tables for the overview. It reads them directly, as the
 * backup does, rather than adding a count to four modules' public surfaces for one chart.
 */
@Injectable()
export class FiguresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  providersSince(since: string): Promise<{ at: Instant }[]> {
    return this.dataSource.query('SELECT erstellt_am AS at FROM providers WHERE erstellt_am >= ?', [since]);
  }

  inquiriesSince(since: string): Promise<{ at: Instant; status: string }[]> {
    return this.dataSource.query('SELECT gesendet_am AS at, status FROM inquiries WHERE gesendet_am >= ?', [
      since,
    ]);
  }

  /** Gross per invoice day; cancellations are negative rows. */
  invoicedByDay(firstDay: string): Promise<{ datum: Instant; cent: number | string }[]> {
    return this.dataSource.query(
      'SELECT datum, SUM(brutto_cent) AS cent FROM invoices WHERE datum >= ? GROUP BY datum',
      [firstDay],
    );
  }

  paidByDay(firstDay: string): Promise<{ datum: Instant; cent: number | string }[]> {
    return this.dataSource.query(
      'SELECT datum, SUM(betrag_cent) AS cent FROM invoice_payments WHERE datum >= ? GROUP BY datum',
      [firstDay],
    );
  }
}
