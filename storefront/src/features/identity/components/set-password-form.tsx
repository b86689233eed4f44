import { type AccountLinkInfo, pagePath } from '@event-kompass/shared-types';
import { emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { confirmPasswordReset } from '@/features/identity/api/password-reset';
import {
  newPasswordField,
  PASSWORD_MIN_LENGTH,
  PERSON_FIELDS,
} from '@/features/identity/components/person-fields';
import { useStartSession } from '@/features/identity/components/use-start-session';

type SetPasswordField = 'vorname' | 'nachname' | 'passwort' | 'bestaetigung';

const PASSWORD_FIELDS: ReadonlyArray<FieldSpec<SetPasswordField>> = [
  newPasswordField('passwort', 'Neues Passwort', {
    required: true,
    hint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  }),
  newPasswordField('bestaetigung', 'Passwort bestätigen', { required: true }),
];

/** A new account also needs the names registration asks for; the address comes from the link. */
const SETUP_FIELDS: ReadonlyArray<FieldSpec<SetPasswordField>> = [
  ...PERSON_FIELDS.filter(
    (field): field is FieldSpec<'vorname' | 'nachname'> =>
      field.name === 'vorname' || field.name === 'nachname',
  ),
  ...PASSWORD_FIELDS,
];

interface SetPasswordFormProps {
  token: string;
  link: AccountLinkInfo;
}

/** Sets the password from a mail's link (or creates the provider's account) and logs in. */
export function SetPasswordForm({ token, link }: SetPasswordFormProps) {
  const fields = link.konto_einrichten ? SETUP_FIELDS : PASSWORD_FIELDS;
  const form = useFormValues(emptyValues(fields));
  const { values } = form;
  // A new account belongs to an activated listing: its workspace is where the provider wants to be.
  const startSession = useStartSession(
    pagePath(link.konto_einrichten ? 'profileListing' : 'profile'),
    link.konto_einrichten
      ? 'Ihr Konto ist eingerichtet. Sie sind jetzt angemeldet.'
      : 'Ihr neues Passwort ist gespeichert. Sie sind jetzt angemeldet.',
  );
  const submit = useFormSubmit({
    validate: () => (values.passwort === values.bestaetigung ? null : 'Die Passwörter stimmen nicht überein'),
    send: () =>
      confirmPasswordReset({
        token,
        passwort: values.passwort,
        ...(link.konto_einrichten
          ? { vorname: values.vorname.trim(), nachname: values.nachname.trim() }
          : {}),
      }),
    fallback: 'Das Passwort konnte nicht gespeichert werden.',
    onSuccess: startSession,
  });

  return (
    <form className="form card" onSubmit={submit.onSubmit}>
      <p>
        {link.konto_einrichten ? 'Ihr Konto für ' : 'Neues Passwort für '}
        <strong>{link.email}</strong>
      </p>
      {/* Lets password managers store the new password under the right address. */}
      <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
      <FieldList fields={fields} values={values} onChange={form.setValue} />
      <FormEnd label={link.konto_einrichten ? 'Konto einrichten' : 'Passwort speichern'} {...submit} />
    </form>
  );
}
