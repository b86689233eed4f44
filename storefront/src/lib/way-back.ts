/**
 * "Do not lose them" (issue 25): the spec sends everyone to `/` after login and registration. A
 * guest who was on a provider page or the shortlist leaves the way back here, and the home page
 * offers it ("Weiter zu …") once they are logged in. Per tab (sessionStorage): a later visit
 * starts fresh.
 */
import { storageItem } from '@event-kompass/web-client';

export interface WayBack {
  path: string;
  /** The page's name as the link says it: "Weiter zu {label}". */
  label: string;
}

const stored = storageItem(() => sessionStorage, 'weg-zurueck');

/** Without storage there is no greeting: the visitor finds the page again by hand. */
export function rememberWayBack(wayBack: WayBack): void {
  stored.write(JSON.stringify(wayBack));
}

export function readWayBack(): WayBack | null {
  const parsed = stored.readJson();
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { path, label } = parsed as Partial<WayBack>;
  // Only a path of this site: the greeting's link must never lead elsewhere.
  if (typeof path !== 'string' || !/^\/(?!\/)/.test(path) || typeof label !== 'string') return null;
  return { path, label };
}

export function clearWayBack(): void {
  stored.write(null);
}
