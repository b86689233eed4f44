import { Inject, Injectable } from '@nestjs/common';
import type {
  ExportedBillingData,
  RenewalBillingResponse,
  RenewalProviderInfo,
} from '@event-kompass/shared-types';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { OutboxService, renewalBillingMail } from '../mail';
import { ProviderNotFound, ProviderService } from '../provider';
import type { RenewalBillingDto } from './dto/renewal-billing.dto';
import { InvoiceService } from './invoices/invoice.service';
import { RenewalRequestRepository } from './renewal-request.repository';

const MAX_ID = 2_147_483_647;

/** Renewal of a listing: the page greets the provider, takes a billing address, hands over to payment. */
@Injectable()
export class BillingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly providers: ProviderService,
    private readonly requests: RenewalRequestRepository,
    private readonly tx: TransactionRunner,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly invoices: InvoiceService,
  ) {}

  /** Company name only (see ProviderService.renewalInfo for which listings have one here). */
  async providerInfo(idText: string): Promise<RenewalProviderInfo> {
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
    if (id < 1 || id > MAX_ID) throw new ProviderNotFound();
    return this.providers.renewalInfo(id);
  }

  /**
   * Stores the billing data, issues the invoice and queues both mails (to the operator, and the
   * invoice with its PDF to the provider) in one transaction; the PDF file follows the commit.
   */
  async submitBillingInfo(dto: RenewalBillingDto, ip: string): Promise<RenewalBillingResponse> {
    await this.limiter.hit(RATE_RULES.renewalPerIp, ip);
    const today = this.invoices.today();
    const invoice = await this.tx.run(async (manager) => {
      // First: the number (and with it the write lock), so parallel instances queue here.
      const nummer = await this.invoices.takeNumber(manager, today);
      const provider = await this.providers.findRenewalTarget(manager, dto);
      const providerEmail = dto.providerEmail || provider?.email;
      // The DTO allows an empty address only together with providerId, which findRenewalTarget resolved.
      if (!providerEmail) throw new ProviderNotFound();
      const saved = await this.requests.insert(manager, {
        anbieterId: provider ? provider.id : null,
        name: dto.name,
        street: dto.street,
        city: dto.city,
        providerName: dto.providerName,
        providerEmail,
        erstelltAm: new Date(),
      });
      await this.outbox.enqueue(
        manager,
        renewalBillingMail(this.config, {
          requestId: saved.id,
          providerId: saved.anbieterId,
          name: saved.name,
          street: saved.street,
          city: saved.city,
          providerName: saved.providerName,
          providerEmail,
          invoiceNumber: nummer,
        }),
      );
      return this.invoices.issueForRenewal(manager, nummer, today, {
        providerId: saved.anbieterId,
        providerName: saved.providerName,
        email: providerEmail,
        recipient: { name: saved.name, street: saved.street, city: saved.city },
      });
    });
    this.invoices.storePdfAfterCommit(invoice);
    return {
      msg: 'Vielen Dank! Ihre Rechnungsdaten sind eingegangen. Sie werden jetzt zur Zahlung weitergeleitet.',
      payment_link: this.config.paymentLinkUrl,
      rechnung: this.invoices.ref(invoice),
    };
  }

  /**
   * Billing data for a person's data export: left for one of their listings, or with their
   * address once confirmed. Deleting the account keeps it until its retention period ends
   * (commercial and tax law, see RETENTION_DAYS.renewalRequests and the privacy page).
   */
  async billingDataFor(
    listingIds: readonly number[],
    confirmedEmail: string | null,
  ): Promise<ExportedBillingData[]> {
    const rows = await this.tx.run((manager) => this.requests.findFor(manager, listingIds, confirmedEmail));
    return rows.map((row) => ({
      anbieter_id: row.anbieterId,
      name: row.name,
      strasse: row.street,
      ort: row.city,
      anbieter_name: row.providerName,
      anbieter_email: row.providerEmail,
      erstellt_am: row.erstelltAm.toISOString(),
    }));
  }

  /** Retention: billing data left before `cutoff` goes (the privacy page names the period). */
  deleteRequestsMadeBefore(manager: EntityManager, cutoff: Date): Promise<number> {
    return this.requests.deleteMadeBefore(manager, cutoff);
  }
}
