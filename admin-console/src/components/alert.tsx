export interface AlertProps {
  message: string | null;
  kind?: 'error' | 'success' | 'info';
  /** Clicking the message dismisses it (spec: admin errors are dismissed by clicking them). */
  onDismiss?: () => void;
}

/** A message box; errors are announced at once and disappear when clicked. */
export function Alert({ message, kind = 'error', onDismiss }: AlertProps) {
  if (!message) return null;
  const role = kind === 'error' ? 'alert' : 'status';
  if (!onDismiss) {
    return (
      <div role={role} className={`ac-alert ac-alert--${kind}`}>
        {message}
      </div>
    );
  }
  return (
    <div role={role} className="ac-alert-wrap">
      <button
        type="button"
        className={`ac-alert ac-alert--${kind} ac-alert--dismissable`}
        onClick={onDismiss}
        title="Zum Schließen klicken"
      >
        <span>{message}</span>
        <span className="ac-alert__close" aria-hidden="true">
          ×
        </span>
        <span className="ac-sr-only"> (Zum Schließen klicken)</span>
      </button>
    </div>
  );
}
