import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** `primary` for a confirmation that commits rather than destroys (e.g. a booking). */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} role="alertdialog">
      <p>{message}</p>
      <div className="row">
        <button
          type="button"
          className={tone === 'danger' ? 'button button--danger' : 'button'}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
          Abbrechen
        </button>
      </div>
    </Dialog>
  );
}
