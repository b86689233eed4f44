import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import type { createAppRouter } from '@/app/router';

/**
 * The app around its router (one per page lifetime, made in main.tsx: it holds history and data).
 * `takesOverServerMarkup` when React hydrates the server's markup (see SessionProvider).
 */
export function App({
  router,
  takesOverServerMarkup,
}: {
  router: ReturnType<typeof createAppRouter>;
  takesOverServerMarkup?: boolean;
}) {
  // Marks the page as live (links navigate in the app, buttons work): until then a server-rendered
  // page is plain HTML. Read by the browser tests before they click; harmless for everybody else.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <AppProvider takesOverServerMarkup={takesOverServerMarkup}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
