import type { ReactNode } from 'react';

interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** Errors are announced at once (role alert), success and info politely (role status). */
export function Alert({ kind = 'error', children }: AlertProps) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A form's outcome: the error (role alert) or the success text (role status), whichever is set. */
export function FormAlerts({ error, success }: { error: string | null; success?: string | null }) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
    </>
  );
}
