import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, In, type EntityManager } from 'typeorm';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';

/** Rows per IN (…) list: well below SQLite's and MySQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export interface OpenInvoice {
  id: number;
  nummer: string;
  /** Still to pay: gross less what was paid; 0 for a cancelled invoice, which takes no payment. */
  openCent: number;
}

export interface PeriodPayment {
  datum: string | Date;
  betrag_cent: number | string;
  art: string;
  nummer: string;
}

/** The bank statement import's and the DATEV export's reads of the invoice tables, in bulk. */
@Injectable()
export class StatementRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async bookedKeys(manager: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(keys)) {
      const rows = await manager
        .getRepository(InvoicePaymentEntity)
        .find({ select: { importKey: true }, where: { importKey: In(part) } });
      for (const row of rows) if (row.importKey) found.add(row.importKey);
    }
    return found;
  }

  async openInvoices(manager: EntityManager, numbers: readonly string[]): Promise<Map<string, OpenInvoice>> {
    const byNumber = new Map<string, OpenInvoice>();
    for (const part of chunks([...new Set(numbers)])) {
      const rows = await manager.getRepository(InvoiceEntity).find({
        select: { id: true, nummer: true, art: true, bruttoCent: true },
        where: { nummer: In(part), art: 'rechnung' },
      });
      if (rows.length === 0) continue;
      const ids = rows.map((row) => row.id);
      const cancelled = new Set(
        (
          await manager
            .getRepository(InvoiceEntity)
            .find({ select: { stornoZuId: true }, where: { stornoZuId: In(ids) } })
        ).map((row) => row.stornoZuId),
      );
      const paid = new Map<number, number>();
      for (const payment of await manager
        .getRepository(InvoicePaymentEntity)
        .find({ select: { rechnungId: true, betragCent: true }, where: { rechnungId: In(ids) } })) {
        paid.set(payment.rechnungId, (paid.get(payment.rechnungId) ?? 0) + payment.betragCent);
      }
      for (const row of rows) {
        byNumber.set(row.nummer, {
          id: row.id,
          nummer: row.nummer,
          openCent: cancelled.has(row.id) ? 0 : row.bruttoCent - (paid.get(row.id) ?? 0),
        });
      }
    }
    return byNumber;
  }

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
