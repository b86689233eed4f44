import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routePath, type StorefrontPage } from '@event-kompass/shared-types';
import { Loading } from '@/components/ui/loading';
import type { RouteHydrationData } from '@/app/hydration';
import { lazyPage } from '@/app/lazy-page';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteError } from '@/app/layout/route-error';
import { becomeProviderLoader } from '@/app/routes/become-provider.data';
import { categoryRoute } from '@/app/routes/category.data';
import { homeLoader } from '@/app/routes/home.data';
import { siteLoader } from '@/app/routes/legal.data';
import { providerLoader } from '@/app/routes/provider.data';
import { renewalLoader } from '@/app/routes/renewal.data';
import { searchRoute } from '@/app/routes/search.data';
import { setPasswordLoader } from '@/app/routes/set-password.data';

/** A page at its STOREFRONT_PAGES path: its code a chunk of its own, its data (`loader`…) from `data`. */
function pageAt(
  name: StorefrontPage,
  load: () => Promise<{ default: ComponentType }>,
  data: Pick<RouteObject, 'loader' | 'shouldRevalidate'> = {},
): RouteObject {
  return { path: routePath(name), ...data, lazy: lazyPage(load) };
}

/**
 * Every page is its own chunk (`lazy`); a page's loader is here, in the entry, so the router fetches the
 * page's data while it loads the chunk instead of after. Loaders are functions of (params, request URL)
 * with the API client of src/lib: a server can run the same routes (createStaticHandler) later.
 * The paths come from STOREFRONT_PAGES (shared-types), the list the server answers pages from.
 */
const pages: RouteObject[] = [
  { index: true, loader: homeLoader, lazy: lazyPage(() => import('@/app/routes/home')) },
  pageAt('category', () => import('@/app/routes/category'), categoryRoute),
  pageAt('provider', () => import('@/app/routes/provider'), { loader: providerLoader }),
  pageAt('search', () => import('@/app/routes/search'), searchRoute),
  pageAt('login', () => import('@/app/routes/login')),
  pageAt('register', () => import('@/app/routes/register')),
  pageAt('forgotPassword', () => import('@/app/routes/forgot-password')),
  pageAt('setPassword', () => import('@/app/routes/set-password'), { loader: setPasswordLoader }),
  pageAt('confirmEmail', () => import('@/app/routes/confirm-email')),
  pageAt('profile', () => import('@/app/routes/profile')),
  pageAt('merkliste', () => import('@/app/routes/merkliste')),
  pageAt('profileListing', () =>
    import('@/app/routes/profile').then((module) => ({ default: module.ProfileListingRoute })),
  ),
  pageAt('accountDeleted', () => import('@/app/routes/account-deleted')),
  pageAt('unsubscribeReminders', () => import('@/app/routes/unsubscribe-reminders')),
  pageAt('providerInfo', () => import('@/app/routes/provider-info')),
  pageAt('becomeProvider', () => import('@/app/routes/become-provider'), { loader: becomeProviderLoader }),
  pageAt('howItWorks', () => import('@/app/routes/how-it-works')),
  pageAt('ranking', () => import('@/app/routes/ranking')),
  pageAt('renewal', () => import('@/app/routes/renewal'), { loader: renewalLoader }),
  pageAt('contact', () => import('@/app/routes/contact')),
  pageAt('imprint', () => import('@/app/routes/imprint'), { loader: siteLoader }),
  pageAt('terms', () => import('@/app/routes/terms'), { loader: siteLoader }),
  pageAt('privacy', () => import('@/app/routes/privacy'), { loader: siteLoader }),
  // The admin console (a federated remote) has its own descendant <Routes> below /admin; its route's
  // code (session check, loader of the remote) is a chunk of its own too, no public page needs it.
  pageAt('admin', () => import('@/app/admin/admin-route').then((module) => ({ default: module.AdminRoute }))),
  { path: '*', lazy: lazyPage(() => import('@/app/routes/not-found')) },
];

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    // Only if the layout itself fails; a page's failure stays in the layout's outlet (below).
    ErrorBoundary: RouteError,
    children: pages.map((page) => ({
      ...page,
      ErrorBoundary: RouteError,
      // The first load: the layout shows and the page's place says "Wird geladen..." until its code
      // and data are in (as the Suspense fallback did before).
      HydrateFallback: PageLoading,
    })),
  },
];

function PageLoading() {
  return <Loading />;
}

/** With `hydrationData` (a server-rendered page) the router starts with the server's data instead of loading it. */
export function createAppRouter(hydrationData?: RouteHydrationData) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
