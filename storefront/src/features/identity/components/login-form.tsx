import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { login } from '@/features/identity/api/login';

export function LoginForm() {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [passwort, setPasswort] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { token } = await login({ email: email.trim(), passwort });
      await session.login(token);
      navigate('/');
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Login'));
      setBusy(false);
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit}>
      <Field
        label="E-Mail"
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Passwort"
        type="password"
        name="passwort"
        required
        autoComplete="current-password"
        value={passwort}
        onChange={(e) => setPasswort(e.target.value)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="row">
        <button type="submit" className="button" disabled={busy}>
          Einloggen
        </button>
        <span>
          Noch kein Konto? <Link to="/register">Jetzt registrieren</Link>
        </span>
      </div>
    </form>
  );
}
