import type { ReactNode } from 'react';
import { Alert, FormAlerts } from '@/components/ui/alert';

interface FormEndProps {
  /** The submit button's text. */
  label: ReactNode;
  busy: boolean;
  error: string | null;
  success?: string | null;
  /** Beside the button, e.g. a link to the other form or 'Abbrechen'. */
  children?: ReactNode;
}

/** The end of a form: its outcome, then the submit button (disabled while the request runs). */
export function FormEnd({ label, busy, error, success, children }: FormEndProps) {
  return (
    <>
      <FormAlerts error={error} success={success} />
      <div className={children ? 'row' : undefined}>
        <button type="submit" className="button" disabled={busy}>
          {label}
        </button>
        {children}
      </div>
    </>
  );
}

/** The 'Abbrechen' beside a dialog form's submit button: closes without sending. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      Abbrechen
    </button>
  );
}

interface SentNoticeProps {
  /** The outcome, as the server worded it. */
  message: string;
  /** What happens next, below the outcome. */
  note?: ReactNode;
  onClose: () => void;
}

/** What a dialog shows in place of its form once sent: the outcome, what comes next, 'Schließen'. */
export function SentNotice({ message, note, onClose }: SentNoticeProps) {
  return (
    <>
      <Alert kind="success">{message}</Alert>
      {note ? <p className="muted">{note}</p> : null}
      <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
        Schließen
      </button>
    </>
  );
}

/** A button that runs one `useFormSubmit` without a form (confirm, send again, renew); off while it runs. */
export function ActionButton({
  action,
  className = 'button',
  children,
}: {
  action: { busy: boolean; onSubmit: () => Promise<void> };
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={action.busy} onClick={() => void action.onSubmit()}>
      {children}
    </button>
  );
}
