import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routePath } from '@event-kompass/shared-types';
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

/**
 * Every page is its own chunk (`lazy`); a page's loader is here, in the entry, so the router fetches the
 * page's data while it loads the chunk instead of after. Loaders are functions of (params, request URL)
 * with the API client of src/lib: a server can run the same routes (createStaticHandler) later.
 * The paths come from STOREFRONT_PAGES (shared-types), the list the server answers pages from.
 */
const pages: RouteObject[] = [
  { index: true, loader: homeLoader, lazy: lazyPage(() => import('@/app/routes/home')) },
  { path: routePath('category'), ...categoryRoute, lazy: lazyPage(() => import('@/app/routes/category')) },
  {
    path: routePath('provider'),
    loader: providerLoader,
    lazy: lazyPage(() => import('@/app/routes/provider')),
  },
  { path: routePath('search'), ...searchRoute, lazy: lazyPage(() => import('@/app/routes/search')) },
  { path: routePath('login'), lazy: lazyPage(() => import('@/app/routes/login')) },
  { path: routePath('register'), lazy: lazyPage(() => import('@/app/routes/register')) },
  { path: routePath('forgotPassword'), lazy: lazyPage(() => import('@/app/routes/forgot-password')) },
  {
    path: routePath('setPassword'),
    loader: setPasswordLoader,
    lazy: lazyPage(() => import('@/app/routes/set-password')),
  },
  { path: routePath('confirmEmail'), lazy: lazyPage(() => import('@/app/routes/confirm-email')) },
  { path: routePath('profile'), lazy: lazyPage(() => import('@/app/routes/profile')) },
  { path: routePath('merkliste'), lazy: lazyPage(() => import('@/app/routes/merkliste')) },
  {
    path: routePath('profileListing'),
    lazy: lazyPage(() =>
      import('@/app/routes/profile').then((module) => ({ default: module.ProfileListingRoute })),
    ),
  },
  { path: routePath('accountDeleted'), lazy: lazyPage(() => import('@/app/routes/account-deleted')) },
  {
    path: routePath('unsubscribeReminders'),
    lazy: lazyPage(() => import('@/app/routes/unsubscribe-reminders')),
  },
  { path: routePath('providerInfo'), lazy: lazyPage(() => import('@/app/routes/provider-info')) },
  {
    path: routePath('becomeProvider'),
    loader: becomeProviderLoader,
    lazy: lazyPage(() => import('@/app/routes/become-provider')),
  },
  { path: routePath('howItWorks'), lazy: lazyPage(() => import('@/app/routes/how-it-works')) },
  { path: routePath('ranking'), lazy: lazyPage(() => import('@/app/routes/ranking')) },
  {
    path: routePath('renewal'),
    loader: renewalLoader,
    lazy: lazyPage(() => import('@/app/routes/renewal')),
  },
  { path: routePath('contact'), lazy: lazyPage(() => import('@/app/routes/contact')) },
  { path: routePath('imprint'), loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/imprint')) },
  { path: routePath('terms'), loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/terms')) },
  { path: routePath('privacy'), loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/privacy')) },
  // The admin console (a federated remote) has its own descendant <Routes> below /admin; its route's
  // code (session check, loader of the remote) is a chunk of its own too, no public page needs it.
  {
    path: routePath('admin'),
    lazy: lazyPage(() =>
      import('@/app/admin/admin-route').then((module) => ({ default: module.AdminRoute })),
    ),
  },
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
