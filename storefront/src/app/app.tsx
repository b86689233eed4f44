import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import type { createAppRouter } from '@/app/router';

/** The app around its router (one per page lifetime, made in main.tsx: it holds history and data). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
