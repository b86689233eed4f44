import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from './install-http-cache';

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress). */
const MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed synchronously. Measured on a search answer (5–60 kB):
 * brotli quality 1 takes 30–60 µs in one call, while handing it to the thread pool costs the
 * event loop 75–100 µs of stream set-up alone (zlib's one-shot async API builds a stream per
 * call), so the "background" compression was the most expensive part of a search.
 */
const MAX_SYNC_BYTES = 64 * 1024;
/**
 * Up to this size an answer is compressed in one call on the thread pool (cheaper than the
 * compression stream @fastify/compress sets up). Larger ones (whole lists, exports, big sitemaps)
 * are left to @fastify/compress.
 */
const MAX_WHOLE_BYTES = 256 * 1024;

const brotliOptions = (quality: number, size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_LGWIN]: 18,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** JSON, server-rendered pages, robots.txt and sitemaps. */
const TEXT_TYPE = /^(?:application\/(?:json|xml)|text\/(?:html|plain))\b/;

/**
 * Compresses the text answers made per request: the API's JSON and the server-rendered pages. A
 * search answer or a page is a few kB and nearly every one is new, so per-answer stream set-up would
 * cost more than the work itself; most are compressed in one synchronous call, the larger ones on
 * the thread pool. Install after the response cache's hooks (so it stores the uncompressed text).
 */
export function installTextCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    // Text, or a JSON answer its route put together as UTF-8 (the search).
    const isText = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (!isText || request.method === 'HEAD') return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !TEXT_TYPE.test(type)) return done(null, payload);
    if (payload.length < MIN_BYTES || payload.length > MAX_WHOLE_BYTES) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    const send = (compressed: Buffer): void => {
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    if (body.length <= MAX_SYNC_BYTES) {
      // Brotli's quality 1 has a fast path of its own: half the time of 2 for a few % more bytes.
      return send(
        encoding === 'br'
          ? brotliCompressSync(body, brotliOptions(1, body.length))
          : gzipSync(body, { level: 1 }),
      );
    }
    const finish = (error: Error | null, compressed: Buffer): void => {
      // A failed compression still answers, uncompressed.
      if (error) return done(null, payload);
      send(compressed);
    };
    if (encoding === 'br') brotliCompress(body, brotliOptions(2, body.length), finish);
    else gzip(body, finish);
  });
}
