import type { User } from '@event-kompass/shared-types';
import { FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { useSession } from '@/lib/session';
import { updateMe } from '@/features/identity/api/update-me';
import { PASSWORD_MIN_LENGTH, PERSON_FIELDS } from '@/features/identity/components/person-fields';

type MyDataField = 'vorname' | 'nachname' | 'email' | 'handynummer' | 'passwort';

const FIELDS: ReadonlyArray<FieldSpec<MyDataField>> = [
  ...PERSON_FIELDS,
  {
    name: 'passwort',
    label: 'Neues Passwort (optional)',
    type: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    autoComplete: 'new-password',
    hint: 'Leer lassen, um das bisherige Passwort zu behalten.',
  },
];

export function MyDataForm({ user }: { user: User }) {
  const session = useSession();
  const form = useFormValues<MyDataField>({
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    handynummer: user.handynummer ?? '',
    passwort: '',
  });
  const { values } = form;
  const submit = useFormSubmit({
    send: () =>
      updateMe({
        vorname: values.vorname.trim(),
        nachname: values.nachname.trim(),
        email: values.email.trim(),
        handynummer: values.handynummer.trim() || null,
        passwort: values.passwort || null,
      }),
    fallback: 'Update fehlgeschlagen',
    successFallback: 'Ihre Daten wurden erfolgreich aktualisiert.',
    onSuccess: async (result) => {
      if (result?.token) await session.login(result.token);
      form.setValue('passwort', '');
    },
  });

  return (
    <form className="form" onSubmit={submit.onSubmit}>
      <FieldList fields={FIELDS} values={values} onChange={form.setValue} />
      <FormEnd label="Speichern" {...submit} />
    </form>
  );
}
