import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session';
import { getPendingReviewCount } from '@/features/identity/api/get-my-inquiries';

/** What every page shares, around the router: the session (it needs no router itself). */
export function AppProvider({ children }: { children: ReactNode }) {
  return <SessionProvider loadPendingReviewCount={getPendingReviewCount}>{children}</SessionProvider>;
}
