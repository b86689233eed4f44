import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * Adds entries to a route's Fastify config (read by our hooks: public cache, work budget).
 * Nest's `RouteConfig` replaces the whole object, so two decorators on one route would lose
 * each other's entries; this one merges.
 */
export const RouteConfigEntries =
  (entries: Readonly<Record<string, unknown>>): MethodDecorator =>
  (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, ...entries }, handler);
    return descriptor;
  };
