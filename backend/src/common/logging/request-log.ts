import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppLogger } from './app-logger';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or client may hand us as its id: short, and safe to echo and to log unquoted. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: keeps the id a proxy or client sent in `X-Request-Id` (so one request
 * can be followed through several services), otherwise a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path without the query string (see AppLogger.request). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Echoes the request id on every answer (an onRequest hook runs before cached answers, 404s and
 * errors alike) and logs one line per finished request. Install before the public response
 * cache, so its hits carry the header too.
 */
export function installRequestLog(fastify: FastifyInstance, logger: AppLogger, logRequests: boolean): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    logger.close();
    done();
  });
  if (!logRequests || !logger.logsRequests) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.request(request.id, request.method, pathOf(request.url), reply.statusCode, reply.elapsedTime);
    done();
  });
}
