import { Inject, Injectable } from '@nestjs/common';
import { berlinToday, type InquiryQuote, type QuoteStatus } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/decorators/access.decorators';
import { RATE_RULES, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { IdentityService } from '../identity';
import {
  bookedElsewhereMail,
  OutboxService,
  type QuoteDecision,
  quoteDecisionMail,
  quoteSentMail,
} from '../mail';
import { OwnListingService, ProviderService } from '../provider';
import { StatisticsService } from '../statistics';
import type { SendQuoteDto } from './dto/quote.dto';
import { InquiryNotFound } from './inquiry.errors';
import { type InquiryRecord, InquiryRepository } from './inquiry.repository';
import {
  InquiryClosed,
  QuoteAlreadyDecided,
  QuoteExpired,
  QuoteNotFound,
  QuoteReplaced,
  QuoteValidityOutOfRange,
} from './quote.errors';
import { type QuoteRecord, QuoteRepository } from './quote.repository';
import { ResponseFiguresService } from './response-figures.service';

/** How a stored quote reads on `today`: one past its last day is expired even before the job ran. */
function visibleStatus(record: QuoteRecord, today: string): QuoteStatus {
  if (record.status === 'offen' && record.validUntil < today) return 'abgelaufen';
  // The latest quote is never `ersetzt`; an older one only shows up in the export.
  return record.status === 'ersetzt' ? 'abgelehnt' : record.status;
}

function toQuote(record: QuoteRecord, today: string): InquiryQuote {
  return {
    id: record.id,
    anfrage_id: record.inquiryId,
    positionen: record.positions,
    summe_cent: record.sumCents,
    gueltig_bis: record.validUntil,
    hinweis: record.note,
    status: visibleStatus(record, today),
    gesendet_am: record.sentAt,
  };
}

/**
 * Quotes that become bookings (issue 25). The owner of the inquiry's listing sends one; its
 * customer accepts or declines it. Everything on one inquiry runs with the inquiry's row locked
 * and decides through conditional updates, so two acceptances at once, or an acceptance and a
 * new quote at once, never make two bookings. To anybody else an inquiry has no quote (404).
 */
@Injectable()
export class QuoteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly inquiries: InquiryRepository,
    private readonly quotes: QuoteRepository,
    private readonly ownListings: OwnListingService,
    private readonly providers: ProviderService,
    private readonly identity: IdentityService,
    private readonly outbox: OutboxService,
    private readonly tx: TransactionRunner,
    private readonly statistics: StatisticsService,
    private readonly figures: ResponseFiguresService,
    private readonly limiter: RateLimiter,
  ) {}

  /** The owner's quote on an inquiry to their listing; it replaces the open one (kept as history). */
  async send(
    user: AuthUser,
    providerId: number,
    inquiryId: number,
    dto: SendQuoteDto,
  ): Promise<InquiryQuote> {
    // Every quote mails the customer: counted with the account's thread messages.
    await this.limiter.hit(RATE_RULES.messagesPerUser, String(user.id));
    const today = berlinToday();
    const sentAt = new Date();
    const sumCents = dto.positionen.reduce((sum, position) => sum + position.betrag_cent, 0);
    let firstAnswer = false;
    const record = await this.tx.run(async (manager) => {
      await this.inquiries.lock(manager, inquiryId);
      await this.ownListings.assertOwned(user, providerId, manager);
      const inquiry = await this.inquiries.findById(inquiryId, manager);
      if (!inquiry || inquiry.anbieterId !== providerId) throw new InquiryNotFound();
      if (inquiry.status === 'gebucht' || inquiry.status === 'abgesagt') {
        throw new InquiryClosed(inquiry.status === 'gebucht');
      }
      if (dto.gueltig_bis < today || dto.gueltig_bis > inquiry.eventDatum) {
        throw new QuoteValidityOutOfRange(today, inquiry.eventDatum);
      }
      const [customer, provider] = await Promise.all([
        this.identity.contactsByIds([inquiry.userId]).then((contacts) => contacts.get(inquiry.userId)),
        this.providers.contactOf(manager, providerId),
      ]);
      if (!customer || !provider) throw new InquiryNotFound();
      const replaced = await this.quotes.closeOpenOf(manager, [inquiryId], 'ersetzt', sentAt);
      const quote = {
        inquiryId,
        positions: dto.positionen.map(({ text, betrag_cent }) => ({ text, betrag_cent })),
        sumCents,
        validUntil: dto.gueltig_bis,
        note: dto.hinweis ?? null,
        sentAt,
      };
      const id = await this.quotes.insert(manager, quote);
      await this.inquiries.setStatus(manager, inquiryId, providerId, 'angebot');
      // A quote is an answer and, unless it replaces one, a new quote in the listing's statistics.
      if (inquiry.status !== 'angebot')
        await this.statistics.recordStatusChange(manager, providerId, 'angebot', sentAt);
      firstAnswer = await this.inquiries.markAnswered(manager, inquiryId, sentAt);
      await this.outbox.enqueue(
        manager,
        quoteSentMail(this.config, {
          quoteId: id,
          customerEmail: customer.email,
          customerName: `${customer.vorname} ${customer.nachname}`,
          providerName: provider.firmenname,
          eventDate: inquiry.eventDatum,
          positions: quote.positions,
          sumCents,
          validUntil: quote.validUntil,
          note: quote.note,
          replaces: replaced > 0,
        }),
      );
      return { ...quote, id, status: 'offen' as const, sentAt: sentAt.toISOString() };
    });
    if (firstAnswer) await this.figures.refresh([providerId], sentAt);
    return toQuote(record, today);
  }

  /** The inquiry's current quote, for its customer and the owner of its listing. */
  async current(user: AuthUser, inquiryId: number): Promise<InquiryQuote> {
    const inquiry = await this.inquiries.findById(inquiryId);
    if (!inquiry) throw new InquiryNotFound();
    if (inquiry.userId !== user.id && !(await this.ownListings.isOwnedBy(user, inquiry.anbieterId))) {
      throw new InquiryNotFound();
    }
    const record = await this.quotes.findLatest(inquiryId);
    if (!record) throw new QuoteNotFound();
    return toQuote(record, berlinToday());
  }

  /**
   * The customer books: the quote is accepted, the inquiry `gebucht`, its day taken in the
   * listing's calendar, the provider told; the customer's other open inquiries for that day end
   * (`abgesagt`) with a friendly word to their providers. All of it or nothing.
   */
  async accept(user: AuthUser, inquiryId: number, seenQuoteId?: number): Promise<InquiryQuote> {
    const today = berlinToday();
    const at = new Date();
    const record = await this.tx.run(async (manager) => {
      const { inquiry, quote } = await this.openQuoteOfCustomer(manager, user, inquiryId, seenQuoteId, today);
      if (!(await this.quotes.decide(manager, quote.id, 'angenommen', today, at))) {
        throw new QuoteReplaced();
      }
      await this.inquiries.setStatus(manager, inquiryId, inquiry.anbieterId, 'gebucht');
      await this.statistics.recordStatusChange(manager, inquiry.anbieterId, 'gebucht', at);
      await this.ownListings.markBooked(manager, inquiry.anbieterId, inquiry.eventDatum);
      await this.tellProvider(manager, user, inquiry, quote, 'accepted');
      await this.cancelOthersOnDay(manager, inquiry, `${user.vorname} ${user.nachname}`, at);
      return { ...quote, status: 'angenommen' as const };
    });
    return toQuote(record, today);
  }

  /** The customer declines; the inquiry stays open for a new quote, and the provider is told. */
  async decline(user: AuthUser, inquiryId: number, seenQuoteId?: number): Promise<InquiryQuote> {
    const today = berlinToday();
    const at = new Date();
    const record = await this.tx.run(async (manager) => {
      const { inquiry, quote } = await this.openQuoteOfCustomer(manager, user, inquiryId, seenQuoteId, today);
      if (!(await this.quotes.decide(manager, quote.id, 'abgelehnt', today, at))) throw new QuoteReplaced();
      await this.tellProvider(manager, user, inquiry, quote, 'declined');
      return { ...quote, status: 'abgelehnt' as const };
    });
    return toQuote(record, today);
  }

  /** The listing's provider hears of the customer's decision (a listing without contact hears nothing). */
  private async tellProvider(
    manager: EntityManager,
    user: AuthUser,
    inquiry: InquiryRecord,
    quote: QuoteRecord,
    decision: QuoteDecision,
  ): Promise<void> {
    const provider = await this.providers.contactOf(manager, inquiry.anbieterId);
    if (!provider) return;
    const data = {
      quoteId: quote.id,
      providerEmail: provider.email,
      providerName: provider.firmenname,
      customerName: `${user.vorname} ${user.nachname}`,
      customerEmail: user.email,
      eventDate: inquiry.eventDatum,
      sumCents: quote.sumCents,
    };
    await this.outbox.enqueue(manager, quoteDecisionMail(this.config, data, decision));
  }

  /** The daily job: open quotes past their last valid day become `abgelaufen`; how many. */
  expireOverdue(today: string, now: Date): Promise<number> {
    return this.tx.run((manager) => this.quotes.expireBefore(manager, today, now));
  }

  /** Every quote on the customer's inquiries, by inquiry id, for the GDPR export. */
  async exportOwn(userId: number): Promise<Map<number, InquiryQuote[]>> {
    const today = berlinToday();
    const all = await this.quotes.findAllOfCustomer(userId);
    return new Map([...all].map(([id, records]) => [id, records.map((record) => toQuote(record, today))]));
  }

  /**
   * The caller's inquiry (locked) and its current quote if it may still be decided: anybody but
   * the customer gets 404; a replaced, expired or decided quote 409.
   */
  private async openQuoteOfCustomer(
    manager: EntityManager,
    user: AuthUser,
    inquiryId: number,
    seenQuoteId: number | undefined,
    today: string,
  ): Promise<{ inquiry: InquiryRecord; quote: QuoteRecord }> {
    await this.inquiries.lock(manager, inquiryId);
    const inquiry = await this.inquiries.findById(inquiryId, manager);
    if (!inquiry || inquiry.userId !== user.id) throw new InquiryNotFound();
    const quote = await this.quotes.findLatest(inquiryId, manager);
    if (!quote) throw new QuoteNotFound();
    if (seenQuoteId !== undefined && seenQuoteId !== quote.id) throw new QuoteReplaced();
    if (quote.status === 'angenommen' || quote.status === 'abgelehnt') {
      throw new QuoteAlreadyDecided(quote.status === 'angenommen');
    }
    if (inquiry.status === 'gebucht' || inquiry.status === 'abgesagt') {
      throw new InquiryClosed(inquiry.status === 'gebucht');
    }
    if (quote.status === 'abgelaufen' || quote.validUntil < today) throw new QuoteExpired(quote.validUntil);
    if (quote.status !== 'offen') throw new QuoteReplaced();
    return { inquiry, quote };
  }

  /**
   * The customer's other open inquiries for the booked day end. Hook for Sammelanfragen (issue 25,
   * part 1): all inquiries of one Sammelanfrage share the customer and the day, so this covers
   * them; should a Sammelanfrage ever span days, add its group id to findOpenOnDay's condition.
   */
  private async cancelOthersOnDay(
    manager: EntityManager,
    booked: InquiryRecord,
    customerName: string,
    at: Date,
  ): Promise<void> {
    const others = await this.inquiries.findOpenOnDay(manager, booked.userId, booked.eventDatum, booked.id);
    if (others.length === 0) return;
    const ids = others.map((other) => other.id);
    await this.inquiries.setStatusOfOpen(manager, ids, 'abgesagt');
    await this.quotes.closeOpenOf(manager, ids, 'abgelehnt', at);
    for (const other of others) {
      const provider = await this.providers.contactOf(manager, other.anbieterId);
      if (!provider) continue;
      await this.outbox.enqueue(
        manager,
        bookedElsewhereMail(this.config, {
          inquiryId: other.id,
          providerEmail: provider.email,
          providerName: provider.firmenname,
          customerName,
          eventDate: booked.eventDatum,
        }),
      );
    }
  }
}
