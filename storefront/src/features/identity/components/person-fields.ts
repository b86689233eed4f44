import { EMAIL_FIELD, type FieldSpec } from '@/components/ui/field';

export const PASSWORD_MIN_LENGTH = 6;

type PersonField = 'vorname' | 'nachname' | 'email' | 'handynummer';

/** Who a user is, as registration and 'Meine Daten' ask for it. */
export const PERSON_FIELDS: ReadonlyArray<FieldSpec<PersonField>> = [
  { name: 'vorname', label: 'Vorname', required: true, autoComplete: 'given-name' },
  { name: 'nachname', label: 'Nachname', required: true, autoComplete: 'family-name' },
  EMAIL_FIELD,
  { name: 'handynummer', label: 'Telefon (optional)', type: 'tel', autoComplete: 'tel' },
];

/** A field for choosing a password: long enough, and the browser may offer a strong one. */
export function newPasswordField<Name extends string>(
  name: Name,
  label: string,
  extra: Partial<FieldSpec<Name>> = {},
): FieldSpec<Name> {
  return {
    name,
    label,
    type: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    autoComplete: 'new-password',
    ...extra,
  };
}
