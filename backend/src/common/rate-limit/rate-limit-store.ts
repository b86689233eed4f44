import { Logger } from '@nestjs/common';
import Redis from 'ioredis';

/** Where the fixed-window counters live: this process, or Redis shared by all instances. */
export interface RateLimitStore {
  /** Hits in the current window of `id` (0 when none or expired). */
  count(id: string): Promise<number>;
  /** Adds one hit, starting a window of `windowMs` if none is running; returns the new count. */
  increment(id: string, windowMs: number): Promise<number>;
  reset(id: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private writes = 0;

  async count(id: string): Promise<number> {
    const window = this.windows.get(id);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  async increment(id: string, windowMs: number): Promise<number> {
    const now = Date.now();
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    if (++this.writes % 1000 === 0) {
      for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
    }
    return window.count;
  }

  async reset(id: string): Promise<void> {
    this.windows.delete(id);
  }

  async close(): Promise<void> {}
}

/**
 * Counters in Redis (INCR + PEXPIRE on the first hit), so N app instances share one limit.
 * When Redis is unreachable the limiter fails open and says so in the log: a broken cache must
 * not lock every user out of logging in.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private warned = false;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  async count(id: string): Promise<number> {
    try {
      return Number((await this.redis.get(this.key(id))) ?? 0);
    } catch (error) {
      this.warn(error);
      return 0;
    }
  }

  async increment(id: string, windowMs: number): Promise<number> {
    try {
      const [[, count]] = (await this.redis
        .multi()
        .incr(this.key(id))
        .pexpire(this.key(id), windowMs, 'NX')
        .exec()) as [[Error | null, number], [Error | null, number]];
      return count;
    } catch (error) {
      this.warn(error);
      return 0;
    }
  }

  async reset(id: string): Promise<void> {
    try {
      await this.redis.del(this.key(id));
    } catch (error) {
      this.warn(error);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  private key(id: string): string {
    return `ek:rl:${id}`;
  }

  private warn(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `Redis nicht erreichbar, Ratenbegrenzung vorübergehend aus: ${(error as Error)?.message}`,
    );
    setTimeout(() => (this.warned = false), 60_000).unref();
  }
}
