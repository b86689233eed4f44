import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource } from 'typeorm';
import { InvoiceEntity } from '../entities/invoice.entity';

export interface PeriodPayment {
  datum: string | Date;
  betrag_cent: number | string;
  art: string;
  nummer: string;
}

/** The DATEV export's reads of the invoice tables, in bulk. */
@Injectable()
export class DatevRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  invoicesOfPeriod(von: string, bis: string): Promise<InvoiceEntity[]> {
    return this.dataSource
      .getRepository(InvoiceEntity)
      .find({ where: { datum: Between(von, bis) }, order: { id: 'ASC' } });
  }

  paymentsOfPeriod(von: string, bis: string): Promise<PeriodPayment[]> {
    return this.dataSource.query(
      `SELECT p.datum, p.betrag_cent, p.art, i.nummer FROM invoice_payments p
        JOIN invoices i ON i.id = p.rechnung_id WHERE p.datum BETWEEN ? AND ? ORDER BY p.datum, p.id`,
      [von, bis],
    );
  }
}
