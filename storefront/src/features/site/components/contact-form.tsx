import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, TextAreaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { sendContact } from '@/features/site/api/send-contact';

export function ContactForm() {
  const [form, setForm] = useState({ name: '', email: '', message: '' });
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    setBusy(true);
    try {
      const result = await sendContact({
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
      });
      setSuccess(result?.msg || 'Vielen Dank für Ihre Nachricht!');
      setForm({ name: '', email: '', message: '' });
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Senden der Daten.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit}>
      <Field label="Name" required autoComplete="name" value={form.name} onChange={set('name')} />
      <Field
        label="E-Mail"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <TextAreaField label="Nachricht" required rows={6} value={form.message} onChange={set('message')} />
      {error ? <Alert>{error}</Alert> : null}
      {success ? <Alert kind="success">{success}</Alert> : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          Nachricht senden
        </button>
      </div>
    </form>
  );
}
