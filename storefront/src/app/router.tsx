import { createBrowserRouter, type RouteObject } from 'react-router-dom';
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
 */
const pages: RouteObject[] = [
  { index: true, loader: homeLoader, lazy: lazyPage(() => import('@/app/routes/home')) },
  { path: 'category/:categoryId', ...categoryRoute, lazy: lazyPage(() => import('@/app/routes/category')) },
  {
    path: 'provider/:providerId',
    loader: providerLoader,
    lazy: lazyPage(() => import('@/app/routes/provider')),
  },
  { path: 'search', ...searchRoute, lazy: lazyPage(() => import('@/app/routes/search')) },
  { path: 'login', lazy: lazyPage(() => import('@/app/routes/login')) },
  { path: 'register', lazy: lazyPage(() => import('@/app/routes/register')) },
  { path: 'passwort-vergessen', lazy: lazyPage(() => import('@/app/routes/forgot-password')) },
  {
    path: 'passwort-setzen',
    loader: setPasswordLoader,
    lazy: lazyPage(() => import('@/app/routes/set-password')),
  },
  { path: 'e-mail-bestaetigen', lazy: lazyPage(() => import('@/app/routes/confirm-email')) },
  { path: 'profile', lazy: lazyPage(() => import('@/app/routes/profile')) },
  {
    path: 'profile/eintrag',
    lazy: lazyPage(() =>
      import('@/app/routes/profile').then((module) => ({ default: module.ProfileListingRoute })),
    ),
  },
  { path: 'konto-geloescht', lazy: lazyPage(() => import('@/app/routes/account-deleted')) },
  { path: 'erinnerungen/abbestellen', lazy: lazyPage(() => import('@/app/routes/unsubscribe-reminders')) },
  { path: 'anbieter-info', lazy: lazyPage(() => import('@/app/routes/provider-info')) },
  {
    path: 'anbieter-werden',
    loader: becomeProviderLoader,
    lazy: lazyPage(() => import('@/app/routes/become-provider')),
  },
  { path: 'so-funktionierts', lazy: lazyPage(() => import('@/app/routes/how-it-works')) },
  { path: 'so-sortieren-wir', lazy: lazyPage(() => import('@/app/routes/ranking')) },
  {
    path: 'verlaengerung/:providerId',
    loader: renewalLoader,
    lazy: lazyPage(() => import('@/app/routes/renewal')),
  },
  { path: 'kontakt', lazy: lazyPage(() => import('@/app/routes/contact')) },
  { path: 'impressum', loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/imprint')) },
  { path: 'agb', loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/terms')) },
  { path: 'datenschutz', loader: siteLoader, lazy: lazyPage(() => import('@/app/routes/privacy')) },
  // The admin console (a federated remote) has its own descendant <Routes> below /admin; its route's
  // code (session check, loader of the remote) is a chunk of its own too, no public page needs it.
  {
    path: 'admin/*',
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
