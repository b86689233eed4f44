import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@admin/components/alert';
import { Dialog } from '@admin/components/dialog';

export interface FormDialogProps {
  title: string;
  size?: 'small' | 'large';
  onClose: () => void;
  /** Validates and saves; a thrown Error's message is shown in the dialog, which stays open. */
  onSubmit: () => Promise<void>;
  /** The fields. */
  children: ReactNode;
}

/** An edit dialog, open while mounted: the fields, an error line, 'Abbrechen' and 'Speichern' (busy while saving). */
export function FormDialog({ title, size, onClose, onSubmit, children }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  function close() {
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size={size}
      title={title}
      onClose={close}
      busy={busy}
      actions={{ confirmLabel: 'Speichern', busyLabel: 'Speichern…', form: formId }}
    >
      <form id={formId} className="ac-form" onSubmit={submit}>
        <Alert message={error} onDismiss={() => setError(null)} />
        {children}
      </form>
    </Dialog>
  );
}
