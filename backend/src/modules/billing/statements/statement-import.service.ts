import { Injectable } from '@nestjs/common';
import {
  invoiceNumberIn,
  type OpenStatementLine,
  type StatementImportResult,
} from '@event-kompass/shared-types';
import { TransactionRunner } from '../../../database/transaction-runner';
import { InvoiceService } from '../invoices/invoice.service';
import { parseCamt053 } from './camt053';
import { StatementRepository } from './statement.repository';

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
    private readonly repository: StatementRepository,
  ) {}

  async importCamt053(xml: string): Promise<StatementImportResult> {
    const credits = parseCamt053(xml);
    return this.tx.run(async (manager) => {
      const booked = await this.repository.bookedKeys(
        manager,
        credits.map((credit) => credit.key),
      );
      const fresh = credits.filter((credit) => !booked.has(credit.key));
      const open = await this.repository.openInvoices(
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
          schluessel: credit.key,
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
}
