import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Loading } from '@/components/ui/loading';
import { ChunkLoadError } from '@/app/lazy-page';

/**
 * Parts of a page that show only after the visitor does something (opens "Anfragen" or
 * "Verfügbarkeit") or only to signed-in visitors (the reviews): their code loads then, not with the
 * page. `fallback` shows until it is in (a moment); a failed load is a `ChunkLoadError` for the
 * route's error boundary, like a page's own.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        throw new ChunkLoadError(error);
      },
    ),
  );
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const InquiryDialog = deferred<
  ComponentProps<typeof import('@/features/inquiry/components/inquiry-dialog').InquiryDialog>
>(() => import('@/features/inquiry/components/inquiry-dialog').then((module) => module.InquiryDialog));

export const MonthCalendar = deferred<
  ComponentProps<typeof import('@/components/calendar/month-calendar').MonthCalendar>
>(() => import('@/components/calendar/month-calendar').then((module) => module.MonthCalendar));

export const ProviderReviews = deferred<
  ComponentProps<typeof import('@/app/routes/provider-reviews').Reviews>
>(() => import('@/app/routes/provider-reviews').then((module) => module.Reviews), <Loading />);
