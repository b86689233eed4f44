import { Injectable } from '@nestjs/common';
import { invoiceNumberIn, type StatementImportResult } from '@event-kompass/shared-types';
import { TransactionRunner } from '../../../database/transaction-runner';
import { InvoiceService, type PaymentBooking } from '../invoices/invoice.service';
import { parseCamt053 } from './camt053';

/**
 * Books a CAMT.053 bank statement: a credit whose reference names an invoice and whose amount
 * is exactly what is still open on it is recorded as that invoice's payment (which renews the
 * listing when it settles the invoice); everything else is listed as open for the admin. One
 * transaction: a statement is booked whole or not at all. Each line carries a unique key, so
 * importing a statement again books nothing twice.
 *
 * The invoices named are locked and read in blocks, the lines matched in memory and booked
 * together (InvoiceService.bookPayments): ten thousand lines cost tens of statements, not a
 * handful per line.
 */
@Injectable()
export class StatementImportService {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly invoices: InvoiceService,
  ) {}

  async importCamt053(xml: string): Promise<StatementImportResult> {
    const credits = parseCamt053(xml).map((credit) => ({
      ...credit,
      nummer: invoiceNumberIn(credit.reference),
    }));
    return this.tx.run(async (manager) => {
      // Locks first: what was booked or paid is read after any other import holding them is done.
      const payable = await this.invoices.lockPayable(manager, {
        numbers: credits.map((credit) => credit.nummer).filter((n): n is string => n !== null),
      });
      const byNumber = new Map(payable.map((invoice) => [invoice.nummer, invoice]));
      const open = new Map(
        payable.map((invoice) => [
          invoice.id,
          invoice.art === 'rechnung' && !invoice.cancelled ? invoice.bruttoCent - invoice.paidCent : 0,
        ]),
      );
      // A line booked before, or a second line with the same key in this statement, is left out.
      const seen = await this.invoices.bookedKeys(
        manager,
        credits.map((credit) => credit.key),
      );
      const result: StatementImportResult = { zugeordnet: [], offen: [] };
      const bookings: PaymentBooking[] = [];
      for (const credit of credits) {
        if (seen.has(credit.key)) continue;
        seen.add(credit.key);
        const invoice = credit.nummer === null ? undefined : byNumber.get(credit.nummer);
        const openCent = invoice ? (open.get(invoice.id) ?? 0) : 0;
        if (!invoice || openCent <= 0 || credit.cent !== openCent) {
          result.offen.push({
            datum: credit.datum,
            betrag_cent: credit.cent,
            verwendungszweck: credit.reference,
            name: credit.name,
            schluessel: credit.key,
          });
          continue;
        }
        open.set(invoice.id, 0);
        bookings.push({
          invoice,
          payment: { datum: credit.datum, betrag_cent: credit.cent, art: 'ueberweisung' },
          quelle: 'kontoauszug',
          importKey: credit.key,
        });
        result.zugeordnet.push({ rechnung: invoice.nummer, betrag_cent: credit.cent });
      }
      await this.invoices.bookPayments(manager, bookings);
      return result;
    });
  }
}
