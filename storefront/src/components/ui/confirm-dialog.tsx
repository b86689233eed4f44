import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} role="alertdialog">
      <p>{message}</p>
      <div className="row">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
          Abbrechen
        </button>
      </div>
    </Dialog>
  );
}
