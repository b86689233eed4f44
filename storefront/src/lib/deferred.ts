import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A page's code chunk could not be loaded (after a deploy its old name is gone, or the network failed). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Seitencode konnte nicht geladen werden', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A part of a page that shows only after the visitor does something (opens "Anfragen" or
 * "Verfügbarkeit") or only to signed-in visitors (the provider page's reviews): its code loads then,
 * not with the page. `fallback` shows until it is in (a moment); a failed load is a `ChunkLoadError`
 * for the route's error boundary, like a page's own (it reloads once, app/lazy-page.ts).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        throw new ChunkLoadError(error);
      },
    ),
  );
  // React 18's types see a lazy component's props as `PropsWithRef<P>`, which a generic `P` cannot be
  // shown to match; it is the same component with the same props.
  const Component = Lazy as unknown as ComponentType<P>;
  return function Deferred(props: P) {
    return createElement(Suspense, { fallback }, createElement(Component, props));
  };
}
