import { Injectable } from '@nestjs/common';
import { TooManyRequests } from '../errors/domain-error';

export interface RateRule {
  /** Name of what is limited, e.g. `login-ip`. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per rule and key, kept in memory.
 * TODO(scale-out): a Redis store when REDIS_URL is set (decisions.md §5), so limits hold
 * across app instances.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private sweeps = 0;

  /** Throws TooManyRequests when the key has used up the rule's window. */
  check(rule: RateRule, key: string, now = Date.now()): void {
    const window = this.windows.get(`${rule.name}:${key}`);
    if (window && window.resetAt > now && window.count >= rule.limit) {
      throw new TooManyRequests(rule.message);
    }
  }

  /** Counts one hit; throws when this hit goes over the limit. */
  hit(rule: RateRule, key: string, now = Date.now()): void {
    this.check(rule, key, now);
    this.record(rule, key, now);
  }

  /** Counts one event (e.g. a failed login) without checking. */
  record(rule: RateRule, key: string, now = Date.now()): void {
    const id = `${rule.name}:${key}`;
    const window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      this.windows.set(id, { count: 1, resetAt: now + rule.windowMs });
    } else {
      window.count += 1;
    }
    if (++this.sweeps % 1000 === 0) this.sweep(now);
  }

  reset(rule: RateRule, key: string): void {
    this.windows.delete(`${rule.name}:${key}`);
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
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
  formsPerIp: { name: 'forms-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_FORMS },
  inquiriesPerUser: {
    name: 'inquiry-user',
    limit: 30,
    windowMs: HOUR,
    message: 'Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte versuchen Sie es später erneut.',
  },
} satisfies Record<string, RateRule>;
