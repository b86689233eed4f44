import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Role `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** `sheet`: rises from the bottom edge on phones (the filters of a list). */
  variant?: 'sheet';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the page behind it inert and draws the
 * `::backdrop`; Escape (the `cancel` event) or a click on the backdrop asks the owner to close it, and
 * focus returns to where it was. The owner closes it by unmounting it. Tab still wraps inside, as
 * Chromium would otherwise hand focus to its own toolbar after the last field.
 */
export function Dialog({ title, onClose, children, role = 'dialog', variant }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // Browsers differ in what showModal() focuses; the marked field, else the first control, everywhere.
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={variant ? `dialog dialog--${variant}` : 'dialog'}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React owns the open state: the dialog closes when its owner unmounts it. (A cancel Chromium
        // marks not cancelable, after repeated Escapes, closes it anyway; the owner unmounts it all the same.)
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={wrapTab}
      onMouseDown={(event) => {
        // The panel fills the dialog box, so only a press on the ::backdrop targets the element itself.
        // No default action: it would move focus to the page after the opener got it back.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog__close" onClick={onClose} aria-label="Dialog schließen">
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
