import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from './install-http-cache';

/** Smaller answers are not worth compressing (the same threshold as @fastify/compress). */
const MIN_BYTES = 1024;
/**
 * Up to this size a JSON answer is compressed in one call on the thread pool: far cheaper than
 * the compression stream @fastify/compress sets up per answer. Larger ones (whole lists,
 * exports) are left to @fastify/compress.
 */
const MAX_WHOLE_BYTES = 256 * 1024;

const BROTLI_OPTIONS = {
  params: {
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    // Quality 2 takes half the time of 4 for about 6 % more bytes on a search answer.
    [zlib.BROTLI_PARAM_QUALITY]: 2,
    [zlib.BROTLI_PARAM_LGWIN]: 18,
  },
};

/**
 * Compresses the API's JSON answers. A search answer is a few kB and nearly every one is new,
 * so per-answer stream set-up would cost more than the search itself.
 * Install after the response cache's hooks (so it stores the uncompressed text).
 */
export function installJsonCompression(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || request.method === 'HEAD') return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload);
    if (payload.length < MIN_BYTES || payload.length > MAX_WHOLE_BYTES) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    const body = Buffer.from(payload, 'utf8');
    const finish = (error: Error | null, compressed: Buffer): void => {
      // A failed compression still answers, uncompressed.
      if (error) return done(null, payload);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    if (encoding === 'br') brotliCompress(body, BROTLI_OPTIONS, finish);
    else gzip(body, finish);
  });
}
