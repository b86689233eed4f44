import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AdminUpdateUserRequest, User } from '@event-kompass/shared-types';
import { Alert } from '@admin/components/alert';
import { Dialog } from '@admin/components/dialog';
import { CheckboxField, TextField } from '@admin/components/fields';

export interface UserFormDialogProps {
  user: User | null;
  onClose: () => void;
  /** Rejects with the text to show. */
  onSave: (id: number, body: AdminUpdateUserRequest) => Promise<void>;
}

/** Edit a user's data and admin right; an empty password keeps the current one. */
export function UserFormDialog({ user, onClose, onSave }: UserFormDialogProps) {
  const [vorname, setVorname] = useState('');
  const [nachname, setNachname] = useState('');
  const [email, setEmail] = useState('');
  const [handynummer, setHandynummer] = useState('');
  const [passwort, setPasswort] = useState('');
  const [istAdmin, setIstAdmin] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  useEffect(() => {
    setVorname(user?.vorname ?? '');
    setNachname(user?.nachname ?? '');
    setEmail(user?.email ?? '');
    setHandynummer(user?.handynummer ?? '');
    setPasswort('');
    setIstAdmin(user?.ist_admin ?? false);
    setError(null);
  }, [user]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    if (passwort && passwort.length < 6) {
      setError('Das Passwort muss mindestens 6 Zeichen lang sein.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(user.id, {
        vorname: vorname.trim(),
        nachname: nachname.trim(),
        email: email.trim(),
        handynummer: handynummer.trim() || null,
        passwort: passwort ? passwort : null,
        ist_admin: istAdmin,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Update fehlgeschlagen');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={user !== null}
      title={user ? `Benutzer bearbeiten: ${user.vorname} ${user.nachname}` : 'Benutzer bearbeiten'}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" className="ac-button" onClick={onClose} disabled={busy}>
            Abbrechen
          </button>
          <button type="submit" form={formId} className="ac-button ac-button--primary" disabled={busy}>
            {busy ? 'Speichern…' : 'Speichern'}
          </button>
        </>
      }
    >
      <form id={formId} className="ac-form" onSubmit={submit}>
        <Alert message={error} onDismiss={() => setError(null)} />
        <div className="ac-form__grid">
          <TextField
            label="Vorname"
            required
            autoComplete="off"
            value={vorname}
            onChange={(e) => setVorname(e.target.value)}
          />
          <TextField
            label="Nachname"
            required
            autoComplete="off"
            value={nachname}
            onChange={(e) => setNachname(e.target.value)}
          />
          <TextField
            label="E-Mail"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Handynummer"
            type="tel"
            autoComplete="off"
            value={handynummer}
            onChange={(e) => setHandynummer(e.target.value)}
          />
        </div>
        <TextField
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          minLength={6}
          value={passwort}
          onChange={(e) => setPasswort(e.target.value)}
          hint="Leer lassen, um das Passwort nicht zu ändern (sonst mindestens 6 Zeichen)."
        />
        <CheckboxField
          label="Administrator-Rechte"
          checked={istAdmin}
          onChange={(e) => setIstAdmin(e.target.checked)}
          hint="Administratoren sehen das Admin-Dashboard und dürfen alle Daten ändern."
        />
      </form>
    </Dialog>
  );
}
