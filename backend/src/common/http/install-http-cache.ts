import { SPELLING_SUGGESTION_HEADER, TOTAL_COUNT_HEADER } from '@event-kompass/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheRouteConfig } from './http-cache.decorators';
import { RESULT_IDS_HEADER } from './listing-counters';
import { cacheKeyOf } from './page-address';
import type { ContentEncoding, CachedResponse, PublicResponseCache } from './public-response-cache';

/**
 * Browsers and proxies may keep a public answer but must ask again each time; the question
 * costs a 304 from memory. Fresh-for-N-seconds would show an admin's own edit late.
 */
const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Up to this size a kept answer is compressed at once, in the request (a few ms at most); a larger
 * one (a big sitemap) goes out through the compression stream and is compressed on its first hit.
 */
const MAX_STORE_COMPRESS_BYTES = 256 * 1024;

/** The catalog version a cache miss was read under, so its answer can be stored afterwards. */
const READ_VERSION = Symbol('publicCacheReadVersion');
type CacheableRequest = FastifyRequest & { [READ_VERSION]?: number };

function routeConfig(request: FastifyRequest): CacheRouteConfig {
  return (request.routeOptions.config ?? {}) as CacheRouteConfig;
}

/** `If-None-Match` may list several tags, weak or strong; weak comparison is right for GET. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** br before gzip, honouring `q=0`; anything else goes out uncompressed. */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Headers of an answer that describe its body (set by handlers), kept with it in the cache; the
 * type, because pages, robots.txt and the sitemap are kept beside the JSON.
 */
const ANSWER_HEADERS = [
  TOTAL_COUNT_HEADER,
  SPELLING_SUGGESTION_HEADER,
  RESULT_IDS_HEADER,
  'content-type',
].map((name) => name.toLowerCase());

function answerHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ANSWER_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}

function cacheHeaders(reply: FastifyReply, entry: CachedResponse): void {
  // Vary (Accept-Encoding, Origin) is already set by the hooks every answer passes.
  reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
}

/**
 * The public response cache in front of Nest: a hit is answered in a Fastify hook, before
 * guards, pipes and the handler; a miss goes through and its answer is kept. Every write that
 * may change a public answer empties the cache before its response leaves.
 * Hooks must be installed before Nest registers its routes.
 */
export function installHttpCache(fastify: FastifyInstance, cache: PublicResponseCache): void {
  // preHandler, not onRequest: CORS and the security headers (onRequest hooks) still apply to hits.
  fastify.addHook('preHandler', (request: CacheableRequest, reply, done) => {
    if (!routeConfig(request).publicCache || (request.method !== 'GET' && request.method !== 'HEAD'))
      return done();
    const entry = cache.lookup(cacheKeyOf(request));
    if (!entry) {
      request[READ_VERSION] = cache.version;
      return done();
    }
    cacheHeaders(reply, entry);
    if (matchesTag(request.headers['if-none-match'], entry.etag)) {
      void reply.code(304).send();
      return;
    }
    const { body, encoding } = cache.body(entry, preferredEncoding(request.headers['accept-encoding']));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    void reply.type(entry.headers['content-type'] ?? JSON_TYPE).send(body);
  });

  fastify.addHook('onSend', (request: CacheableRequest, reply, payload, done) => {
    const readVersion = request[READ_VERSION];
    if (readVersion !== undefined) {
      const key = cacheKeyOf(request);
      if (
        reply.statusCode === 200 &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        cache.admits(key)
      ) {
        const entry = cache.store(key, readVersion, payload, answerHeaders(reply));
        cacheHeaders(reply, entry);
        // Compressed once, as the cache keeps it: the answers to come are hits on that very form.
        const wanted = preferredEncoding(request.headers['accept-encoding']);
        if (
          wanted !== 'identity' &&
          request.method !== 'HEAD' &&
          payload.length <= MAX_STORE_COMPRESS_BYTES
        ) {
          const { body, encoding } = cache.body(entry, wanted);
          if (encoding !== 'identity') {
            reply.header('content-encoding', encoding).removeHeader('content-length');
            return done(null, body);
          }
        }
      }
    } else if (!READ_METHODS.has(request.method) && !routeConfig(request).catalogNeutral) {
      const status = reply.statusCode;
      // A refused write changed nothing; a 5xx may have, halfway.
      if (status < 400 || status >= 500) cache.invalidate();
    }
    // Personal and admin answers must stay out of shared and browser caches (finding 6); public
    // reads that were not kept are still revalidated like the kept ones.
    if (
      !reply.hasHeader('cache-control') &&
      (request.url.startsWith('/api/') || routeConfig(request).publicCache)
    ) {
      reply.header('cache-control', routeConfig(request).publicCache ? CACHE_CONTROL : 'no-store');
    }
    done(null, payload);
  });
}
