import { useCallback, useState, type FormEvent } from 'react';
import { messageOf } from '@event-kompass/shared-types';
import { errorMessage } from '@event-kompass/web-client';

/** The text values of a form by field name; `setValue` fits `FieldList`'s `onChange`. */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const setValue = useCallback((name: K, value: string) => setValues((v) => ({ ...v, [name]: value })), []);
  return { values, setValue, setValues };
}

interface SubmitOptions<R> {
  /** Returns the German text to show when the input is incomplete; then nothing is sent. */
  validate?: () => string | null;
  send: () => Promise<R>;
  /** Shown when the request fails and the server sends no `msg`. */
  fallback: string;
  /** Shown after success when the server's answer has no `msg`; without it no success text is shown. */
  successFallback?: string;
  onSuccess?: (result: R) => void | Promise<void>;
}

/**
 * Submitting a form: validation text, busy flag while the request runs, the server's `msg` as the
 * error or success text (the app's own text only when the server sends none).
 */
export function useFormSubmit<R>({ validate, send, fallback, successFallback, onSuccess }: SubmitOptions<R>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setError(null);
    setSuccess(null);
    const invalid = validate?.();
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    try {
      const result = await send();
      await onSuccess?.(result);
      if (successFallback !== undefined) setSuccess(messageOf(result) ?? successFallback);
    } catch (err) {
      setError(errorMessage(err, fallback));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, success, onSubmit };
}
