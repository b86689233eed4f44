import { Inject, Injectable } from '@nestjs/common';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { Clock } from '../../../common/clock';
import { InvalidInput } from '../../../common/errors/domain-error';
import { isRealIsoDate } from '../../../common/pipes/fields';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { InvoiceEntity } from '../entities/invoice.entity';
import { InvoiceService } from '../invoices/invoice.service';
import { DatevRepository } from './datev.repository';
import { datevCsv, toWindows1252, type DatevBooking } from './datev-csv';

export interface DatevPeriod {
  von: string;
  bis: string;
}

/** `von` and `bis` as the query gives them, checked: real days, in order, one calendar year. */
export function datevPeriod(von: unknown, bis: unknown): DatevPeriod {
  if (!isRealIsoDate(von) || !isRealIsoDate(bis)) {
    throw new InvalidInput('Bitte geben Sie den Zeitraum mit „von“ und „bis“ als Datum (JJJJ-MM-TT) an.');
  }
  if (von > bis) throw new InvalidInput('„von“ darf nicht nach „bis“ liegen.');
  if (von.slice(0, 4) !== bis.slice(0, 4)) {
    throw new InvalidInput(
      'Ein DATEV-Buchungsstapel umfasst ein Wirtschaftsjahr: „von“ und „bis“ müssen im selben Kalenderjahr liegen.',
    );
  }
  return { von, bis };
}

/** A DATE column as `JJJJ-MM-TT`, whether the driver gives a string or a Date. */
const isoDay = (value: string | Date) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The tax adviser's export: every invoice and cancellation of the period (debtor to revenue,
 * gross; DATEV's automatic account takes out the VAT) and every payment (bank to debtor) as a
 * DATEV Buchungsstapel, and the period's invoice PDFs as a ZIP with the CSV inside.
 */
@Injectable()
export class DatevExportService {
  constructor(
    private readonly repository: DatevRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly invoices: InvoiceService,
  ) {}

  async bookings(period: DatevPeriod): Promise<DatevBooking[]> {
    const { debitorAccount, revenueAccount, bankAccount } = this.config.billing.datev;
    const rows = await this.periodInvoices(period);
    const bookings: DatevBooking[] = rows.map((row) => ({
      cent: Math.abs(row.bruttoCent),
      // A cancellation reverses its invoice: the debtor is credited.
      side: row.art === 'storno' || row.bruttoCent < 0 ? 'H' : 'S',
      account: debitorAccount,
      contraAccount: revenueAccount,
      date: isoDay(row.datum),
      voucher: row.nummer,
      text: `${row.art === 'storno' ? 'Storno ' : ''}${row.empfaengerName}, ${row.anbieterName}`,
    }));
    const payments = await this.repository.paymentsOfPeriod(period.von, period.bis);
    for (const payment of payments) {
      bookings.push({
        cent: Number(payment.betrag_cent),
        side: 'S',
        account: bankAccount,
        contraAccount: debitorAccount,
        date: isoDay(payment.datum),
        voucher: payment.nummer,
        text: `Zahlung ${payment.nummer} (${payment.art})`,
      });
    }
    return bookings;
  }

  async csv(period: DatevPeriod): Promise<Buffer> {
    const text = datevCsv(await this.bookings(period), period, this.config.billing.datev, this.clock.now());
    return toWindows1252(text);
  }

  /** The CSV and every PDF of the period, streamed as the ZIP is written. */
  async zip(period: DatevPeriod): Promise<Readable> {
    const csv = await this.csv(period);
    const rows = await this.periodInvoices(period);
    const zip = new ZipFile();
    const out = new PassThrough();
    zip.outputStream.pipe(out);
    zip.addBuffer(csv, datevFileName(period));
    void (async () => {
      try {
        for (const row of rows) zip.addBuffer(await this.invoices.pdf(row), `${row.nummer}.pdf`);
        zip.end();
      } catch (error) {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return out;
  }

  private periodInvoices(period: DatevPeriod): Promise<InvoiceEntity[]> {
    return this.repository.invoicesOfPeriod(period.von, period.bis);
  }
}

export const datevFileName = (period: DatevPeriod) => `EXTF_Buchungsstapel_${period.von}_${period.bis}.csv`;
