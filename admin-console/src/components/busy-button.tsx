import type { ReactNode } from 'react';

interface BusyButtonProps {
  /** Whether this button's work runs: it then shows `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Defaults to `busy`; a page that runs one thing at a time passes whether any runs. */
  disabled?: boolean;
  onClick: () => Promise<void>;
  children: ReactNode;
}

/** A primary button for a long step (export, backup): names the running work and takes no second click. */
export function BusyButton({ busy, busyLabel, disabled = busy, onClick, children }: BusyButtonProps) {
  return (
    <button
      type="button"
      className="ac-button ac-button--primary"
      onClick={() => void onClick()}
      disabled={disabled}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
