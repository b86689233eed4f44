import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { PAGES_PARAM } from '@/lib/provider-list-query';

/**
 * "Mehr anzeigen" writes the number of shown pages into the address (so the back button restores
 * them), and the list has just loaded that page itself: a change of only that number must not run
 * the loader again, which would fetch every page anew.
 */
export function onlyPagesChanged({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const before = new URLSearchParams(currentUrl.search);
  const after = new URLSearchParams(nextUrl.search);
  before.delete(PAGES_PARAM);
  after.delete(PAGES_PARAM);
  before.sort();
  after.sort();
  if (before.toString() === after.toString() && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
