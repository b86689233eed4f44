import {
  FREE_LISTING_LABEL,
  LIST_FILTER_PARAMS,
  LIST_PAGES_PARAM,
  matchesPage,
  RENEWAL_PRICE_LABEL,
  STOREFRONT_PAGES,
  type StorefrontPage,
} from '@event-kompass/shared-types';

/**
 * How the server answers each page of the storefront (STOREFRONT_PAGES in shared-types, the list the
 * storefront's router is built from): with a real status, its head and, where it is the same for
 * everyone, its content. Any other path is an unknown page (404).
 */

export interface StaticPage {
  /** The page's name; the title adds " | Event-Kompass". */
  name: string;
  description: string;
}

type PageAnswer =
  /** A route of its own in the seo controller, reading its data (home, category, provider, search). */
  | { kind: 'data' }
  /** Public, without data of its own: rendered, kept in the public cache, listed in the sitemap. */
  | ({ kind: 'public' } & StaticPage)
  /**
   * The same for everyone and without data, but only reached from one person's mail or action
   * (its address may hold that person's token): rendered, never indexed, never kept by a cache.
   */
  | { kind: 'unlisted'; name: string }
  /** One person's page (account, admin, a listing's renewal): the shell with its title, never indexed. */
  | { kind: 'personal'; name: string };

// A Record over every page: a page added to STOREFRONT_PAGES does not compile until it is given an answer here.
const PAGES: Readonly<Record<StorefrontPage, PageAnswer>> = {
  home: { kind: 'data' },
  category: { kind: 'data' },
  provider: { kind: 'data' },
  search: { kind: 'data' },
  imprint: {
    kind: 'public',
    name: 'Impressum',
    description: 'Impressum von Event-Kompass: Betreiber, Anschrift und Kontakt.',
  },
  privacy: {
    kind: 'public',
    name: 'Datenschutzerklärung',
    description:
      'Welche Daten Event-Kompass speichert, warum und wie lange, und welche Rechte Sie nach der DSGVO haben.',
  },
  terms: {
    kind: 'public',
    name: 'AGB',
    description: 'Allgemeine Geschäftsbedingungen von Event-Kompass für Anbieter und Nutzer.',
  },
  providerInfo: {
    kind: 'public',
    name: 'Informationen für Anbieter',
    description: `Als Eventdienstleister bei Event-Kompass eintragen: die ersten ${FREE_LISTING_LABEL} kostenlos, danach ${RENEWAL_PRICE_LABEL} pro Jahr.`,
  },
  becomeProvider: {
    kind: 'public',
    name: 'Anbieter werden',
    description: 'Bewerben Sie sich mit Ihrem Angebot als Anbieter bei Event-Kompass.',
  },
  howItWorks: {
    kind: 'public',
    name: "So funktioniert's",
    description: 'So finden Sie bei Event-Kompass Eventdienstleister und so werden Sie selbst Anbieter.',
  },
  ranking: {
    kind: 'public',
    name: 'So sortieren wir',
    description: 'Nach welchen Kriterien Event-Kompass Anbieter in Listen und in der Suche ordnet.',
  },
  contact: {
    kind: 'public',
    name: 'Kontakt',
    description: 'Schreiben Sie uns: Fragen, Hinweise und Anregungen zu Event-Kompass.',
  },
  accountDeleted: { kind: 'unlisted', name: 'Konto gelöscht' },
  unsubscribeReminders: { kind: 'unlisted', name: 'Bewertungserinnerungen abbestellen' },
  login: { kind: 'personal', name: 'Anmelden' },
  register: { kind: 'personal', name: 'Registrieren' },
  forgotPassword: { kind: 'personal', name: 'Passwort vergessen' },
  setPassword: { kind: 'personal', name: 'Passwort setzen' },
  confirmEmail: { kind: 'personal', name: 'E-Mail-Adresse bestätigen' },
  profile: { kind: 'personal', name: 'Mein Profil' },
  profileListing: { kind: 'personal', name: 'Mein Profil' },
  // A guest's list lives in their browser: nothing to render on the server, never indexed.
  merkliste: { kind: 'personal', name: 'Merkliste' },
  renewal: { kind: 'personal', name: 'Eintrag verlängern' },
  admin: { kind: 'personal', name: 'Verwaltung' },
};

const PAGE_NAMES = Object.keys(PAGES) as StorefrontPage[];

/** The address parameters the result pages read; the public cache keys a page on these alone. */
export const LIST_PAGE_QUERY = [...LIST_FILTER_PARAMS, LIST_PAGES_PARAM] as const;
export const SEARCH_PAGE_QUERY = ['q', ...LIST_PAGE_QUERY] as const;

type AnswerOf<K extends PageAnswer['kind']> = Extract<PageAnswer, { kind: K }>;

function pathsOf<K extends PageAnswer['kind']>(kind: K): [string, AnswerOf<K>][] {
  const found: [string, AnswerOf<K>][] = [];
  for (const page of PAGE_NAMES) {
    const answer = PAGES[page];
    // The kind was just compared; TypeScript does not narrow a union through a generic parameter.
    if (answer.kind === kind) found.push([STOREFRONT_PAGES[page], answer as AnswerOf<K>]);
  }
  return found;
}

/** Public pages without data of their own, by path; all go into the sitemap. */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = Object.fromEntries(
  pathsOf('public').map(([path, { name, description }]) => [path, { name, description }]),
);

/** Pages rendered for nobody in particular that no search engine should list, by path, with their names. */
export const UNLISTED_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  pathsOf('unlisted').map(([path, { name }]) => [path, name]),
);

/** The name of the personal page at `path` (its title), or null when `path` is none. */
export function privatePageName(path: string): string | null {
  const page = PAGE_NAMES.find((name) => PAGES[name].kind === 'personal' && matchesPage(name, path));
  const answer = page && PAGES[page];
  return answer?.kind === 'personal' ? answer.name : null;
}

/** A positive id as the storefront puts it into a path, else null. */
export function pathId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
