import { EMAIL_FIELD, emptyValues, FieldList, type FieldSpec } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit, useFormValues } from '@/lib/use-form';
import { sendContact } from '@/features/site/api/send-contact';

const FIELDS: ReadonlyArray<FieldSpec<'name' | 'email' | 'message'>> = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'message', label: 'Nachricht', required: true, rows: 6 },
];

const EMPTY = emptyValues(FIELDS);

export function ContactForm() {
  const form = useFormValues(EMPTY);
  const submit = useFormSubmit({
    send: () =>
      sendContact({
        name: form.values.name.trim(),
        email: form.values.email.trim(),
        message: form.values.message.trim(),
      }),
    fallback: 'Fehler beim Senden der Daten.',
    successFallback: 'Vielen Dank für Ihre Nachricht!',
    onSuccess: () => form.setValues(EMPTY),
  });

  return (
    <form className="form card" onSubmit={submit.onSubmit}>
      <FieldList fields={FIELDS} values={form.values} onChange={form.setValue} />
      <FormEnd label="Nachricht senden" {...submit} />
    </form>
  );
}
