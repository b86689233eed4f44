import { useState } from 'react';
import { CancelButton } from '@/components/ui/form-end';
import { FormAlerts } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@event-kompass/web-client';
import { useFormSubmit } from '@/lib/use-form';
import { deleteMe } from '@/features/identity/api/delete-me';
import { downloadMyData } from '@/features/identity/api/download-my-data';

/**
 * "Meine Daten": the GDPR export and deleting the account, below the profile form. After the
 * deletion `onDeleted` gets the server's sentence; the page ends the session and moves on.
 */
export function AccountPrivacy({ onDeleted }: { onDeleted: (msg: string) => void }) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      setDownloadError(errorMessage(error, 'Der Download Ihrer Daten ist fehlgeschlagen.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="account-privacy-title">
      <h2 id="account-privacy-title">Ihre Daten und Ihr Konto</h2>
      <p>
        Laden Sie alle Daten, die wir zu Ihrem Konto speichern, als JSON-Datei herunter (Auskunft und
        Datenübertragbarkeit nach Art. 15 und 20 DSGVO).
      </p>
      <FormAlerts error={downloadError} />
      <div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void download()}
          disabled={downloading}
        >
          Meine Daten herunterladen
        </button>
      </div>
      <p>
        Wenn Sie Ihr Konto löschen, entfernen wir Ihre Kontodaten, Anfragen und Nachrichten endgültig. Ihre
        Bewertungen bleiben ohne Ihren Namen erhalten und erscheinen als „ehemaliger Nutzer“.
      </p>
      <div>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Konto löschen
        </button>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} /> : null}
    </section>
  );
}

function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (msg: string) => void;
}) {
  const [passwort, setPasswort] = useState('');
  const submit = useFormSubmit({
    validate: () => (passwort ? null : 'Bitte geben Sie zur Bestätigung Ihr Passwort ein.'),
    send: () => deleteMe({ passwort }),
    fallback: 'Das Konto konnte nicht gelöscht werden.',
    onSuccess: (result) => onDeleted(result.msg),
  });

  return (
    <Dialog title="Konto endgültig löschen?" onClose={onClose} role="alertdialog">
      <form className="form" onSubmit={(event) => void submit.onSubmit(event)}>
        <p>
          <strong>Das lässt sich nicht rückgängig machen.</strong> Ihr Konto, Ihre Anfragen und Nachrichten
          werden gelöscht. Ihre Bewertungen bleiben ohne Namen als „ehemaliger Nutzer“ sichtbar. Einträge, die
          Sie als Anbieter betreuen, bleiben bestehen und werden vom Betreiber weitergeführt.
        </p>
        <p>Laden Sie vorher bei Bedarf Ihre Daten herunter.</p>
        <Field
          label="Ihr Passwort"
          type="password"
          autoComplete="current-password"
          required
          value={passwort}
          onChange={(event) => setPasswort(event.target.value)}
          data-autofocus
        />
        <FormAlerts error={submit.error} />
        <div className="row">
          <button type="submit" className="button button--danger" disabled={submit.busy}>
            Konto endgültig löschen
          </button>
          <CancelButton onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
