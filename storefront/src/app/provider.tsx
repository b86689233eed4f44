import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session';
import { getPendingReviewCount } from '@/features/identity/api/get-my-inquiries';

/**
 * What every page shares, around the router: the session (it needs no router itself).
 * `takesOverServerMarkup`: see SessionProvider.
 */
export function AppProvider({
  children,
  takesOverServerMarkup,
}: {
  children: ReactNode;
  takesOverServerMarkup?: boolean;
}) {
  return (
    <SessionProvider
      loadPendingReviewCount={getPendingReviewCount}
      takesOverServerMarkup={takesOverServerMarkup}
    >
      {children}
    </SessionProvider>
  );
}
