import { Inject, Injectable } from '@nestjs/common';
import { berlinToday, type ReportTarget } from '@event-kompass/shared-types';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { IdentityService } from '../identity';
import { type MailContext, moderationDecisionMail, OutboxService } from '../mail';
import { ProviderService } from '../provider';
import { type ReportedReview, ReviewService } from '../review';

/** The removed content as the decision finds it: whom to tell, what to name. */
export interface Affected {
  to: string;
  greeting: string;
  firmenname: string;
  review: ReportedReview | null;
}

/** What was decided, for the statement of reasons. */
export interface RemovalDecision {
  /** The `reports` row that records the decision (its id names the mail). */
  reportId: number;
  art: ReportTarget;
  at: Date;
  begruendung: string;
  rechtsgrundlage: string;
  /** False: an admin acted without a report. */
  onNotice: boolean;
  listingDeleted?: boolean;
}

/**
 * The statement of reasons (DSA Art. 17) to whoever's content an admin removed, the same for a
 * decision on a report and for a removal on the admin's own initiative.
 */
@Injectable()
export class StatementsOfReasons {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reviews: ReviewService,
    private readonly providers: ProviderService,
    private readonly identity: IdentityService,
    private readonly outbox: OutboxService,
  ) {}

  get mailContext(): MailContext {
    return this.config;
  }

  /**
   * Who the content belongs to, read in the deciding transaction before anything changes; null
   * when it is gone or nobody can be told (a review whose author deleted their account).
   */
  async findAffected(manager: EntityManager, art: ReportTarget, id: number): Promise<Affected | null> {
    if (art === 'anbieter') {
      const provider = await this.providers.contactOf(manager, id);
      if (!provider) return null;
      return {
        to: provider.email,
        greeting: provider.firmenname,
        firmenname: provider.firmenname,
        review: null,
      };
    }
    const review = await this.reviews.findReported(manager, id);
    if (!review) return null;
    const provider = await this.providers.contactOf(manager, review.anbieterId);
    if (review.userId === null) return null;
    const author = (await this.identity.contactsByIds([review.userId])).get(review.userId);
    if (!author) return null;
    return { to: author.email, greeting: author.vorname, firmenname: provider?.firmenname ?? '', review };
  }

  /** Queues the statement to the affected party in the deciding transaction. */
  async send(manager: EntityManager, affected: Affected, decision: RemovalDecision): Promise<void> {
    await this.outbox.enqueue(
      manager,
      moderationDecisionMail(this.mailContext, {
        reportId: decision.reportId,
        to: affected.to,
        greeting: affected.greeting,
        art: decision.art,
        firmenname: affected.firmenname,
        review: affected.review && {
          date: berlinToday(affected.review.erstelltAm),
          sterne: affected.review.sterne,
          kommentar: affected.review.kommentar,
        },
        decidedOn: berlinToday(decision.at),
        begruendung: decision.begruendung,
        rechtsgrundlage: decision.rechtsgrundlage,
        onNotice: decision.onNotice,
        listingDeleted: decision.listingDeleted,
      }),
    );
  }
}
