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
