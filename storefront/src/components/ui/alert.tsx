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
