import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { EMAIL_FIELD, emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { requestPasswordReset } from '@/features/identity/api/password-reset';

const FIELDS: ReadonlyArray<FieldSpec<'email'>> = [EMAIL_FIELD];

/** Asks for the link; the answer is the same for every address, so it is shown as it comes. */
export function ForgotPasswordForm() {
  const form = useFormValues(emptyValues(FIELDS));
  const [sent, setSent] = useState<string | null>(null);
  const submit = useFormSubmit({
    send: () => requestPasswordReset(form.values.email.trim()),
    fallback: 'Der Link konnte nicht angefordert werden.',
    onSuccess: (result) => setSent(result.msg),
  });

  if (sent)
    return (
      <div className="card stack">
        <Alert kind="success">{sent}</Alert>
        <p>
          Keine E-Mail bekommen? Sehen Sie auch im Spam-Ordner nach oder prüfen Sie die Schreibweise der
          Adresse. <Link to="/login">Zurück zum Login</Link>
        </p>
      </div>
    );

  return (
    <form className="form card" onSubmit={submit.onSubmit}>
      <p>
        Geben Sie die E-Mail-Adresse Ihres Kontos an. Wir schicken Ihnen einen Link, mit dem Sie ein neues
        Passwort wählen.
      </p>
      <FieldList fields={FIELDS} values={form.values} onChange={form.setValue} />
      <FormEnd label="Link anfordern" {...submit}>
        <Link to="/login">Zurück zum Login</Link>
      </FormEnd>
    </form>
  );
}
