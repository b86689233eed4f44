import { useCallback, useState } from 'react';
import { errorMessage } from '@event-kompass/web-client';

export interface ConfirmedAction<T> {
  /** The row waiting for confirmation, `null` when no dialog is open. */
  target: T | null;
  busy: boolean;
  ask: (row: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
}

/**
 * The confirm flow of every delete button: ask → confirm → run → close; a failure closes the dialog and
 * reports the server's msg (or the fallback) through `onError`.
 */
export function useConfirmedAction<T>(
  run: (row: T) => Promise<void>,
  options: { fallbackError: string; onError: (message: string) => void },
): ConfirmedAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const { fallbackError, onError } = options;

  const confirm = useCallback(async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await run(target);
    } catch (e) {
      onError(errorMessage(e, fallbackError));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }, [target, run, fallbackError, onError]);

  return {
    target,
    busy,
    ask: setTarget,
    cancel: useCallback(() => setTarget(null), []),
    confirm,
  };
}
