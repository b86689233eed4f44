/**
 * Every page of the storefront by name, with its path as the router matches it (`:name` is one
 * segment, a trailing `/*` anything below). The storefront's router and the server, which answers
 * each page with its real status and head, both read this one list: a page added to the router
 * cannot be unknown (404) to the server.
 */
export const STOREFRONT_PAGES = {
  home: '/',
  category: '/category/:categoryId',
  provider: '/provider/:providerId',
  search: '/search',
  login: '/login',
  register: '/register',
  forgotPassword: '/passwort-vergessen',
  setPassword: '/passwort-setzen',
  confirmEmail: '/e-mail-bestaetigen',
  profile: '/profile',
  profileListing: '/profile/eintrag',
  merkliste: '/merkliste',
  accountDeleted: '/konto-geloescht',
  unsubscribeReminders: '/erinnerungen/abbestellen',
  providerInfo: '/anbieter-info',
  becomeProvider: '/anbieter-werden',
  howItWorks: '/so-funktionierts',
  ranking: '/so-sortieren-wir',
  renewal: '/verlaengerung/:providerId',
  contact: '/kontakt',
  imprint: '/impressum',
  terms: '/agb',
  privacy: '/datenschutz',
  admin: '/admin/*',
} as const;

export type StorefrontPage = keyof typeof STOREFRONT_PAGES;

/** The `:name` segments of a page's path. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What `pagePath` needs for a page: nothing, or a value for each `:name` segment. */
export type PageParams<Page extends StorefrontPage> =
  PathParams<(typeof STOREFRONT_PAGES)[Page]> extends never
    ? []
    : [params: Record<PathParams<(typeof STOREFRONT_PAGES)[Page]>, string | number>];

/** The address of one page, e.g. `pagePath('renewal', { providerId: 7 })` is `/verlaengerung/7`. */
export function pagePath<Page extends StorefrontPage>(page: Page, ...[params]: PageParams<Page>): string {
  const values: Record<string, string | number> = params ?? {};
  return STOREFRONT_PAGES[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

/** The renewal page of a listing: the link of the reminder mails, the workspace and the console. */
export function renewalPath(providerId: number): string {
  return pagePath('renewal', { providerId });
}

/** A page's path as a child route of the layout writes it (without the leading slash). */
export function routePath(page: StorefrontPage): string {
  return STOREFRONT_PAGES[page].slice(1);
}

/** Whether `path` (without query) is an address of `page`. */
export function matchesPage(page: StorefrontPage, path: string): boolean {
  return pagePattern(STOREFRONT_PAGES[page]).test(path);
}

function pagePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  // `/admin/*` is `/admin` and anything below it.
  return new RegExp(`^${body.endsWith('/\\*') ? `${body.slice(0, -3)}(?:/.*)?` : body}$`);
}
