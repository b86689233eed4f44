import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** The confirm button at the bottom, after 'Abbrechen' (which closes). */
  actions?: DialogActions;
  /** Optional description under the title (for `aria-describedby`). */
  description?: ReactNode;
  size?: 'small' | 'large';
  /** While busy, Escape and the backdrop do not close. */
  busy?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * The one modal of the console, a native `<dialog>` opened with `showModal()`: the browser keeps focus
 * inside, puts it on the first field (the close button comes last in the DOM for that reason), gives it
 * back to the opener on `close()`, and draws `::backdrop`. Escape arrives as `cancel`; React state stays
 * the owner of open/closed, so a closed dialog is not in the DOM at all.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  title,
  onClose,
  children,
  actions,
  description,
  size = 'small',
  busy = false,
  role = 'dialog',
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect: on unmount its cleanup runs while the element is still in the document, so the
  // browser's `close()` can hand the focus back to the opener.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (!busy) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={`ac-dialog ac-dialog--${size}`}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onCancel={cancel}
      // Chromium may close anyway on a repeated Escape without user activation: follow it. A close
      // event while the dialog is open again comes from a remount (React's StrictMode runs the
      // effect's cleanup and setup twice in development) and is not the user's.
      onClose={() => {
        if (!dialogRef.current?.open) onClose();
      }}
      // A press on the backdrop reaches the <dialog> itself; the panel inside covers everything else.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) cancel(event);
      }}
    >
      <div className="ac-dialog__panel">
        <div className="ac-dialog__header">
          <h2 id={titleId} className="ac-dialog__title">
            {title}
          </h2>
        </div>
        {description ? (
          <div id={descriptionId} className="ac-dialog__description">
            {description}
          </div>
        ) : null}
        <div className="ac-dialog__body">{children}</div>
        {actions ? (
          <div className="ac-dialog__footer">
            <DialogButtons {...actions} onCancel={onClose} busy={busy} />
          </div>
        ) : null}
        <button
          type="button"
          className="ac-icon-button ac-dialog__close"
          onClick={onClose}
          disabled={busy}
          aria-label="Dialog schließen"
        >
          ×
        </button>
      </div>
    </dialog>
  );
}

export interface DialogActions {
  confirmLabel: string;
  /** Shown on the confirm button while busy. */
  busyLabel?: string;
  /** Dangerous actions get a red button. */
  danger?: boolean;
  /** A click handler, or the id of the form the button submits. */
  onConfirm?: () => void;
  form?: string;
}

/** Cancel first (so the browser focuses it when there is no field), then confirm. */
function DialogButtons({
  onCancel,
  confirmLabel,
  busyLabel = 'Bitte warten…',
  danger = false,
  busy,
  onConfirm,
  form,
}: DialogActions & { onCancel: () => void; busy: boolean }) {
  return (
    <>
      <button type="button" className="ac-button" onClick={onCancel} disabled={busy}>
        Abbrechen
      </button>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        className={`ac-button ${danger ? 'ac-button--danger' : 'ac-button--primary'}`}
        onClick={onConfirm}
        disabled={busy}
      >
        {busy ? busyLabel : confirmLabel}
      </button>
    </>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Dangerous actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Fields between the question and the buttons (e.g. the reasons of a removal). */
  children?: ReactNode;
}

/** Asks before a destructive step; the browser focuses the cancel button, so Enter never deletes. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Löschen',
  danger = true,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      role="alertdialog"
      description={message}
      actions={{ confirmLabel, danger, onConfirm }}
    >
      {children}
    </Dialog>
  );
}
