import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  type AdminInvoice,
  addDays,
  berlinToday,
  INVOICE_PAYMENT_DAYS,
  type InvoicePayment,
  type InvoicePaymentRequest,
  type InvoiceRef,
  type InvoiceStatus,
  laterDate,
  type ProviderInvoice,
} from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { snakeCased } from '../../../database/row-fields';
import { TransactionRunner } from '../../../database/transaction-runner';
import {
  invoiceCancelledMail,
  invoiceIssuedMail,
  invoicePaidMail,
  MailAttachments,
  type InvoiceMailData,
  type OpenInvoice,
  type OutgoingMail,
  OutboxService,
} from '../../mail';
import { PhotoStorage } from '../../photo';
import { AdminProviderService, RENEWAL_MONTHS, renewedUntil } from '../../provider';
import {
  CancellationNotCancellable,
  InvoiceAlreadyCancelled,
  InvoiceNotFound,
  PaymentOnCancelledInvoice,
  StatementLineAlreadyBooked,
} from '../billing.errors';
import type { InvoiceEntity } from '../entities/invoice.entity';
import type { InvoicePaymentEntity } from '../entities/invoice-payment.entity';
import { euro, type InvoiceIssuer, renderInvoicePdf } from './invoice-pdf';
import { InvoiceRepository, type PayableInvoice } from './invoice.repository';

/** The service on every renewal invoice. */
export const INVOICE_SERVICE = `Eintrag auf Event-Kompass, ${RENEWAL_MONTHS} Monate`;

/** Invoice PDFs in the uploads storage; never a photo's name, so the photo sweep leaves them alone. */
export const INVOICE_FILE_NAME = /^rechnung-RE-\d{4}-\d{5,}\.pdf$/;

export function invoiceNumber(year: number, sequence: number): string {
  return `RE-${year}-${String(sequence).padStart(5, '0')}`;
}

/** One payment to book on an invoice locked by lockPayable. */
export interface PaymentBooking {
  invoice: PayableInvoice;
  payment: InvoicePaymentRequest;
  quelle: 'manuell' | 'kontoauszug';
  /** The bank statement line's unique key; null for a payment recorded by hand. */
  importKey: string | null;
}

/** What the renewal page's billing form gives the invoice. */
export interface RenewalInvoiceInput {
  providerId: number | null;
  providerName: string;
  email: string;
  recipient: { name: string; street: string; city: string };
}

/** What every new invoice row starts with: its PDF named by number (hashed once stored), its creation time. */
function newInvoiceFields(
  nummer: string,
  now: Date,
): Pick<InvoiceEntity, 'pdfDatei' | 'pdfSha256' | 'erstelltAm'> {
  return { pdfDatei: `rechnung-${nummer}.pdf`, pdfSha256: null, erstelltAm: now };
}

/** The gross split into net and VAT, rounded to the cent on the tax (§ 14 (4) Nr. 8 UStG). */
function split(grossCent: number, percent: number): { net: number; tax: number } {
  const net = Math.round((grossCent * 100) / (100 + percent));
  return { net, tax: grossCent - net };
}

/**
 * Invoices (issue 26): issued with the renewal's billing data under a gapless number, kept as
 * PDF files with their SHA-256, never changed — a correction is a cancellation invoice. Payments
 * settle them; the payment that completes one renews its listing in the same transaction.
 */
