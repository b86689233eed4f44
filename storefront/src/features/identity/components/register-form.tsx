import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { register } from '@/features/identity/api/register';

export const PASSWORD_MIN_LENGTH = 6;

export function RegisterForm() {
  const session = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({
    vorname: '',
    nachname: '',
    email: '',
    handynummer: '',
    passwort: '',
    bestaetigung: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (form.passwort !== form.bestaetigung) {
      setError('Die Passwörter stimmen nicht überein');
      return;
    }
    setBusy(true);
    try {
      const { token } = await register({
        vorname: form.vorname.trim(),
        nachname: form.nachname.trim(),
        email: form.email.trim(),
        handynummer: form.handynummer.trim() || null,
        passwort: form.passwort,
      });
      await session.login(token);
      navigate('/');
    } catch (err) {
      setError(errorMessage(err, 'Fehler bei der Registrierung'));
      setBusy(false);
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit}>
      <Field
        label="Vorname"
        name="vorname"
        required
        autoComplete="given-name"
        value={form.vorname}
        onChange={set('vorname')}
      />
      <Field
        label="Nachname"
        name="nachname"
        required
        autoComplete="family-name"
        value={form.nachname}
        onChange={set('nachname')}
      />
      <Field
        label="E-Mail"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <Field
        label="Telefon (optional)"
        name="handynummer"
        type="tel"
        autoComplete="tel"
        value={form.handynummer}
        onChange={set('handynummer')}
      />
      <Field
        label="Passwort"
        name="passwort"
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        value={form.passwort}
        onChange={set('passwort')}
        hint={`Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`}
      />
      <Field
        label="Passwort bestätigen"
        name="bestaetigung"
        type="password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        value={form.bestaetigung}
        onChange={set('bestaetigung')}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          Registrieren
        </button>
        <span>
          Schon registriert? <Link to="/login">Zum Login</Link>
        </span>
      </div>
    </form>
  );
}
