import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { ACCESS_KEY, type AccessLevel } from '../../src/common/decorators/access.decorators';
import type { TestApp } from './test-app';

export interface RouteInfo {
  method: string;
  path: string;
  handler: string;
  /** The Nest module whose controller answers it (`WorkspaceModule`). */
  module: string;
  access: AccessLevel | undefined;
  /** The DTO class its `@Body()` is validated against, when it takes a JSON body. */
  body: (new () => object) | undefined;
}

function asList(value: unknown): string[] {
  if (value === undefined || value === null) return [''];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** The class of the handler's `@Body()` parameter, from the metadata Nest's pipes read. */
function bodyType(controller: object, name: string): RouteInfo['body'] {
  const args: Record<string, { index: number }> | undefined = Reflect.getMetadata(
    ROUTE_ARGS_METADATA,
    controller.constructor,
    name,
  );
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', controller, name) ?? [];
  const entry = Object.entries(args ?? {}).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`));
  const type = entry ? types[entry[1].index] : undefined;
  return typeof type === 'function' && type !== Object ? (type as RouteInfo['body']) : undefined;
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
              module: module.metatype.name,
              access,
              body: bodyType(prototype, name),
            });
          }
        }
      }
    }
  }
  return routes;
}

/** The names of its path parameters (`:id` → `id`). */
export function pathParams(route: RouteInfo): string[] {
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}

/** The fields its body DTO accepts (everything else is refused by the validation pipe). */
export function bodyFields(route: RouteInfo): string[] {
  if (!route.body) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(route.body, '', true, false);
  return [...new Set(metadata.map((entry) => entry.propertyName))].sort();
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
