import { RouteConfigEntries } from './route-config';

/**
 * Carries a result page's provider ids from the handler to the statistics hook, and is kept with
 * a cached answer so a cache hit counts too; the hook takes it off before the answer leaves.
 */
export const RESULT_IDS_HEADER = 'x-ek-result-ids';

/** What our counting decorators put into Fastify's per-route config. */
export interface CountingRouteConfig {
  /** A 200 of this route is a view of the provider `:id`. */
  countsProviderView?: boolean;
  /** A 200 of this route names its providers in RESULT_IDS_HEADER: search hits. */
  countsSearchHits?: boolean;
}

export const CountsProviderView = (): MethodDecorator =>
  RouteConfigEntries({ countsProviderView: true } satisfies CountingRouteConfig);

export const CountsSearchHits = (): MethodDecorator =>
  RouteConfigEntries({ countsSearchHits: true } satisfies CountingRouteConfig);
