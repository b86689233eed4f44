import type { AdminUpdateUserRequest, User } from '@event-kompass/shared-types';
import { CheckboxField, TextField, useFormFields } from '@admin/components/fields';
import { FormDialog } from '@admin/components/form-dialog';

export interface UserFormDialogProps {
  user: User;
  onClose: () => void;
  /** Rejects with the text to show. */
  onSave: (body: AdminUpdateUserRequest) => Promise<void>;
}

/** Edit a user's data and admin right; an empty password keeps the current one (spec). */
export function UserFormDialog({ user, onClose, onSave }: UserFormDialogProps) {
  const { form, set, text } = useFormFields(() => ({
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    handynummer: user.handynummer ?? '',
    passwort: '',
    ist_admin: user.ist_admin,
  }));

  async function submit() {
    if (form.passwort && form.passwort.length < 6) {
      throw new Error('Das Passwort muss mindestens 6 Zeichen lang sein.');
    }
    await onSave({
      vorname: form.vorname.trim(),
      nachname: form.nachname.trim(),
      email: form.email.trim(),
      handynummer: form.handynummer.trim() || null,
      passwort: form.passwort || null,
      ist_admin: form.ist_admin,
    });
  }

  return (
    <FormDialog
      title={`Benutzer bearbeiten: ${user.vorname} ${user.nachname}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="ac-form__grid">
        <TextField label="Vorname" required autoComplete="off" {...text('vorname')} />
        <TextField label="Nachname" required autoComplete="off" {...text('nachname')} />
        <TextField label="E-Mail" type="email" required autoComplete="off" {...text('email')} />
        <TextField label="Handynummer" type="tel" autoComplete="off" {...text('handynummer')} />
      </div>
      <TextField
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        minLength={6}
        hint="Leer lassen, um das Passwort nicht zu ändern (sonst mindestens 6 Zeichen)."
        {...text('passwort')}
      />
      <CheckboxField
        label="Administrator-Rechte"
        checked={form.ist_admin}
        onChange={(e) => set('ist_admin', e.target.checked)}
        hint="Administratoren sehen das Admin-Dashboard und dürfen alle Daten ändern."
      />
    </FormDialog>
  );
}
