import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { register } from '@/features/identity/api/register';
import {
  newPasswordField,
  PASSWORD_MIN_LENGTH,
  PERSON_FIELDS,
} from '@/features/identity/components/person-fields';
import { ReminderConsentCheckbox } from '@/features/identity/components/reminder-consent-checkbox';
import { useStartSession } from '@/features/identity/components/use-start-session';

type RegisterField = 'vorname' | 'nachname' | 'email' | 'handynummer' | 'passwort' | 'bestaetigung';

const FIELDS: ReadonlyArray<FieldSpec<RegisterField>> = [
  ...PERSON_FIELDS,
  newPasswordField('passwort', 'Passwort', {
    required: true,
    hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  }),
  newPasswordField('bestaetigung', 'Passwort bestätigen', { required: true }),
];

export function RegisterForm() {
  const form = useFormValues(emptyValues(FIELDS));
  const startSession = useStartSession();
  const { values } = form;
  const [reminders, setReminders] = useState(false);
  const submit = useFormSubmit({
    validate: () => (values.passwort === values.bestaetigung ? null : 'Die Passwörter stimmen nicht überein'),
    send: () =>
      register({
        vorname: values.vorname.trim(),
        nachname: values.nachname.trim(),
        email: values.email.trim(),
        handynummer: values.handynummer.trim() || null,
        passwort: values.passwort,
        erinnerungen_erlaubt: reminders,
      }),
    fallback: 'Fehler bei der Registrierung',
    onSuccess: startSession,
  });

  return (
    <form className="form card" onSubmit={submit.onSubmit}>
      <FieldList fields={FIELDS} values={values} onChange={form.setValue} />
      <ReminderConsentCheckbox checked={reminders} onChange={setReminders} />
      <FormEnd label="Registrieren" {...submit}>
        <span>
          Schon registriert? <Link to="/login">Zum Login</Link>
        </span>
      </FormEnd>
    </form>
  );
}