@Injectable()
export class InvoiceService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Rechnungen');
  private readonly linkKey: Buffer;
  private readonly storing = new Set<Promise<void>>();
  private readonly pdfInFlight = new Map<number, Promise<Buffer>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoiceRepository,
    private readonly tx: TransactionRunner,
    private readonly storage: PhotoStorage,
    private readonly outbox: OutboxService,
    private readonly attachments: MailAttachments,
    private readonly listings: AdminProviderService,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived: a PDF link proves nothing about a session, and no session
    // token can be made from a link.
    this.linkKey = createHmac('sha256', config.jwtSecret).update('rechnungs-pdf-links').digest();
  }

  onModuleInit(): void {
    this.attachments.register('rechnung', async (idText) => {
      const invoice = await this.tx.run((manager) => this.invoices.findById(manager, Number(idText)));
      if (!invoice) return null;
      return {
        filename: `${invoice.nummer}.pdf`,
        contentType: 'application/pdf',
        content: await this.pdf(invoice),
      };
    });
  }

  today(): string {
    return berlinToday(this.clock.now());
  }

  /** Takes the next number: the first statement of the caller's transaction. */
  async takeNumber(manager: EntityManager, today: string): Promise<string> {
    const year = Number(today.slice(0, 4));
    return invoiceNumber(year, await this.invoices.takeNumber(manager, year));
  }

  /** Writes the renewal invoice and queues its mail, in the caller's transaction. */
  async issueForRenewal(
    manager: EntityManager,
    nummer: string,
    today: string,
    input: RenewalInvoiceInput,
  ): Promise<InvoiceEntity> {
    const { billing } = this.config;
    const currentEnd =
      input.providerId === null ? null : await this.listings.currentEnd(manager, input.providerId);
    // The year it buys: from the day after the later of today and the current end.
    const base = laterDate(today, currentEnd);
    const periodFrom = base === today ? today : addDays(base, 1);
    const gross = billing.priceCent;
    const { net, tax } = billing.smallBusiness ? { net: gross, tax: 0 } : split(gross, billing.vatPercent);
    return this.insertAndMail(
      manager,
      {
        nummer,
        art: 'rechnung',
        stornoZuId: null,
        anbieterId: input.providerId,
        anbieterName: input.providerName,
        email: input.email,
        empfaengerName: input.recipient.name,
        empfaengerStrasse: input.recipient.street,
        empfaengerOrt: input.recipient.city,
        datum: today,
        faelligAm: addDays(today, INVOICE_PAYMENT_DAYS),
        leistungVon: periodFrom,
        // The end the renewal on payment sets, paid on time.
        leistungBis: renewedUntil(currentEnd, today),
        leistung: INVOICE_SERVICE,
        nettoCent: net,
        steuerProzent: billing.smallBusiness ? 0 : billing.vatPercent,
        steuerCent: tax,
        bruttoCent: gross,
        kleinunternehmer: billing.smallBusiness,
        aussteller: JSON.stringify(this.issuer()),
      },
      (invoice) =>
        invoiceIssuedMail(this.config, {
          ...this.mailFacts(invoice),
          providerName: input.providerName,
          amount: euro(gross),
          dueDate: invoice.faelligAm,
          iban: this.config.billing.iban,
          paymentLink: this.config.paymentLinkUrl,
        }),
    );
  }

  /**
   * Stores a new invoice under its number and queues the mail that sends it, in the caller's
   * transaction; the PDF's hash comes once the file is made.
   */
  private async insertAndMail(
    manager: EntityManager,
    fields: Omit<InvoiceEntity, 'id' | 'pdfDatei' | 'pdfSha256' | 'erstelltAm'>,
    mailFor: (invoice: InvoiceEntity) => OutgoingMail,
  ): Promise<InvoiceEntity> {
    const invoice = await this.invoices.insert(manager, {
      ...fields,
      ...newInvoiceFields(fields.nummer, this.clock.now()),
    });
    await this.outbox.enqueue(manager, mailFor(invoice));
    return invoice;
  }

  /** Who an invoice's mail goes to and where its PDF lies, as the invoice states them. */
  private mailFacts(
    invoice: InvoiceEntity,
  ): Pick<InvoiceMailData, 'invoiceId' | 'number' | 'email' | 'recipientName' | 'pdfUrl'> {
    return {
      invoiceId: invoice.id,
      number: invoice.nummer,
      email: invoice.email,
      recipientName: invoice.empfaengerName,
      pdfUrl: this.pdfUrl(invoice),
    };
  }

  ref(invoice: InvoiceEntity): InvoiceRef {
    return { nummer: invoice.nummer, betrag_cent: invoice.bruttoCent, pdf_url: this.pdfUrl(invoice) };
  }

  /**
   * Stores the PDF after the invoice's transaction committed, without keeping the request waiting
   * (rendering takes a moment; a shutdown waits for it). A failure here loses nothing: the row
   * holds all the PDF shows, and the file is made on first demand (download or mail), the same
   * bytes either way.
   */
  storePdfAfterCommit(invoice: InvoiceEntity): void {
    const work = this.pdf(invoice)
      .then(() => undefined)
      .catch((error: unknown) => {
        this.logger.warn(`PDF zu ${invoice.nummer} noch nicht gespeichert: ${String(error)}`);
      })
      .finally(() => this.storing.delete(work));
    this.storing.add(work);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.storing]);
  }

  /**
   * The stored PDF, or the PDF made from the row and stored now (first demand). Callers asking
   * at once for the same invoice share one rendering: two writes of one file would race.
   */
  pdf(invoice: InvoiceEntity): Promise<Buffer> {
    const running = this.pdfInFlight.get(invoice.id);
    if (running) return running;
    const work = this.loadOrRender(invoice).finally(() => this.pdfInFlight.delete(invoice.id));
    this.pdfInFlight.set(invoice.id, work);
    return work;
  }

  private async loadOrRender(invoice: InvoiceEntity): Promise<Buffer> {
    const stored = await this.storage.get(invoice.pdfDatei);
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      // A row without its hash (a backup taken before the file was stored): the file names it.
      if (invoice.pdfSha256 === null) await this.recordPdfHash(invoice.id, bytes);
      return bytes;
    }
    const bytes = await this.render(invoice);
    // The hash first: whoever finds the file finds its hash too. Rendering again gives the same
    // bytes, so a file lost after this still matches it.
    await this.recordPdfHash(invoice.id, bytes);
    await this.storage.put(invoice.pdfDatei, bytes, 'application/pdf');
    return bytes;
  }

  /**
   * Through the transaction queue like every write: on SQLite the one connection may be inside
   * another request's transaction, whose rollback would take this write along.
   */
  private recordPdfHash(id: number, bytes: Buffer): Promise<void> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return this.tx.run((manager) => this.invoices.recordPdfHash(manager, id, sha256), false);
  }

  /** The PDF behind a signed link; a wrong signature answers like an unknown number. */
  async pdfBySignedLink(nummer: string, signature: string): Promise<{ nummer: string; bytes: Buffer }> {
    if (!/^RE-\d{4}-\d{5,}$/.test(nummer)) throw new InvoiceNotFound();
    const invoice = await this.invoices.findByNumber(nummer);
    if (!invoice || !this.signatureFits(invoice, signature)) throw new InvoiceNotFound();
    return { nummer, bytes: await this.pdf(invoice) };
  }

  pdfUrl(invoice: Pick<InvoiceEntity, 'id' | 'nummer'>): string {
    return `${this.config.publicUrl}/api/invoices/${invoice.nummer}/pdf?sig=${this.sign(invoice)}`;
  }

  private sign(invoice: Pick<InvoiceEntity, 'id' | 'nummer'>): string {
    return createHmac('sha256', this.linkKey).update(`${invoice.id}:${invoice.nummer}`).digest('base64url');
  }

  private signatureFits(invoice: InvoiceEntity, signature: string): boolean {
    const expected = Buffer.from(this.sign(invoice));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private async render(invoice: InvoiceEntity): Promise<Buffer> {
    const cancelled =
      invoice.stornoZuId === null
        ? null
        : await this.tx.run((manager) => this.invoices.findById(manager, invoice.stornoZuId as number));
    return renderInvoicePdf({
      kind: invoice.art,
      number: invoice.nummer,
      cancels: cancelled ? { number: cancelled.nummer, date: cancelled.datum } : null,
      date: invoice.datum,
      dueDate: invoice.faelligAm,
      recipient: {
        name: invoice.empfaengerName,
        street: invoice.empfaengerStrasse,
        city: invoice.empfaengerOrt,
      },
      providerName: invoice.anbieterName,
      service: invoice.leistung,
      periodFrom: invoice.leistungVon,
      periodUntil: invoice.leistungBis,
      netCent: invoice.nettoCent,
      taxPercent: invoice.steuerProzent,
      taxCent: invoice.steuerCent,
      grossCent: invoice.bruttoCent,
      smallBusiness: invoice.kleinunternehmer,
      issuer: JSON.parse(invoice.aussteller) as InvoiceIssuer,
    });
  }

  private issuer(): InvoiceIssuer {
    const { config } = this;
    return {
      name: config.operatorName,
      address: config.operatorAddress,
      email: config.operatorEmail,
      taxNumber: config.billing.taxNumber,
      vatId: config.operatorVatId,
      iban: config.billing.iban,
      bic: config.billing.bic,
      paymentLink: config.paymentLinkUrl,
      legalForm: config.operatorLegalForm,
      representative: config.operatorRepresentative,
      register: config.operatorRegister,
    };
  }

  // ---- The console ----

  async listForAdmin(status?: InvoiceStatus): Promise<AdminInvoice[]> {
    const rows = await this.invoices.findAllNewestFirst();
    const all = await this.toAdmin(rows);
    return status === undefined ? all : all.filter((invoice) => invoice.status === status);
  }

  async getForAdmin(id: number): Promise<AdminInvoice> {
    const invoice = await this.tx.run((manager) => this.invoices.findById(manager, id));
    if (!invoice) throw new InvoiceNotFound();
    return (await this.toAdmin([invoice]))[0];
  }

  /**
   * Issues the cancellation invoice (own number, negative amounts, the same recipient). The
   * unique `storno_zu_id` keeps an invoice from being cancelled twice even if two admins click
   * at once; the second gets a German `msg`.
   */
  async cancel(id: number): Promise<AdminInvoice> {
    const today = this.today();
    const storno = await this.tx.run(async (manager) => {
      const nummer = await this.takeNumber(manager, today);
      const invoice = await this.invoices.lockForPayment(manager, id);
      if (!invoice) throw new InvoiceNotFound();
      if (invoice.art === 'storno') throw new CancellationNotCancellable(invoice.nummer);
      const existing = await this.invoices.findCancellation(manager, id);
      if (existing) throw new InvoiceAlreadyCancelled(invoice.nummer, existing.nummer);
      const { id: cancelledId, ...copy } = invoice;
      return this.insertAndMail(
        manager,
        {
          ...copy,
          nummer,
          art: 'storno',
          stornoZuId: cancelledId,
          datum: today,
          faelligAm: today,
          leistung: `Storno: ${invoice.leistung}`,
          nettoCent: -invoice.nettoCent,
          steuerCent: -invoice.steuerCent,
          bruttoCent: -invoice.bruttoCent,
        },
        (saved) =>
          invoiceCancelledMail(this.config, {
            ...this.mailFacts(saved),
            cancelledNumber: invoice.nummer,
          }),
      );
    });
    this.storePdfAfterCommit(storno);
    return this.getForAdmin(storno.id);
  }

  /**
   * Records money received by hand. The payment that makes the invoice paid in full renews its
   * listing and thanks the provider, in the same transaction (bookPayments).
   */
  async recordPayment(id: number, payment: InvoicePaymentRequest): Promise<AdminInvoice> {
    const importKey = payment.kontoauszug_schluessel ?? null;
    await this.tx.run(async (manager) => {
      const [invoice] = await this.invoices.lockPayable(manager, { ids: [id] });
      if (!invoice) throw new InvoiceNotFound();
      if (invoice.art === 'storno' || invoice.cancelled) throw new PaymentOnCancelledInvoice(invoice.nummer);
      // A statement line booked before (by an import or by hand, read after the lock) is not booked twice.
      if (importKey !== null && (await this.invoices.bookedKeys(manager, [importKey])).has(importKey))
        throw new StatementLineAlreadyBooked();
      await this.bookPayments(manager, [{ invoice, payment, quelle: 'manuell', importKey }]);
    });
    return this.getForAdmin(id);
  }

  /** Invoices about to be paid, locked for the caller's transaction (see InvoiceRepository.lockPayable). */
  lockPayable(
    manager: EntityManager,
    by: { ids: readonly number[] } | { numbers: readonly string[] },
  ): Promise<PayableInvoice[]> {
    return this.invoices.lockPayable(manager, by);
  }

  /** Which bank statement lines were booked before; read after lockPayable, so it is current. */
  bookedKeys(manager: EntityManager, keys: readonly string[]): Promise<Set<string>> {
    return this.invoices.bookedKeys(manager, keys);
  }

  /**
   * Books payments in the caller's transaction, in their order (one by hand, or thousands from a
   * bank statement: the same rules, in a handful of statements). The payment that makes an
   * invoice paid in full renews its listing (12 months from the later of today and its end,
   * Berlin days; AdminProviderService.renewManyIn) and queues the provider's thank-you mail;
   * later payments (an overpayment) renew nothing more. The invoices come from lockPayable in
   * the same transaction; their `paidCent` moves on with each payment.
   */
  async bookPayments(manager: EntityManager, bookings: readonly PaymentBooking[]): Promise<void> {
    const settling: PaymentBooking[] = [];
    for (const booking of bookings) {
      const { invoice } = booking;
      const before = invoice.paidCent;
      invoice.paidCent += booking.payment.betrag_cent;
      if (
        before < invoice.bruttoCent &&
        invoice.paidCent >= invoice.bruttoCent &&
        invoice.anbieterId !== null
      )
        settling.push(booking);
    }
    const untils = await this.listings.renewManyIn(
      manager,
      settling.map((booking) => booking.invoice.anbieterId as number),
      this.today(),
    );
    const renewed = new Map(settling.map((booking, n) => [booking, untils[n]]));
    const now = this.clock.now();
    await this.invoices.insertPayments(
      manager,
      bookings.map((booking) => ({
        rechnungId: booking.invoice.id,
        datum: booking.payment.datum,
        betragCent: booking.payment.betrag_cent,
        art: booking.payment.art,
        quelle: booking.quelle,
        importKey: booking.importKey,
        verlaengertBis: renewed.get(booking) ?? null,
        erstelltAm: now,
      })),
    );
    const mails: OutgoingMail[] = [];
    for (const [{ invoice }, until] of renewed) {
      if (until === null) continue;
      mails.push(
        invoicePaidMail(this.config, {
          invoiceId: invoice.id,
          number: invoice.nummer,
          email: invoice.email,
          recipientName: invoice.empfaengerName,
          providerName: invoice.anbieterName,
          until,
        }),
      );
    }
    await this.outbox.enqueueMany(manager, mails);
  }

  // ---- The provider ----

  async listForProvider(providerId: number): Promise<ProviderInvoice[]> {
    const rows = await this.invoices.findOfListing(providerId);
    return (await this.toAdmin(rows)).map((invoice) => ({
      nummer: invoice.nummer,
      art: invoice.art,
      datum: invoice.datum,
      faellig_am: invoice.faellig_am,
      betrag_cent: invoice.betrag_cent,
      status: invoice.status,
      pdf_url: invoice.pdf_url,
    }));
  }

  /**
   * The open invoice of each listing (neither paid nor cancelled), newest per listing: the
   * expiry reminders carry it with both ways to pay.
   */
  async openInvoicesOf(providerIds: readonly number[]): Promise<Map<number, OpenInvoice>> {
    const rows = await this.invoices.findUncancelledOf(providerIds);
    const payments = await this.invoices.paymentsOf(
      null,
      rows.map((row) => row.id),
    );
    const open = new Map<number, OpenInvoice>();
    for (const row of rows) {
      const paid = payments.filter((p) => p.rechnungId === row.id).reduce((sum, p) => sum + p.betragCent, 0);
      if (paid >= row.bruttoCent || row.anbieterId === null || open.has(row.anbieterId)) continue;
      open.set(row.anbieterId, {
        id: row.id,
        number: row.nummer,
        amount: euro(row.bruttoCent - paid),
        pdfUrl: this.pdfUrl(row),
        iban: this.config.billing.iban,
        paymentLink: this.config.paymentLinkUrl,
      });
    }
    return open;
  }

  private async toAdmin(rows: InvoiceEntity[]): Promise<AdminInvoice[]> {
    const ids = rows.map((row) => row.id);
    const [payments, cancellations, cancelled] = await Promise.all([
      this.invoices.paymentsOf(null, ids),
      this.invoices.cancellationsOf(ids),
      this.invoices.findByIds(rows.map((row) => row.stornoZuId).filter((id): id is number => id !== null)),
    ]);
    const today = this.today();
    return rows.map((row) => {
      const own = payments.filter((p) => p.rechnungId === row.id);
      const paid = own.reduce((sum, p) => sum + p.betragCent, 0);
      const cancellation = cancellations.find((c) => c.stornoZuId === row.id) ?? null;
      const status: InvoiceStatus =
        row.art === 'storno' || cancellation
          ? 'storniert'
          : paid >= row.bruttoCent
            ? 'bezahlt'
            : row.faelligAm < today
              ? 'ueberfaellig'
              : 'offen';
      return {
        id: row.id,
        nummer: row.nummer,
        art: row.art,
        datum: row.datum,
        faellig_am: row.faelligAm,
        betrag_cent: row.bruttoCent,
        status,
        pdf_url: this.pdfUrl(row),
        anbieter_id: row.anbieterId,
        anbieter_name: row.anbieterName,
        empfaenger: { name: row.empfaengerName, strasse: row.empfaengerStrasse, ort: row.empfaengerOrt },
        email: row.email,
        leistung_von: row.leistungVon,
        leistung_bis: row.leistungBis,
        bezahlt_cent: paid,
        zahlungen: own.map(toPayment),
        storno_nummer: cancellation?.nummer ?? null,
        storno_zu: cancelled.find((c) => c.id === row.stornoZuId)?.nummer ?? null,
      };
    });
  }
}

function toPayment(row: InvoicePaymentEntity): InvoicePayment {
  return snakeCased(row, ['id', 'datum', 'betragCent', 'art', 'quelle', 'verlaengertBis']);
}
