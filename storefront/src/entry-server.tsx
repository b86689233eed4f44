/**
 * The server's entry (built by `vite build --config vite.ssr.config.ts` into dist-server/): the same
 * routes, loaders and components as the browser's, rendered to HTML for one public address. The
 * backend hands in its in-process transport for `/api/...`, so the loaders read exactly the JSON the
 * browser would get; the loaded data goes into the page, and the browser hydrates from it without
 * asking again (src/main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ApiTransport } from '@event-kompass/shared-types';
import type { RouteHydrationData } from '@/app/hydration';
import { FooterContent, FooterMarkupContext } from '@/app/layout/footer';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setApiTransport } from '@event-kompass/web-client';

export interface ServerRenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** What the browser's router starts with (`hydrationData`). */
  data: RouteHydrationData;
}

// One handler for the process: it resolves each route's lazy code once and keeps it.
const handler = createStaticHandler(routes);

/** A server render is never cancelled: its requests share one signal that never aborts. */
const NEVER_ABORTED = new AbortController().signal;
const NO_HEADERS = new Headers();

/**
 * A page request as the handler and the loaders read it for a GET (address, method, headers, signal),
 * without a fetch `Request` per page: its constructor (URL parsing, header guards, a signal of its own)
 * cost more than matching the routes.
 */
function pageRequest(url: string): Request {
  const request: Pick<Request, 'url' | 'method' | 'headers' | 'signal' | 'redirect'> = {
    url,
    method: 'GET',
    headers: NO_HEADERS,
    signal: NEVER_ABORTED,
    redirect: 'follow',
  };
  // The handler's type asks for a whole Request; for a GET it reads only the fields above.
  return request as Request;
}

export function setTransport(send: ApiTransport): void {
  setApiTransport(send);
}

/**
 * The page at `url` (absolute, e.g. `https://host/provider/6`), or null when it cannot be rendered
 * here as the browser would (a redirect, or a loader or chunk that failed): then the server sends
 * the plain shell and the browser renders as before.
 */
/** The footer's markup for the current year, rendered once (see `Footer`). */
let footer: { year: number; markup: { __html: string } } | undefined;
function footerMarkup(): { __html: string } {
  const year = new Date().getFullYear();
  if (footer?.year !== year)
    footer = { year, markup: { __html: renderToString(<FooterContent year={year} />) } };
  return footer.markup;
}

export async function render(url: string): Promise<ServerRenderedPage | null> {
  const context = await handler.query(pageRequest(url));
  if (context instanceof Response || context.errors) return null;
  // The router renders the matches the handler found (`context.matches`, with the handler's routes
  // and their loaded code), and matches anything else against the handler's routes flattened and
  // ranked once (`branches`, as React Router's own server entry hands them on). The routes passed
  // here would only be copied once more per page (a tenth of the render) and never read: the browser
  // router does not start from them (`hydrate={false}`). Tests render every kind of public page.
  const router = createStaticRouter([], context, { branches: handler._internalRouteBranches });
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <FooterMarkupContext.Provider value={footerMarkup()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FooterMarkupContext.Provider>
      </AppProvider>
    </StrictMode>,
  );
  return { html, data: { loaderData: context.loaderData } };
}
