import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TooManyRequests } from '../errors/domain-error';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit-store';

export interface RateRule {
  /** Name of what is limited, e.g. `login-ip`. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Fixed-window counters per rule and key. The store is this process's memory, or Redis when
 * REDIS_URL is set, so that several app instances share one limit (decisions.md §5).
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly store: RateLimitStore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  }

  /** Throws TooManyRequests when the key has used up the rule's window. */
  async check(rule: RateRule, key: string): Promise<void> {
    if ((await this.store.count(this.id(rule, key))) >= rule.limit) throw new TooManyRequests(rule.message);
  }

  /** Counts one hit; throws when this hit goes over the limit. */
  async hit(rule: RateRule, key: string): Promise<void> {
    if ((await this.store.increment(this.id(rule, key), rule.windowMs)) > rule.limit) {
      throw new TooManyRequests(rule.message);
    }
  }

  /** Counts one event (e.g. a failed login) without checking. */
  async record(rule: RateRule, key: string): Promise<void> {
    await this.store.increment(this.id(rule, key), rule.windowMs);
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    await this.store.reset(this.id(rule, key));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  private id(rule: RateRule, key: string): string {
    return `${rule.name}:${key.toLowerCase()}`;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TOO_MANY_FORMS = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** The limits, generous enough that a family behind one address never meets them in normal use. */
export const RATE_RULES = {
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
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
  inquiriesPerUser: {
    name: 'inquiry-user',
    limit: 30,
    windowMs: HOUR,
    message: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
  },
} satisfies Record<string, RateRule>;
