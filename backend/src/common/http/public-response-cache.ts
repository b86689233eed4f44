import { hash, randomUUID } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { closeRedis, openRedis } from '../redis/redis-client';
import { hasSiblings, noticeSiblings, onSiblingNotice } from '../../cluster/sibling-notices';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { berlinToday } from '@event-kompass/shared-types';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** One cached answer: the text and its compressed forms, made on first demand. */
export interface CachedResponse {
  readonly key: string;
  readonly etag: string;
  /**
   * The uncompressed text. A larger answer keeps only its brotli form once that is made (nearly
   * every client asks for it), and the text is unpacked from it for the few that do not.
   */
  identity?: Buffer;
  /** Of the uncompressed text. */
  readonly length: number;
  readonly storedAt: number;
  readonly version: number;
  /** Headers that belong to the answer (a list's `X-Total-Count`), sent again with each hit. */
  readonly headers: Readonly<Record<string, string>>;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * From this size on an answer is kept as brotli only: a server-rendered page is ≈ 9 kB as text and
 * 3 kB as brotli, so three times as many pages fit (7 000 providers' pages in ≈ 24 MB).
 */
const BROTLI_ONLY_BYTES = 4 * 1024;
/** Enough for every provider page of a large region; the byte bound below usually bites first. */
const MAX_ENTRIES = 50_000;
/**
 * Measured with broad searches at 100 000 providers (docs/benchmarks.md, issue 23): 48 MB held
 * 3.4 % of the answers as hits and cost 15–20 MB more RSS at the peak than 24 MB with 2.0 %; an
 * evicted answer also stays in memory until the next full collection.
 */
const MAX_BYTES = 24 * 1024 * 1024;
/**
 * The upper bound of staleness when another instance's change notice cannot reach us (several
 * instances without Redis, or Redis down). One instance, or Redis up, is never stale.
 */
const MAX_AGE_MS = 30_000;
/** URLs with a query remembered as asked once; forgotten all at once when full. */
const MAX_SEEN_ONCE = 20_000;

/**
 * The public response cache: serialized answers of public reads, keyed by URL, valid while the
 * catalog version they were read under is current. Any write that may change a public answer
 * bumps the version (see installHttpCache); with REDIS_URL every instance hears of it, and
 * without it the other server processes of a cluster (WEB_CONCURRENCY) do.
 * The Berlin day is part of the version, because listings go public and offline by date.
 */
@Injectable()
export class PublicResponseCache implements OnApplicationShutdown {
  private readonly logger = new Logger('Antwortcache');
  private readonly entries = new Map<string, CachedResponse>();
  private readonly seenOnce = new Set<string>();
  private bytes = 0;
  private currentVersion = 0;
  private day = berlinToday();
  private dayCheckedAt = Date.now();
  private readonly instanceId = randomUUID();
  private readonly publisher: Redis | null = null;
  private readonly subscriber: Redis | null = null;
  private readonly channel: string;
  /** Without Redis, the other processes of this machine's cluster hear of changes this way. */
  private readonly siblings: boolean;
  private readonly stopListening: () => void = () => undefined;
  private readonly enabled: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.publicAnswerCache;
    this.channel = `${config.redisPrefix}:catalog-changed`;
    this.siblings = !config.redisUrl && hasSiblings();
    if (this.siblings) this.stopListening = onSiblingNotice(this.channel, () => this.clear());
    if (!config.redisUrl) return;
    this.publisher = openRedis(config.redisUrl);
    this.subscriber = openRedis(config.redisUrl, { offlineQueue: true });
    const warn = (error: Error): void => this.logger.warn(`Redis: ${error.message}`);
    this.publisher.on('error', warn);
    this.subscriber.on('error', warn);
    // After a reconnect we may have missed notices: start over.
    this.subscriber.on('ready', () => this.clear());
    this.subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== this.instanceId) this.clear();
    });
    this.subscriber.subscribe(this.channel).catch(warn);
  }

  /**
   * Whether an answer for `key` is worth keeping. Answers to URLs with a query (searches,
   * filtered lists) are nearly all asked once: keeping each would push out the answers that are
   * asked again and cost a copy and a hash per request. Such a URL is kept from its second
   * request on (a "doorkeeper" remembers URLs seen once); plain URLs are kept at once.
   */
  admits(key: string): boolean {
    if (!this.enabled) return false;
    if (!key.includes('?')) return true;
    if (this.seenOnce.has(key)) return true;
    if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.clear();
    this.seenOnce.add(key);
    return false;
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
  store(
    key: string,
    version: number,
    body: string | Buffer,
    headers: Readonly<Record<string, string>> = {},
  ): CachedResponse {
    const identity = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const entry: CachedResponse = {
      key,
      // One-shot hashing: a fresh search answer is stored with nearly every request.
      etag: `W/"${hash('sha1', identity, 'base64url')}"`,
      identity,
      length: identity.length,
      storedAt: Date.now(),
      version,
      headers,
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
    if (encoding === 'identity' || entry.length < COMPRESS_THRESHOLD_BYTES)
      return { body: plainText(entry), encoding: 'identity' };
    let compressed = entry[encoding];
    if (!compressed) {
      const text = plainText(entry);
      compressed =
        encoding === 'br'
          ? brotliCompressSync(text, {
              // Quality 5 compresses a 100 kB list in a few milliseconds, close to the best ratio.
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : gzipSync(text);
      entry[encoding] = compressed;
      const kept = this.entries.get(entry.key) === entry;
      if (kept) this.bytes += compressed.length;
      if (encoding === 'br' && entry.identity && entry.length >= BROTLI_ONLY_BYTES) {
        entry.identity = undefined;
        if (kept) this.bytes -= entry.length;
      }
      this.evict();
    }
    return { body: compressed, encoding };
  }

  /** A write changed (or may have changed) what the public sees. */
  invalidate(): void {
    this.clear();
    if (this.siblings) noticeSiblings(this.channel);
    this.publisher?.publish(this.channel, this.instanceId).catch((error: Error) => {
      this.logger.warn(`Änderungshinweis an andere Instanzen fehlgeschlagen: ${error.message}`);
    });
  }

  get size(): number {
    return this.entries.size;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    await Promise.all([closeRedis(this.publisher), closeRedis(this.subscriber)]);
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
    this.bytes -= (entry.identity?.length ?? 0) + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);
  }

  /** Oldest first: Map keeps insertion order. */
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) return;
      this.remove(key, entry);
    }
  }
}

/** An answer's text, unpacked from its brotli form when only that is kept. */
function plainText(entry: CachedResponse): Buffer {
  // A kept answer always has one of the two (see body()).
  return entry.identity ?? brotliDecompressSync(entry.br!);
}
