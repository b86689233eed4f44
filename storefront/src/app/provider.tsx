import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/session';
import { getPendingReviewCount } from '@/features/identity/api/get-my-inquiries';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <SessionProvider loadPendingReviewCount={getPendingReviewCount}>{children}</SessionProvider>
    </BrowserRouter>
  );
}
