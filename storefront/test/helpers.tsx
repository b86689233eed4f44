import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '@/lib/session';

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithRouter(
  ui: ReactElement,
  { path = '/', loadPendingReviewCount = async () => 0 } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider loadPendingReviewCount={loadPendingReviewCount}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
  );
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
