import type { ReactElement } from 'react';
import type { PublicProvider } from '@event-kompass/shared-types';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SessionProvider } from '@/lib/session';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface RenderOptions {
  path?: string;
  loadPendingReviewCount?: () => Promise<number>;
  /** The route's pattern, for pages that read params (`/category/:categoryId`). */
  pattern?: string;
  /** The page's route data as in src/app/router.tsx: `loader`, `shouldRevalidate`. */
  route?: Pick<RouteObject, 'loader' | 'shouldRevalidate'>;
}

/** Renders `ui` as the page of a data router (as the app does), at `path`. */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', loadPendingReviewCount = async () => 0, pattern = '*', route = {} }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [{ path: pattern, element: ui, hydrateFallbackElement: <p>Wird geladen...</p>, ...route }],
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <SessionProvider loadPendingReviewCount={loadPendingReviewCount}>
        <RouterProvider router={router} />
      </SessionProvider>,
    ),
  };
}

/** A token the client can read (the signature is the server's business). */
export function fakeToken(
  user: { id: number; vorname: string; nachname: string; email: string; isAdmin: boolean },
  expInSeconds = 3600,
): string {
  const encode = (value: object) =>
    Buffer.from(JSON.stringify(value))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user, tv: 1, iat: now, exp: now + expInSeconds })}.sig`;
}

/** The part of a fetch Response the API client reads (jsdom has no Response nor Headers). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null } as Headers,
    text: async () => JSON.stringify(body),
  } as Response;
}

/** Replaces fetch; answers with the handler's result per call. */
export function mockFetch(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
): jest.Mock {
  const mock = jest.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  Object.defineProperty(globalThis, 'fetch', { value: mock, writable: true, configurable: true });
  return mock;
}

/** A public provider row with nothing known beyond id and name; `extra` fills in what a test needs. */
export function publicProvider(
  id: number,
  firmenname: string,
  extra: Partial<PublicProvider> = {},
): PublicProvider {
  return {
    id,
    firmenname,
    beschreibung: '',
    website_url: null,
    instagram_url: null,
    kategorien: [],
    average_rating: null,
    review_count: 0,
    plz: null,
    ort: null,
    einsatzradius_km: 50,
    preis_ab: null,
    fotos: [],
    antwortzeit_stunden: null,
    antwortquote: null,
    ...extra,
  };
}
