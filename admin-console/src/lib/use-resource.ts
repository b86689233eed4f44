import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '@event-kompass/web-client';

export interface Resource<T> {
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  loading: boolean;
  /** The load error, already as the text to show. */
  error: string | null;
  clearError: () => void;
  reload: () => Promise<void>;
}

/** Loads data once on mount (and on `reload`), keeping loading and error state; ignores stale answers. */
export function useResource<T>(load: () => Promise<T>, fallbackError: string): Resource<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    setLoading(true);
    try {
      const result = await loadRef.current();
      if (current === generation.current) {
        setData(result);
        setError(null);
      }
    } catch (e) {
      if (current === generation.current) setError(errorMessage(e, fallbackError));
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [fallbackError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const clearError = useCallback(() => setError(null), []);
  return { data, setData, loading, error, clearError, reload };
}
