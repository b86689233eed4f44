import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_KEY, type AccessLevel } from '../src/common/decorators/access.decorators';
import { registerUser, type TestUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

interface RouteInfo {
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
function collectRoutes(t: TestApp): RouteInfo[] {
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
function concrete(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+(\([^)]*\))?\??/g, '999999');
}

function request(t: TestApp, route: RouteInfo, token?: string) {
  const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return t.http<{ msg?: string }>(route.method, concrete(route.path), {
    token,
    ...(withBody ? { body: {} } : {}),
  });
}

describe(`access rules (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    routes = collectRoutes(t);
    user = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the routes as Fastify registered them', () => {
    expect(routes.length).toBeGreaterThan(10);
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const route of routes) {
      expect({
        route: `${route.method} ${route.path}`,
        registered: fastify.hasRoute({ method: route.method, url: route.path }),
      }).toEqual({
        route: `${route.method} ${route.path}`,
        registered: true,
      });
    }
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/admin/settings', 'POST /api/inquiries']),
    );
  });

  it('has an access declaration (@Public, @LoggedIn or @AdminOnly) on every route', () => {
    const undeclared = routes.filter(
      (route) => !['public', 'user', 'admin'].includes(route.access as string),
    );
    expect(undeclared.map((route) => `${route.method} ${route.path} (${route.handler})`)).toEqual([]);
  });

  it('declares every /api/admin and /api/export route admin-only', () => {
    const loose = routes.filter(
      (route) => /^\/api\/(admin|export)(\/|$)/.test(route.path) && route.access !== 'admin',
    );
    expect(loose.map((route) => `${route.method} ${route.path} (${route.access})`)).toEqual([]);
  });

  it('answers 401 without a token on every admin-only and logged-in route', async () => {
    const guarded = routes.filter((route) => route.access === 'admin' || route.access === 'user');
    expect(guarded.length).toBeGreaterThan(0);
    const results = [];
    for (const route of guarded) {
      const response = await request(t, route);
      results.push({
        route: `${route.method} ${route.path}`,
        status: response.status,
        hasMsg: !!response.body?.msg,
      });
    }
    expect(results).toEqual(
      guarded.map((route) => ({ route: `${route.method} ${route.path}`, status: 401, hasMsg: true })),
    );
  });

  it('answers 403 to a plain user on every admin-only route', async () => {
    const adminRoutes = routes.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    const results = [];
    for (const route of adminRoutes) {
      const response = await request(t, route, user.token);
      results.push({
        route: `${route.method} ${route.path}`,
        status: response.status,
        hasMsg: !!response.body?.msg,
      });
    }
    expect(results).toEqual(
      adminRoutes.map((route) => ({ route: `${route.method} ${route.path}`, status: 403, hasMsg: true })),
    );
  });
});
