import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RateLimiter, type RateRule } from './rate-limiter';

/**
 * What expensive work costs in units of the per-client work budget; one unit is about a
 * millisecond of one core here. Cached answers cost nothing (they never reach a handler); a
 * search costs by its words (`queryCost` in directory/search). Numbers and reasoning:
 * docs/decisions.md, "Faire Nutzung".
 */
export const WORK_COSTS = {
  /** A provider list read from memory, filtered and paged. */
  listRead: 2,
  /** Suggestions while typing: one word beginning looked up. */
  suggestion: 1,
  /** A page rendered on the server (the storefront's components and loaders). */
  pageRender: 10,
  /** The sitemap: every public provider and category. */
  sitemap: 10,
  /** Any upload: reading and checking the bytes, answered or refused. */
  photo: 10,
  /** Decoding and converting a photo, by its size (a 12-megapixel photo 48 more). */
  photoPerMegapixel: 4,
} as const;

const MINUTE = 60_000;

/**
 * One client's budget for expensive work, counted per address through the rate limiter (in
 * Redis when several instances share it). Spent, every further charge in the minute answers 429
 * with Retry-After, while cached pages still answer everyone.
 */
@Injectable()
export class WorkBudget {
  private readonly rule: RateRule | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {
    this.rule =
      config.workBudget > 0
        ? {
            name: 'work-client',
            limit: config.workBudget,
            windowMs: MINUTE,
            message:
              'Sie haben in kurzer Zeit sehr viele Suchen oder Seiten abgerufen. Bitte warten Sie einen Moment.',
          }
        : null;
  }

  /** Spends `units` of the client's budget; throws TooManyRequests when they are not left. */
  async charge(client: string, units: number): Promise<void> {
    if (this.rule === null || units <= 0) return;
    // More than a whole budget would never pass; a single request at most empties it.
    await this.limiter.hit(this.rule, client, Math.min(Math.ceil(units), this.rule.limit));
  }
}
