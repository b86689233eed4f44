import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { readHydrationData, resolveLazyMatches } from '@/app/hydration';
import { createAppRouter, routes } from '@/app/router';
import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root fehlt in index.html');

/**
 * A public page comes rendered from the server with its data: the router starts with that data (no
 * second request for it) and React takes over the server's markup, clicks made meanwhile included.
 * The server renders for nobody in particular, so a logged-in visitor's session is restored right
 * after the takeover (see SessionProvider).
 */
async function start(container: HTMLElement): Promise<void> {
  let hydrationData = readHydrationData();
  if (hydrationData) {
    try {
      await resolveLazyMatches(routes, window.location);
    } catch {
      // The page's code did not load (an old tab after a deploy): the router loads it again, and
      // its error boundary reloads once or offers "Neu laden".
      hydrationData = undefined;
    }
  }
  const app = (
    <StrictMode>
      <App router={createAppRouter(hydrationData)} takesOverServerMarkup={Boolean(hydrationData)} />
    </StrictMode>
  );
  // As a transition React hydrates (or renders) in slices and lets the browser answer input in
  // between, instead of one long task over the whole page (Lighthouse: total blocking time).
  startTransition(() => {
    if (hydrationData) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
