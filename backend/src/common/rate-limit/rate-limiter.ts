import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { closeRedis, openRedis } from '../redis/redis-client';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TooManyRequests } from '../errors/domain-error';
import { hasSiblings } from '../../cluster/sibling-notices';

export interface RateRule {
  /** Name of what is limited, e.g. `login-ip`. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** How often a Redis outage is mentioned in the log while it lasts. */
const REDIS_WARNING_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters per rule and key on rate-limiter-flexible. They live in this process,
 * in the cluster's primary when several processes share the port (WEB_CONCURRENCY) without
 * Redis, or in Redis when REDIS_URL is set, so that several app instances share one limit
 * (docs/decisions.md: Mehrere Instanzen). While Redis is unreachable each instance counts in its own memory
 * (the insurance limiter): limits then hold per instance instead of not at all, and nobody is
 * locked out because a cache broke.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('Ratenbegrenzung');
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis: Redis | null = null;
  private readonly keyPrefix: string;
  private lastWarningAt = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keyPrefix = `${config.redisPrefix}:rl`;
    if (!config.redisUrl) return;
    // While Redis is away a call fails at once and the insurance limiter counts.
    this.redis = openRedis(config.redisUrl);
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  /** Counts one hit (or `points` for one that weighs more); throws when it goes over the limit. */
  async hit(rule: RateRule, key: string, points = 1): Promise<void> {
    try {
      await this.limiterFor(rule).consume(this.id(key), points);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rule, rejection);
      throw rejection;
    }
  }

  /** Takes one counted hit back (an attempt that turned out not to be what the rule limits). */
  async refund(rule: RateRule, key: string): Promise<void> {
    await this.limiterFor(rule).reward(this.id(key));
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    await this.limiterFor(rule).delete(this.id(key));
  }

  onApplicationShutdown(): Promise<void> {
    return closeRedis(this.redis);
  }

  private limiterFor(rule: RateRule): RateLimiterAbstract {
    const signature = `${rule.name}|${rule.limit}|${rule.windowMs}`;
    let limiter = this.limiters.get(signature);
    if (limiter) return limiter;
    const options = {
      keyPrefix: `${this.keyPrefix}:${rule.name}`,
      points: rule.limit,
      duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
    };
    if (this.redis) {
      limiter = new RateLimiterRedis({
        ...options,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    } else if (hasSiblings()) {
      limiter = new RateLimiterCluster({ ...options, timeoutMs: 3000 });
    } else {
      limiter = new RateLimiterMemory(options);
    }
    this.limiters.set(signature, limiter);
    return limiter;
  }

  private id(key: string): string {
    return key.toLowerCase();
  }

  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarningAt < REDIS_WARNING_INTERVAL_MS) return;
    this.lastWarningAt = now;
    this.logger.warn(`Redis nicht erreichbar, Grenzen gelten vorerst je Instanz: ${error.message}`);
  }
}

/** The key of a rule counted per account (its e-mail address) and client address together. */
export function accountAndClient(email: string, ip: string): string {
  return `${email.trim()}|${ip}`;
}

function tooMany(rule: RateRule, state: RateLimiterRes): TooManyRequests {
  return new TooManyRequests(rule.message, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOO_MANY_FORMS = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** The limits, generous enough that a family behind one address never meets them in normal use. */
export const RATE_RULES = {
  /**
   * Logins and reset requests count per account AND client, so an attacker guessing from their
   * address locks out only themselves, never the owner at another address. Per client alone they
   * stop one address from spraying many accounts; per account alone (higher) they bound guessing
   * from many addresses. Reaching that one takes many addresses, and even then the owner gets in:
   * every reset mail carries a link that logs in and clears the account's login counts
   * (docs/decisions.md: Keine Aussperrung).
   */
  loginFailuresPerAccountAndClient: {
    name: 'login-account-client',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  },
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 50,
    windowMs: 15 * MINUTE,
    message:
      'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte versuchen Sie es in 15 Minuten erneut oder setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück.',
  },
  loginFailuresPerIp: {
    name: 'login-ip',
    limit: 50,
    windowMs: 15 * MINUTE,
    message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  },
  registrationsPerIp: {
    name: 'register-ip',
    limit: 20,
    windowMs: HOUR,
    message: 'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
  },
  /** Each public form counts on its own, so a contact message never blocks a renewal. */
  applicationsPerIp: { name: 'application-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_FORMS },
  contactPerIp: { name: 'contact-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_FORMS },
  renewalPerIp: { name: 'renewal-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_FORMS },
  reportsPerIp: { name: 'report-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_FORMS },
  /** Changing e-mail or password needs the current password: guessing it is limited like a login. */
  accountChangesPerUser: {
    name: 'account-change-user',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  },
  /**
   * Counted per address whether or not an account has it, so the answer reveals nothing. One client
   * asking again and again for the same address blocks only itself. The cap per address alone
   * bounds the mails to that mailbox; it cannot keep the owner from a working link: it is only
   * reached by sending the owner links, and each stays valid for 60 minutes, as long as the
   * window that counts it (fixed windows: every link of a window outlives the window's block).
   */
  passwordResetsPerEmailAndClient: {
    name: 'password-reset-email-client',
    limit: 3,
    windowMs: HOUR,
    message:
      'Für diese E-Mail-Adresse wurden gerade schon Links angefordert. Bitte versuchen Sie es in einer Stunde erneut.',
  },
  passwordResetsPerEmail: {
    name: 'password-reset-email',
    limit: 10,
    windowMs: HOUR,
    message:
      'Für diese E-Mail-Adresse wurden gerade schon mehrere Links verschickt. Bitte nutzen Sie den Link aus einer dieser E-Mails oder versuchen Sie es in einer Stunde erneut.',
  },
  passwordResetsPerIp: {
    name: 'password-reset-ip',
    limit: 20,
    windowMs: HOUR,
    message: 'Zu viele Anfragen von dieser Adresse. Bitte versuchen Sie es später erneut.',
  },
  confirmationMailsPerUser: {
    name: 'confirmation-mail-user',
    limit: 5,
    windowMs: HOUR,
    message: 'Sie haben gerade schon Links angefordert. Bitte versuchen Sie es in einer Stunde erneut.',
  },
  /** Links from mails are 256 bits, but trying them still costs a statement each. */
  accountLinksPerIp: {
    name: 'account-link-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  },
  inquiriesPerUser: {
    name: 'inquiry-user',
    limit: 30,
    windowMs: HOUR,
    message: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
  },
  /** Thread messages and review replies: a conversation, not a mailing list. */
  messagesPerUser: {
    name: 'message-user',
    limit: 60,
    windowMs: HOUR,
    message:
      'Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
  },
} satisfies Record<string, RateRule>;
