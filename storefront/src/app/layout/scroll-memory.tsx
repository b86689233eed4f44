import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was left, by its location key (for this tab's life). */
const positions = new Map<string, number>();

// On the server there is no window; a layout effect would only warn there.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A new page starts at the top; back and forward ("← Zurück" too) return to where the visitor
 * was. The browser's own restoration ran before the loaders had drawn the list, so it landed at
 * the top; and a replaced entry of the same page ("Mehr anzeigen" writes `seiten`) keeps its place.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (current.current) positions.set(current.current.key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Before paint, so that the scroll a shorter new page causes is not booked to the page left.
  useClientLayoutEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    if (!previous || previous.key === location.key) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    if (previous.pathname === location.pathname) {
      // The same page with other parameters: it stays where it is.
      positions.set(location.key, positions.get(previous.key) ?? window.scrollY);
      return;
    }
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);

  return null;
}
