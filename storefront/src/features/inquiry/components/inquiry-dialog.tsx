import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextAreaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { todayIso } from '@/lib/dates';
import { createInquiry } from '@/features/inquiry/api/create-inquiry';
import { inquiryGreeting } from '@/features/inquiry/components/greeting';

export const SUCCESS_VISIBLE_MS = 5000;

interface InquiryDialogProps {
  provider: { id: number; firmenname: string };
  /** The sender's name for the greeting's signature. */
  senderName?: string;
  onClose: () => void;
}

/**
 * The inquiry dialog (spec section 2): date and message required; the message starts as a greeting with
 * the provider's name and the chosen date, and follows date changes until the user edits it.
 */
export function InquiryDialog({ provider, senderName, onClose }: InquiryDialogProps) {
  const [date, setDate] = useState('');
  const [message, setMessage] = useState(() => inquiryGreeting(provider.firmenname, '', senderName));
  const lastTemplate = useRef(message);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!date || !message.trim()) {
      setError('Bitte füllen Sie alle Felder aus.');
      return;
    }
    if (date < todayIso()) {
      setError('Bitte wählen Sie ein Datum ab heute.');
      return;
    }
    setBusy(true);
    try {
      await createInquiry({ anbieter_id: provider.id, event_datum: date, nachricht: message.trim() });
      setSuccess(`Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`);
    } catch (err) {
      setError(errorMessage(err, 'Fehler beim Senden der Anfrage.'));
    } finally {
      setBusy(false);
    }
  };

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
        <form className="form" onSubmit={onSubmit} noValidate>
          <Field
            label="Gewünschtes Event-Datum"
            data-autofocus
            type="date"
            required
            min={todayIso()}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
          <TextAreaField
            label="Ihre Nachricht"
            required
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {error ? <Alert>{error}</Alert> : null}
          <div className="row">
            <button type="submit" className="button" disabled={busy}>
              Anfrage senden
            </button>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Abbrechen
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
