import { RouteConfigEntries } from './route-config';

/** What our decorators put into Fastify's per-route config, read by the cache hooks. */
export interface CacheRouteConfig {
  /** The answer is the same for everyone and may be served from the public response cache. */
  publicCache?: boolean;
  /** The query parameters a public-cache route reads; the rest are left out of its cache key. */
  cacheQuery?: readonly string[];
  /** A write that cannot change any publicly cached answer (an inquiry, a login, …). */
  catalogNeutral?: boolean;
}

/**
 * A public read served from memory until the catalog changes. Only for @Public() routes whose
 * answer depends on nothing but the path and the `query` parameters named (every other parameter
 * is ignored by the route and left out of the key): a hit skips guards and handler.
 */
export const PublicCache = (query: readonly string[] = []): MethodDecorator =>
  RouteConfigEntries({ publicCache: true, cacheQuery: query } satisfies CacheRouteConfig);

/**
 * Every successful write empties the public cache unless it is marked with this. Forgetting the
 * mark costs a refill; a wrong mark would serve stale pages, so mark only what truly cannot
 * change a public answer.
 */
export const CatalogNeutral = (): MethodDecorator =>
  RouteConfigEntries({ catalogNeutral: true } satisfies CacheRouteConfig);
