import { useState } from 'react';
import type { User } from '@event-kompass/shared-types';
import { FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { useSession } from '@/lib/session';
import { updateMe } from '@/features/identity/api/update-me';
import { newPasswordField, PERSON_FIELDS } from '@/features/identity/components/person-fields';
import { ReminderConsentCheckbox } from '@/features/identity/components/reminder-consent-checkbox';

type MyDataField = 'vorname' | 'nachname' | 'email' | 'handynummer' | 'passwort' | 'aktuelles_passwort';

const FIELDS: ReadonlyArray<FieldSpec<MyDataField>> = [
  ...PERSON_FIELDS,
  newPasswordField('passwort', 'Neues Passwort (optional)', {
    hint: 'Leer lassen, um das bisherige Passwort zu behalten.',
  }),
];

/** Asked only while the e-mail address or the password is being changed (the server insists). */
const CURRENT_PASSWORD_FIELD: FieldSpec<MyDataField> = {
  name: 'aktuelles_passwort',
  label: 'Aktuelles Passwort',
  type: 'password',
  required: true,
  autoComplete: 'current-password',
  hint: 'Zur Bestätigung, weil sich Ihre E-Mail-Adresse oder Ihr Passwort ändert.',
};

export function MyDataForm({ user }: { user: User }) {
  const session = useSession();
  const form = useFormValues<MyDataField>({
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    handynummer: user.handynummer ?? '',
    passwort: '',
    aktuelles_passwort: '',
  });
  const { values } = form;
  const [reminders, setReminders] = useState(user.erinnerungen_erlaubt ?? false);
  const securityChange = values.passwort !== '' || values.email.trim().toLowerCase() !== user.email;
  const submit = useFormSubmit({
    send: () =>
      updateMe({
        vorname: values.vorname.trim(),
        nachname: values.nachname.trim(),
        email: values.email.trim(),
        handynummer: values.handynummer.trim() || null,
        passwort: values.passwort || null,
        aktuelles_passwort: securityChange ? values.aktuelles_passwort : null,
        erinnerungen_erlaubt: reminders,
      }),
    fallback: 'Update fehlgeschlagen',
    successFallback: 'Ihre Daten wurden erfolgreich aktualisiert.',
    onSuccess: async (result) => {
      if (result?.token) await session.login(result.token);
      // A new address waits for its confirmation link; until then the old one stays.
      if (result?.user) form.setValue('email', result.user.email);
      form.setValue('passwort', '');
      form.setValue('aktuelles_passwort', '');
    },
  });

  return (
    <form className="form" onSubmit={submit.onSubmit}>
      <FieldList
        fields={securityChange ? [...FIELDS, CURRENT_PASSWORD_FIELD] : FIELDS}
        values={values}
        onChange={form.setValue}
      />
      <ReminderConsentCheckbox checked={reminders} onChange={setReminders} />
      <FormEnd label="Speichern" {...submit} />
    </form>
  );
}
