import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { errorMessage } from '@/lib/api-client';

export interface AsyncState<T> {
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

/** Runs a request when `deps` change; keeps data, the German error text and the loading flag. */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  fallback: string,
): AsyncState<T> {
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
