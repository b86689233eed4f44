import { useMemo, useState } from 'react';
import { Alert } from '@admin/components/alert';

/** The error and success line of a page or card. */
export interface Feedback {
  error: string | null;
  success: string | null;
  /** Shows an error and hides an older success (`null` dismisses the error). */
  fail: (message: string | null) => void;
  /** Shows a success and hides an older error (`null` dismisses the success). */
  succeed: (message: string | null) => void;
}

export function useFeedback(): Feedback {
  const [state, setState] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  return useMemo(
    () => ({
      ...state,
      fail: (message) => setState((s) => ({ error: message, success: message ? null : s.success })),
      succeed: (message) => setState((s) => ({ success: message, error: message ? null : s.error })),
    }),
    [state],
  );
}

/** Both messages, each dismissed by clicking it (spec: admin errors are dismissed by clicking them). */
export function FeedbackAlerts({ feedback }: { feedback: Feedback }) {
  return (
    <>
      <Alert message={feedback.error} onDismiss={() => feedback.fail(null)} />
      <Alert message={feedback.success} kind="success" onDismiss={() => feedback.succeed(null)} />
    </>
  );
}
