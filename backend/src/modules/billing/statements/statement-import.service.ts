import { Injectable } from '@nestjs/common';
import type { OpenStatementLine, StatementImportResult } from '@event-kompass/shared-types';
import { In, type EntityManager } from 'typeorm';
import { TransactionRunner } from '../../../database/transaction-runner';
import { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { invoiceNumberIn, parseCamt053 } from './camt053';

/** Rows per IN (…) list: well below SQLite's and MySQL's parameter limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

interface OpenInvoice {
  id: number;
  nummer: string;
  /** Still to pay: gross less what was paid; 0 for a cancelled invoice, which takes no payment. */
  openCent: number;
}

/**
 * Books a CAMT.053 bank statement: a credit whose reference names an invoice and whose amount
 * is exactly what is still open on it is recorded as that invoice's payment (which renews the
 * listing when it settles the invoice); everything else is listed as open for the admin. One
 * transaction: a statement is booked whole or not at all. Each line carries a unique key, so
 * importing a statement again books nothing twice.
 */
@Injectable()
export class StatementImportService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly invoices: InvoiceService,
  ) {}

  async importCamt053(xml: string): Promise<StatementImportResult> {
    const credits = parseCamt053(xml);
    return this.tx.run(async (manager) => {
      const booked = await this.bookedKeys(
        manager,
        credits.map((credit) => credit.key),
      );
      const fresh = credits.filter((credit) => !booked.has(credit.key));
      const open = await this.openInvoices(
        manager,
        fresh.map((credit) => invoiceNumberIn(credit.reference)).filter((n): n is string => n !== null),
      );
      const result: StatementImportResult = { zugeordnet: [], offen: [] };
      for (const credit of fresh) {
        const nummer = invoiceNumberIn(credit.reference);
        const invoice = nummer ? open.get(nummer) : undefined;
        const line: OpenStatementLine = {
          datum: credit.datum,
          betrag_cent: credit.cent,
          verwendungszweck: credit.reference,
          name: credit.name,
        };
        if (!invoice || invoice.openCent <= 0 || credit.cent !== invoice.openCent) {
          result.offen.push(line);
          continue;
        }
        const payment = await this.invoices.bookPayment(
          manager,
          invoice.id,
          { datum: credit.datum, betrag_cent: credit.cent, art: 'ueberweisung' },
          { quelle: 'kontoauszug', importKey: credit.key },
        );
        if (!payment) continue;
        invoice.openCent -= credit.cent;
        result.zugeordnet.push({ rechnung: invoice.nummer, betrag_cent: credit.cent });
      }
      return result;
    });
  }

  private async bookedKeys(manager: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(keys)) {
      const rows = await manager
        .getRepository(InvoicePaymentEntity)
        .find({ select: { importKey: true }, where: { importKey: In(part) } });
      for (const row of rows) if (row.importKey) found.add(row.importKey);
    }
    return found;
  }

  private async openInvoices(
    manager: EntityManager,
    numbers: readonly string[],
  ): Promise<Map<string, OpenInvoice>> {
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
}
