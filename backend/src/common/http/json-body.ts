import type { FastifyInstance } from 'fastify';
import { DomainError, InvalidInput } from '../errors/domain-error';

/**
 * The one address that takes a form: a mail client's one-click unsubscribe (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` as a form (or multipart, which the upload parser accepts). Its
 * token is in the URL, so the form's content is read and dropped.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';
const UNSUPPORTED_TYPE = 'Dieser Inhaltstyp wird nicht unterstützt.';

/**
 * Deeper than any request body of this API (the deepest is an object holding an array of
 * values); well below where validation and serialisation would exhaust the stack.
 */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'Die Anfrage ist zu tief verschachtelt.';

/** Nesting depth of a parsed JSON value, stopping as soon as it passes `limit` (no recursion). */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Request bodies are JSON (file uploads add multipart later) and nothing else: a form or plain
 * text gets 415. JSON goes through Fastify's own parser (which refuses `__proto__` and
 * `constructor` tricks), then a depth check: 5 000 nested arrays are 10 kB of JSON that used to
 * reach validation and end in a stack overflow (500).
 */
export function installJsonBodyParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // The default parser answers through `done`; its return value carries nothing.
    void parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) return done(new InvalidInput(TOO_DEEP_MESSAGE), undefined);
      done(null, value);
    });
  });
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, _body, done) => {
      if (request.url.split('?')[0] !== ONE_CLICK_UNSUBSCRIBE_PATH) {
        return done(new DomainError('unsupported_media', UNSUPPORTED_TYPE), undefined);
      }
      done(null, undefined);
    },
  );
}
