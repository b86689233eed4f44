import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_KEY, type AccessLevel } from '../../src/common/decorators/access.decorators';
import type { TestApp } from './test-app';

export interface RouteInfo {
  method: string;
  path: string;
  handler: string;
  access: AccessLevel | undefined;
}

function asList(value: unknown): string[] {
  if (value === undefined || value === null) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/**
 * Every route Nest registered, read from the same metadata Nest routes by, so routes added
 * by any module later are checked without touching this file.
 */
export function collectRoutes(t: TestApp): RouteInfo[] {
  const reflector = t.app.get(Reflector);
  const routes: RouteInfo[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller?.prototype) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        if (name === 'constructor') continue;
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const methodNumber: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        const paths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (methodNumber === undefined || paths === undefined) continue;
        const method = methodNumber === RequestMethod.ALL ? 'GET' : RequestMethod[methodNumber];
        const access = reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
          handler as () => unknown,
          controller,
        ]);
        for (const prefix of prefixes) {
          for (const path of asList(paths)) {
            routes.push({
              method,
              path: joinPath(prefix, path),
              handler: `${controller.name}.${name}`,
              access,
            });
          }
        }
      }
    }
  }
  return routes;
}

/** Dummy ids in path parameters: the guard must answer before anything looks at them. */
export function concrete(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\([^)]*\))?\??/g, '999999');
}

export function requestRoute(t: TestApp, route: RouteInfo, token?: string) {
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return t.http<{ msg?: string }>(route.method, concrete(route.path), {
    token,
    ...(withBody ? { body: {} } : {}),
  });
}
