/**
 * The storefront's routes (storefront/src/app/router.tsx) as the server must know them to answer
 * with a real status: public pages with their title, account and admin pages (noindex), and
 * everything else an unknown page (404).
 */

export interface StaticPage {
  /** The page's name; the title adds " | Event-Kompass". */
  name: string;
  description: string;
}

/** Public pages without data of their own; all go into the sitemap. */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/impressum': {
    name: 'Impressum',
    description: 'Impressum von Event-Kompass: Betreiber, Anschrift und Kontakt.',
  },
  '/datenschutz': {
    name: 'Datenschutzerklärung',
    description:
      'Welche Daten Event-Kompass speichert, warum und wie lange, und welche Rechte Sie nach der DSGVO haben.',
  },
  '/agb': {
    name: 'AGB',
    description: 'Allgemeine Geschäftsbedingungen von Event-Kompass für Anbieter und Nutzer.',
  },
  '/anbieter-info': {
    name: 'Informationen für Anbieter',
    description:
      'Als Eventdienstleister bei Event-Kompass eintragen: die ersten 6 Monate kostenlos, danach 40,00 € pro Jahr.',
  },
  '/anbieter-werden': {
    name: 'Anbieter werden',
    description: 'Bewerben Sie sich mit Ihrem Angebot als Anbieter bei Event-Kompass.',
  },
  '/so-funktionierts': {
    name: "So funktioniert's",
    description: 'So finden Sie bei Event-Kompass Eventdienstleister und so werden Sie selbst Anbieter.',
  },
  '/so-sortieren-wir': {
    name: 'So sortieren wir',
    description: 'Nach welchen Kriterien Event-Kompass Anbieter in Listen und in der Suche ordnet.',
  },
  '/kontakt': {
    name: 'Kontakt',
    description: 'Schreiben Sie uns: Fragen, Hinweise und Anregungen zu Event-Kompass.',
  },
};

/**
 * The address parameters the result pages read (storefront `lib/provider-list-query.ts`: the
 * filters and `seiten`); the public cache keys a page on these alone and renders it with them.
 */
export const LIST_PAGE_QUERY = ['plz', 'umkreis', 'preis_max', 'bewertung_min', 'seiten'] as const;
export const SEARCH_PAGE_QUERY = ['q', ...LIST_PAGE_QUERY] as const;

/** Pages of one person (account, admin, a listing's renewal): shown, never indexed. */
const PRIVATE_PAGES: readonly [RegExp, string][] = [
  [/^\/login$/, 'Anmelden'],
  [/^\/register$/, 'Registrieren'],
  [/^\/passwort-vergessen$/, 'Passwort vergessen'],
  [/^\/passwort-setzen$/, 'Passwort setzen'],
  [/^\/e-mail-bestaetigen$/, 'E-Mail-Adresse bestätigen'],
  [/^\/profile(\/eintrag)?$/, 'Mein Profil'],
  [/^\/verlaengerung\/[^/]+$/, 'Eintrag verlängern'],
  [/^\/admin(\/.*)?$/, 'Verwaltung'],
];

export function privatePageName(path: string): string | null {
  return PRIVATE_PAGES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** A positive id as the storefront puts it into a path, else null. */
export function pathId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
