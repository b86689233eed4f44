import { Inject, Injectable } from '@nestjs/common';
import type {
  ExportedInquiry,
  ExportedProviderMessage,
  InquiryMessage,
  InquiryStatus,
  ListingInquiry,
  MessageResponse,
} from '@event-kompass/shared-types';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { distinctIds } from '../../database/id-batch';
import { TransactionRunner } from '../../database/transaction-runner';
import { IdentityService } from '../identity';
import { inquiryStatusMail, OutboxService, threadMessageMail } from '../mail';
import { OwnListingService, ProviderService } from '../provider';
import { StatisticsService } from '../statistics';
import { ResponseFiguresService } from './response-figures.service';
import { InquiryNotFound } from './inquiry.errors';
import { type MessageRecord, InquiryMessageRepository } from './inquiry-message.repository';
import { toInquirySummary } from './inquiry-summary';
import { type InquiryRecord, InquiryRepository } from './inquiry.repository';
import { QuoteService } from './quote.service';

/** Which side of an inquiry the caller is on. */
type Side = 'customer' | 'provider';

/**
 * The provider's inbox and the conversation about an inquiry. Only the inquiry's customer and
 * the owner of its listing take part; to anybody else an inquiry does not exist (404).
 */
@Injectable()
export class InquiryThreadService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inquiries: InquiryRepository,
    private readonly messages: InquiryMessageRepository,
    private readonly ownListings: OwnListingService,
    private readonly providers: ProviderService,
    private readonly identity: IdentityService,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly tx: TransactionRunner,
    private readonly quotes: QuoteService,
    private readonly statistics: StatisticsService,
    private readonly figures: ResponseFiguresService,
  ) {}

  /** The customer's own inquiries with their threads, for the GDPR export (newest first). */
  async exportOwn(userId: number): Promise<ExportedInquiry[]> {
    const [records, threads, quotes] = await Promise.all([
      this.inquiries.findNewestFirst(userId),
      this.messages.findThreadsOfCustomer(userId),
      this.quotes.exportOwn(userId),
    ]);
    const names = await this.providers.namesOf(records);
    return records.map((record) => ({
      ...toInquirySummary(record, names.get(record.anbieterId) ?? ''),
      nachrichten: (threads.get(record.id) ?? []).map((message) => ({
        von_anbieter: message.vonAnbieter,
        text: message.text,
        gesendet_am: message.gesendetAm,
      })),
      angebote: quotes.get(record.id) ?? [],
    }));
  }

  /** The messages written as the provider of these listings, for the owner's data export. */
  async exportProviderMessages(listingIds: readonly number[]): Promise<ExportedProviderMessage[]> {
    const messages = await this.messages.findProviderMessagesOf(listingIds);
    return messages.map((message) => ({
      anfrage_id: message.inquiryId,
      anbieter_id: message.providerId,
      text: message.text,
      gesendet_am: message.gesendetAm,
    }));
  }

  /** The inquiries to the caller's listing, newest first, with the customer's name and address. */
  async inbox(user: AuthUser, providerId: number): Promise<ListingInquiry[]> {
    await this.ownListings.assertOwned(user, providerId);
    const records = await this.inquiries.findForProvider(providerId);
    const customers = await this.identity.contactsByIds(distinctIds(records, (record) => record.userId));
    return records.map((record) => {
      const customer = customers.get(record.userId);
      return {
        id: record.id,
        anbieter_id: record.anbieterId,
        kunde_name: customer ? `${customer.vorname} ${customer.nachname}` : '',
        kunde_email: customer?.email ?? '',
        nachricht: record.nachricht,
        event_datum: record.eventDatum,
        gesendet_am: record.gesendetAm,
        status: record.status,
        nachrichten_anzahl: record.nachrichtenAnzahl,
        ...record.details,
      };
    });
  }

  async setStatus(
    user: AuthUser,
    providerId: number,
    inquiryId: number,
    status: InquiryStatus,
  ): Promise<MessageResponse> {
    const now = new Date();
    const firstAnswer = await this.tx.run(async (manager) => {
      await this.inquiries.lock(manager, inquiryId);
      await this.ownListings.assertOwned(user, providerId, manager);
      const before = await this.inquiries.findById(inquiryId, manager);
      if (!before || before.anbieterId !== providerId) throw new InquiryNotFound();
      if (before.status === status) return false;
      await this.inquiries.setStatus(manager, inquiryId, providerId, status);
      await this.statistics.recordStatusChange(manager, providerId, status, now);
      // Booked by hand (arranged outside a quote): the day is taken as an accepted quote takes it.
      // The customer's other inquiries stay: only the customer's own acceptance ends those.
      if (status === 'gebucht') await this.ownListings.markBooked(manager, providerId, before.eventDatum);
      // Any status the provider chooses is an answer, except putting it back to "neu".
      const answered = status !== 'neu' && (await this.inquiries.markAnswered(manager, inquiryId, now));
      // Every status change by the provider reaches the customer (issue 25).
      const [customer, provider] = await Promise.all([
        this.identity.contactsByIds([before.userId]).then((contacts) => contacts.get(before.userId)),
        this.providers.contactOf(manager, providerId),
      ]);
      if (customer && provider)
        await this.outbox.enqueue(
          manager,
          inquiryStatusMail(this.config, {
            inquiryId,
            changeKey: `${status}:${Date.now()}`,
            customerEmail: customer.email,
            customerName: `${customer.vorname} ${customer.nachname}`,
            providerName: provider.firmenname,
            eventDate: before.eventDatum,
            status,
          }),
        );
      return answered;
    });
    if (firstAnswer) await this.figures.refresh([providerId], now);
    return { msg: 'Der Status der Anfrage wurde gespeichert.' };
  }

  /** Per listing: all inquiries and the new ones. */
  statusCounts(providerIds: readonly number[]): Promise<Map<number, { all: number; fresh: number }>> {
    return this.inquiries.statusCounts(providerIds);
  }

  async thread(user: AuthUser, inquiryId: number): Promise<InquiryMessage[]> {
    const { inquiry } = await this.participant(user, inquiryId);
    const [records, names] = await Promise.all([
      this.messages.findThread(inquiryId),
      this.sideNames(inquiry),
    ]);
    return records.map((record) => toMessage(record, names));
  }

  /**
   * Adds a message and queues its mail to the other side, both or neither. The provider's first
   * answer moves a new inquiry to "in Bearbeitung".
   */
  async post(user: AuthUser, inquiryId: number, text: string): Promise<InquiryMessage> {
    const { inquiry, side } = await this.participant(user, inquiryId);
    await this.limiter.hit(RATE_RULES.messagesPerUser, String(user.id));
    const names = await this.sideNames(inquiry);
    const customer = (await this.identity.contactsByIds([inquiry.userId])).get(inquiry.userId);
    const sentAt = new Date();
    let firstAnswer = false;
    const id = await this.tx.run(async (manager) => {
      const provider = await this.providers.contactOf(manager, inquiry.anbieterId);
      if (!provider || !customer) throw new InquiryNotFound();
      const messageId = await this.messages.insert(manager, {
        inquiryId,
        vonAnbieter: side === 'provider',
        text,
        gesendetAm: sentAt,
      });
      if (side === 'provider') {
        await this.inquiries.markInProgress(manager, inquiryId);
        firstAnswer = await this.inquiries.markAnswered(manager, inquiryId, sentAt);
      }
      const toCustomer = side === 'provider';
      await this.outbox.enqueue(
        manager,
        threadMessageMail(this.config, {
          messageId,
          to: toCustomer ? customer.email : provider.email,
          greeting: toCustomer ? `${customer.vorname} ${customer.nachname}` : provider.firmenname,
          senderName: toCustomer ? provider.firmenname : names.customer,
          toCustomer,
          providerName: provider.firmenname,
          eventDate: inquiry.eventDatum,
          text,
        }),
      );
      return messageId;
    });
    if (firstAnswer) await this.figures.refresh([inquiry.anbieterId], sentAt);
    return toMessage({ id, vonAnbieter: side === 'provider', text, gesendetAm: sentAt.toISOString() }, names);
  }

  /** The inquiry and the caller's side of it; anybody else gets "not found". */
  private async participant(
    user: AuthUser,
    inquiryId: number,
  ): Promise<{ inquiry: InquiryRecord; side: Side }> {
    const inquiry = await this.inquiries.findById(inquiryId);
    if (!inquiry) throw new InquiryNotFound();
    if (inquiry.userId === user.id) return { inquiry, side: 'customer' };
    if (await this.ownListings.isOwnedBy(user, inquiry.anbieterId)) return { inquiry, side: 'provider' };
    throw new InquiryNotFound();
  }

  private async sideNames(inquiry: InquiryRecord): Promise<{ customer: string; provider: string }> {
    const [customers, providers] = await Promise.all([
      this.identity.contactsByIds([inquiry.userId]),
      this.providers.namesByIds([inquiry.anbieterId]),
    ]);
    const customer = customers.get(inquiry.userId);
    return {
      customer: customer ? `${customer.vorname} ${customer.nachname}` : '',
      provider: providers.get(inquiry.anbieterId) ?? '',
    };
  }
}

function toMessage(record: MessageRecord, names: { customer: string; provider: string }): InquiryMessage {
  return {
    id: record.id,
    von_anbieter: record.vonAnbieter,
    absender: record.vonAnbieter ? names.provider : names.customer,
    text: record.text,
    gesendet_am: record.gesendetAm,
  };
}
