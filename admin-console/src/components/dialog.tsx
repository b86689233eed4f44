import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Optional description under the title (for `aria-describedby`). */
  description?: ReactNode;
  size?: 'small' | 'large';
  /** While busy, Escape and the backdrop do not close. */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one modal of the console: traps Tab inside, closes on Escape, puts focus on the first field and
 * gives it back to the opener when closed.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  description,
  size = 'small',
  busy = false,
  role = 'dialog',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // An explicit choice first, then the first field of the body, then anything (e.g. the close button).
    const first =
      panel?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel?.querySelector<HTMLElement>(`.ac-dialog__body :is(${FOCUSABLE})`) ??
      panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        if (!busyRef.current) {
          event.stopPropagation();
          onCloseRef.current();
        }
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusables[0];
      const lastEl = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !panelRef.current.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !panelRef.current.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="ac-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`ac-dialog ac-dialog--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        tabIndex={-1}
      >
        <div className="ac-dialog__header">
          <h2 id={titleId} className="ac-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="ac-icon-button"
            onClick={onClose}
            disabled={busy}
            aria-label="Dialog schließen"
          >
            ×
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="ac-dialog__description">
            {description}
          </div>
        ) : null}
        <div className="ac-dialog__body">{children}</div>
        {footer ? <div className="ac-dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Dangerous actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive step; the cancel button has the focus so Enter never deletes by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Löschen',
  cancelLabel = 'Abbrechen',
  danger = true,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      role="alertdialog"
      description={message}
      footer={
        <>
          <button type="button" className="ac-button" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`ac-button ${danger ? 'ac-button--danger' : 'ac-button--primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? 'Bitte warten…' : confirmLabel}
          </button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
