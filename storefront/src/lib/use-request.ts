import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorMessage } from '@event-kompass/web-client';

export interface RequestState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Hands a request's result on, or its German error text, unless the request was aborted
 * meanwhile (its answer belongs to inputs that are gone).
 */
export function whenCurrent<T>(
  request: Promise<T>,
  signal: AbortSignal,
  fallback: string,
  onResult: (result: T) => void,
  onError: (message: string) => void,
): void {
  request.then(
    (result) => {
      if (!signal.aborted) onResult(result);
    },
    (err: unknown) => {
      if (!signal.aborted) onError(errorMessage(err, fallback));
    },
  );
}

/**
 * Personal data inside a page, loaded after it shows: a signed-in user's inquiries, listings, photos
 * or threads. Page data comes from the route loaders (src/app/router.tsx); this is for what belongs to
 * the session rather than to the address, so the loaders stay functions of (params, URL) that a server
 * can run too. Runs `load` when `deps` change and keeps data, the German error text and a loading flag.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  fallback: string,
): RequestState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    whenCurrent(
      load(controller.signal),
      controller.signal,
      fallback,
      (result) => {
        setData(result);
        setLoading(false);
      },
      (message) => {
        setError(message);
        setLoading(false);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs of `load` in `deps`
  }, [...deps, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, loading, reload };
}
