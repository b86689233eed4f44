import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TooManyRequests } from '../errors/domain-error';
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
/** Clients remembered as spent; beyond this the expired ones are forgotten (or all, if none is). */
const MAX_SPENT_CLIENTS = 10_000;
export const WORK_BUDGET_MESSAGE =
  'Sie haben in kurzer Zeit sehr viele Suchen oder Seiten abgerufen. Bitte warten Sie einen Moment.';

/**
 * One client's budget for expensive work, counted per address through the rate limiter (in
 * Redis when several instances share it). Spent, every further charge in the minute answers 429
 * with Retry-After, while cached pages still answer everyone.
 */
@Injectable()
export class WorkBudget {
  private readonly rule: RateRule | null;
  /**
   * Until when each client that spent its budget is refused (ms), as this process learnt it: the
   * refusals that follow are answered before the request reaches Nest (installWorkBudgetGate),
   * because 16 connections of full-pipeline 429s still queued every other visitor behind them.
   */
  private readonly spentUntil = new Map<string, number>();

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
            message: WORK_BUDGET_MESSAGE,
          }
        : null;
  }

  /** False with `WORK_BUDGET=0`: nothing is charged. */
  get enabled(): boolean {
    return this.rule !== null;
  }

  /** Spends `units` of the client's budget; throws TooManyRequests when they are not left. */
  async charge(client: string, units: number): Promise<void> {
    if (this.rule === null || units <= 0) return;
    try {
      // More than a whole budget would never pass; a single request at most empties it.
      await this.limiter.hit(this.rule, client, Math.min(Math.ceil(units), this.rule.limit));
    } catch (error) {
      if (error instanceof TooManyRequests && error.retryAfterSeconds) {
        this.rememberSpent(client, Date.now() + error.retryAfterSeconds * 1000);
      }
      throw error;
    }
  }

  /** Whole seconds until a client this process saw spend its budget may spend again; null: now. */
  secondsUntilRefill(client: string): number | null {
    const until = this.spentUntil.get(client);
    if (until === undefined) return null;
    const left = until - Date.now();
    if (left <= 0) {
      this.spentUntil.delete(client);
      return null;
    }
    return Math.ceil(left / 1000);
  }

  private rememberSpent(client: string, until: number): void {
    if (this.spentUntil.size >= MAX_SPENT_CLIENTS) {
      const now = Date.now();
      for (const [known, end] of this.spentUntil) if (end <= now) this.spentUntil.delete(known);
      if (this.spentUntil.size >= MAX_SPENT_CLIENTS) this.spentUntil.clear();
    }
    this.spentUntil.set(client, until);
  }
}
