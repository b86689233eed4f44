import { matchRoutes, type RouteObject } from 'react-router-dom';
import { HYDRATION_DATA_ID } from '@event-kompass/shared-types';

/** The loaders' results of a server-rendered page, by route id, as the server wrote them into it. */
export interface RouteHydrationData {
  loaderData: Record<string, unknown>;
}

/** The data block the server put into the page (not executed: the CSP allows no inline scripts). */
export function readHydrationData(): RouteHydrationData | undefined {
  const element = document.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as RouteHydrationData;
  } catch {
    return undefined;
  }
}

/**
 * Loads the code of the routes that match the current address before the first render: React Router
 * would otherwise render its fallback where the server's page is, and hydration would not match.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      const module = await lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
