import { errorMessage } from '@event-kompass/web-client';

/**
 * What a route loader hands its page for one request: the data, or the German text to show in the
 * page. A failed request stays inside the page (with the same texts as before the data router); the
 * route's error boundary is for what the page cannot show at all (a failed chunk, a bug).
 */
export type Result<T> = { data: T; error: null } | { data: undefined; error: string };

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

/** Waits for `request` and turns a failure into its German message (`fallback` without a `msg`). */
export async function settle<T>(request: Promise<T>, fallback: string): Promise<Result<T>> {
  try {
    return { data: await request, error: null };
  } catch (err) {
    // An aborted navigation's result is thrown away by the router anyway; no text for it.
    if (isAbort(err)) throw err;
    return { data: undefined, error: errorMessage(err, fallback) };
  }
}
