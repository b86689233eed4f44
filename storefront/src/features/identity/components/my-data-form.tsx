import { useState, type FormEvent } from 'react';
import type { User } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { updateMe } from '@/features/identity/api/update-me';
import { PASSWORD_MIN_LENGTH } from '@/features/identity/components/register-form';

export function MyDataForm({ user }: { user: User }) {
  const session = useSession();
  const [form, setForm] = useState({
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    handynummer: user.handynummer ?? '',
    passwort: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    setBusy(true);
    try {
      const result = await updateMe({
        vorname: form.vorname.trim(),
        nachname: form.nachname.trim(),
        email: form.email.trim(),
        handynummer: form.handynummer.trim() || null,
        passwort: form.passwort || null,
      });
      if (result?.token) await session.login(result.token);
      setForm((f) => ({ ...f, passwort: '' }));
      setSuccess('Ihre Daten wurden erfolgreich aktualisiert.');
    } catch (err) {
      setError(errorMessage(err, 'Update fehlgeschlagen'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      <Field
        label="Vorname"
        required
        autoComplete="given-name"
        value={form.vorname}
        onChange={set('vorname')}
      />
      <Field
        label="Nachname"
        required
        autoComplete="family-name"
        value={form.nachname}
        onChange={set('nachname')}
      />
      <Field
        label="E-Mail"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <Field
        label="Telefon (optional)"
        type="tel"
        autoComplete="tel"
        value={form.handynummer}
        onChange={set('handynummer')}
      />
      <Field
        label="Neues Passwort (optional)"
        type="password"
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        value={form.passwort}
        onChange={set('passwort')}
        hint="Leer lassen, um das bisherige Passwort zu behalten."
      />
      {error ? <Alert>{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          Speichern
        </button>
      </div>
    </form>
  );
}
