import { Link } from '@/components/ui/link';
import { EMAIL_FIELD, emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { login } from '@/features/identity/api/login';
import { useStartSession } from '@/features/identity/components/use-start-session';

const FIELDS: ReadonlyArray<FieldSpec<'email' | 'passwort'>> = [
  EMAIL_FIELD,
  { name: 'passwort', label: 'Passwort', type: 'password', required: true, autoComplete: 'current-password' },
];

export function LoginForm() {
  const form = useFormValues(emptyValues(FIELDS));
  const startSession = useStartSession();
  const submit = useFormSubmit({
    send: () => login({ email: form.values.email.trim(), passwort: form.values.passwort }),
    fallback: 'Fehler beim Login',
    onSuccess: startSession,
  });

  return (
    <form className="form card" onSubmit={submit.onSubmit}>
      <FieldList fields={FIELDS} values={form.values} onChange={form.setValue} />
      <p className="form__aside">
        <Link to="/passwort-vergessen">Passwort vergessen?</Link>
      </p>
      <FormEnd label="Einloggen" {...submit}>
        <span>
          Noch kein Konto? <Link to="/register">Jetzt registrieren</Link>
        </span>
      </FormEnd>
    </form>
  );
}
