import { randomUUID, createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { berlinToday } from '../time/calendar';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One cached answer: the JSON text and its compressed forms, made on first demand. */
export interface CachedResponse {
  readonly key: string;
  readonly etag: string;
  readonly identity: Buffer;
  readonly storedAt: number;
  readonly version: number;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Enough for every provider page of a large region; the byte bound below usually bites first. */
const MAX_ENTRIES = 50_000;
const MAX_BYTES = 48 * 1024 * 1024;
/**
 * The upper bound of staleness when another instance's change notice cannot reach us (several
 * instances without Redis, or Redis down). One instance, or Redis up, is never stale.
 */
const MAX_AGE_MS = 30_000;
const CHANNEL = 'event-kompass:catalog-changed';

/**
 * The public response cache: serialized answers of public reads, keyed by URL, valid while the
 * catalog version they were read under is current. Any write that may change a public answer
 * bumps the version (see installHttpCache); with REDIS_URL every instance hears of it.
 * The Berlin day is part of the version, because listings go public and offline by date.
 */
@Injectable()
export class PublicResponseCache implements OnApplicationShutdown {
  private readonly logger = new Logger('Antwortcache');
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private currentVersion = 0;
  private day = berlinToday();
  private dayCheckedAt = Date.now();
  private readonly instanceId = randomUUID();
  private readonly publisher: Redis | null = null;
  private readonly subscriber: Redis | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false } as const;
    this.publisher = new Redis(config.redisUrl, options);
    this.subscriber = new Redis(config.redisUrl, { ...options, enableOfflineQueue: true });
    const warn = (error: Error): void => this.logger.warn(`Redis: ${error.message}`);
    this.publisher.on('error', warn);
    this.subscriber.on('error', warn);
    // After a reconnect we may have missed notices: start over.
    this.subscriber.on('ready', () => this.clear());
    this.subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== this.instanceId) this.clear();
    });
    this.subscriber.subscribe(CHANNEL).catch(warn);
  }

  /** The version a read must remember before it touches the database. */
  get version(): number {
    this.checkDay();
    return this.currentVersion;
  }

  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version || Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.remove(key, entry);
      return undefined;
    }
    return entry;
  }

  /** Stores an answer read under `version`; one read under an older version is dropped. */
  store(key: string, version: number, body: string): CachedResponse {
    const identity = Buffer.from(body, 'utf8');
    const entry: CachedResponse = {
      key,
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      storedAt: Date.now(),
      version,
    };
    if (version !== this.version || identity.length > MAX_BYTES / 8) return entry;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, entry);
    this.bytes += identity.length;
    this.evict();
    return entry;
  }

  /** The body in the given encoding, compressed once and kept. */
  body(entry: CachedResponse, encoding: ContentEncoding): { body: Buffer; encoding: ContentEncoding } {
    if (encoding === 'identity' || entry.identity.length < COMPRESS_THRESHOLD_BYTES)
      return { body: entry.identity, encoding: 'identity' };
    let compressed = entry[encoding];
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? brotliCompressSync(entry.identity, {
              // Quality 5 compresses a 100 kB list in a few milliseconds, close to the best ratio.
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : gzipSync(entry.identity);
      entry[encoding] = compressed;
      if (this.entries.get(entry.key) === entry) this.bytes += compressed.length;
      this.evict();
    }
    return { body: compressed, encoding };
  }

  /** A write changed (or may have changed) what the public sees. */
  invalidate(): void {
    this.clear();
    this.publisher?.publish(CHANNEL, this.instanceId).catch((error: Error) => {
      this.logger.warn(`Änderungshinweis an andere Instanzen fehlgeschlagen: ${error.message}`);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())),
    );
  }

  private clear(): void {
    this.currentVersion += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Listings start and end on Berlin days; checking the clock once a second is plenty. */
  private checkDay(): void {
    const now = Date.now();
    if (now - this.dayCheckedAt < 1000) return;
    this.dayCheckedAt = now;
    const today = berlinToday(new Date(now));
    if (today !== this.day) {
      this.day = today;
      this.clear();
    }
  }

  private remove(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.bytes -= entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }

  /** Oldest first: Map keeps insertion order. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) return;
      this.remove(key, entry);
    }
  }
}
