import { collectRoutes, requestRoute as request, type RouteInfo } from './support/routes';
import { registerUser, type TestUser } from './support/fixtures';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';
import { checkEveryAnswer } from './support/contract';

describe(`access rules (${ENGINE})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    await checkEveryAnswer(t);
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
