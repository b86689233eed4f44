import { useEffect, useRef, useState } from 'react';
import { berlinToday } from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextAreaField } from '@/components/ui/field';
import { CancelButton, FormEnd } from '@/components/ui/form-end';
import { useFormSubmit } from '@/lib/use-form';
import { createInquiry } from '@/features/inquiry/api/create-inquiry';
import { inquiryGreeting } from '@/features/inquiry/components/greeting';

export const SUCCESS_VISIBLE_MS = 5000;

interface InquiryDialogProps {
  provider: { id: number; firmenname: string };
  /** The sender's name for the greeting's signature. */
  senderName?: string;
  /** Days the provider marked as taken: choosing one shows a warning (sending stays possible). */
  takenDays?: readonly string[];
  onClose: () => void;
}

/**
 * The inquiry dialog (docs/decisions.md: Anfragen): date and message required; the message starts as a greeting with
 * the provider's name and the chosen date, and follows date changes until the user edits it.
 */
export function InquiryDialog({ provider, senderName, takenDays = [], onClose }: InquiryDialogProps) {
  const [date, setDate] = useState('');
  const [message, setMessage] = useState(() => inquiryGreeting(provider.firmenname, '', senderName));
  const lastTemplate = useRef(message);
  const submit = useFormSubmit({
    validate: () => {
      if (!date || !message.trim()) return 'Bitte füllen Sie alle Felder aus.';
      // The server's Berlin day, not the browser's: both refuse the same dates.
      return date < berlinToday() ? 'Bitte wählen Sie ein Datum ab heute.' : null;
    },
    send: () => createInquiry({ anbieter_id: provider.id, event_datum: date, nachricht: message.trim() }),
    fallback: 'Fehler beim Senden der Anfrage.',
    successFallback: `Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`,
  });
  const { success } = submit;

  const onDateChange = (value: string) => {
    setDate(value);
    const template = inquiryGreeting(provider.firmenname, value, senderName);
    // Only text the user has not touched follows the date.
    if (message === lastTemplate.current) setMessage(template);
    lastTemplate.current = template;
  };

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(onClose, SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success, onClose]);

  return (
    <Dialog title={`Anfrage an ${provider.firmenname}`} onClose={onClose}>
      {success ? (
        <>
          <Alert kind="success">{success}</Alert>
          <p className="muted">Dieses Fenster schließt sich gleich von selbst.</p>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Schließen
          </button>
        </>
      ) : (
        <form className="form" onSubmit={submit.onSubmit} noValidate>
          <Field
            label="Gewünschtes Event-Datum"
            data-autofocus
            type="date"
            required
            min={berlinToday()}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
          {date && takenDays.includes(date) ? (
            <Alert kind="info">
              {provider.firmenname} hat diesen Tag als belegt markiert. Sie können trotzdem anfragen –
              vielleicht klappt es ja doch.
            </Alert>
          ) : null}
          <TextAreaField
            label="Ihre Nachricht"
            required
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FormEnd label="Anfrage senden" busy={submit.busy} error={submit.error}>
            <CancelButton onClick={onClose} />
          </FormEnd>
        </form>
      )}
    </Dialog>
  );
}
