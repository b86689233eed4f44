import type { FastifyRequest } from 'fastify';
import type { CacheRouteConfig } from './http-cache.decorators';

/**
 * The address a public answer is kept under and a page is rendered for: the path and only the
 * parameters the route reads (`known`), in that order, as the server parsed them. Anything else —
 * `?fbclid=…` from a shared link, `?z=<random>` from someone emptying the cache — changes
 * nothing in the answer, so it must not make a new entry either: each would be read (or rendered)
 * anew, and a single client could keep every page uncached. Built from the parsed query, not the
 * raw text, so an encoded name (`%71=` for `q=`) is the parameter it names and two spellings of one
 * question share their entry.
 */
export function publicAddress(url: string, query: unknown, known: readonly string[]): string {
  const start = url.indexOf('?');
  const path = start < 0 ? url : url.slice(0, start);
  if (start < 0 || known.length === 0 || typeof query !== 'object' || query === null) return path;
  const values = query as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const name of known) {
    if (!Object.hasOwn(values, name)) continue;
    const value = values[name];
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  const kept = params.toString();
  return kept ? `${path}?${kept}` : path;
}

/** The key of a public-cache route's answer (and the address its page is rendered for). */
export function cacheKeyOf(request: FastifyRequest): string {
  const { cacheQuery } = (request.routeOptions.config ?? {}) as CacheRouteConfig;
  return publicAddress(request.url, request.query, cacheQuery ?? []);
}
