import { useState } from 'react';
import {
  berlinToday,
  germanDate,
  INQUIRY_ANLAESSE,
  INQUIRY_ANLASS_LABELS,
  INQUIRY_LIMITS,
  type InquiryAnlass,
  type PublicProvider,
  SAMMEL_LIMIT,
  type SammelInquiryRequest,
} from '@event-kompass/shared-types';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field, SelectField, TextAreaField } from '@/components/ui/field';
import { FormEnd } from '@/components/ui/form-end';
import { useFormSubmit } from '@/lib/use-form';
import { sendSammelanfrage } from '@/features/merkliste/api/merkliste';

/** The one message all chosen providers get, so it greets none by name. */
function sammelGreeting(eventDate: string, senderName: string): string {
  const when = eventDate ? ` am ${germanDate(eventDate)}` : '';
  return [
    'Guten Tag,',
    '',
    `ich plane eine Veranstaltung${when} und interessiere mich für Ihr Angebot. Sind Sie an diesem Tag verfügbar? Ich freue mich über ein unverbindliches Angebot.`,
    '',
    'Viele Grüße',
    senderName,
  ].join('\n');
}

/** Optional whole number from a form field: blank is left out. */
function wholeNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

interface SammelDialogProps {
  providers: readonly PublicProvider[];
  senderName: string;
  onClose: () => void;
}

/**
 * "Alle anfragen": one request to up to SAMMEL_LIMIT providers of the shortlist (each gets its own
 * inquiry and mail). With more on the list the first five are ticked and the user picks.
 */
export function SammelDialog({ providers, senderName, onClose }: SammelDialogProps) {
  const [chosen, setChosen] = useState<number[]>(() => providers.slice(0, SAMMEL_LIMIT).map((p) => p.id));
  const [date, setDate] = useState('');
  const [anlass, setAnlass] = useState('');
  const [gaeste, setGaeste] = useState('');
  const [uhrzeit, setUhrzeit] = useState('');
  const [plz, setPlz] = useState('');
  const [budget, setBudget] = useState('');
  const [message, setMessage] = useState(() => sammelGreeting('', senderName));
  const [template, setTemplate] = useState(message);

  const submit = useFormSubmit({
    validate: () => {
      if (chosen.length === 0) return 'Bitte wählen Sie mindestens einen Anbieter aus.';
      if (chosen.length > SAMMEL_LIMIT) return `Bitte wählen Sie höchstens ${SAMMEL_LIMIT} Anbieter aus.`;
      if (!date || !message.trim()) return 'Bitte füllen Sie alle Felder aus.';
      return date < berlinToday() ? 'Bitte wählen Sie ein Datum ab heute.' : null;
    },
    send: () => {
      const body: SammelInquiryRequest = {
        anbieter_ids: chosen,
        event_datum: date,
        nachricht: message.trim(),
        anlass: anlass ? (anlass as InquiryAnlass) : undefined,
        gaeste: wholeNumber(gaeste),
        uhrzeit: uhrzeit || undefined,
        plz: plz.trim() || undefined,
        budget_eur: wholeNumber(budget),
      };
      return sendSammelanfrage(body);
    },
    fallback: 'Fehler beim Senden der Anfrage.',
    successFallback: 'Ihre Anfrage wurde gesendet.',
  });

  const onDateChange = (value: string) => {
    setDate(value);
    const next = sammelGreeting(value, senderName);
    if (message === template) setMessage(next);
    setTemplate(next);
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Dialog title="Anfrage an mehrere Anbieter" onClose={onClose}>
      {submit.success ? (
        <>
          <Alert kind="success">{submit.success}</Alert>
          <p className="muted">
            Jeder Anbieter antwortet Ihnen einzeln; Sie finden alles unter „Mein Profil“.
          </p>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Schließen
          </button>
        </>
      ) : (
        <form className="form" onSubmit={submit.onSubmit} noValidate>
          <fieldset className="sammel-choice">
            <legend>
              An wen? ({chosen.length} von höchstens {SAMMEL_LIMIT} gewählt)
            </legend>
            {providers.map((provider) => (
              <label key={provider.id}>
                <input
                  type="checkbox"
                  checked={chosen.includes(provider.id)}
                  disabled={!chosen.includes(provider.id) && chosen.length >= SAMMEL_LIMIT}
                  onChange={(event) => toggle(provider.id, event.target.checked)}
                />
                {provider.firmenname}
              </label>
            ))}
          </fieldset>
          <Field
            label="Gewünschtes Event-Datum"
            data-autofocus
            type="date"
            required
            min={berlinToday()}
            value={date}
            onChange={(event) => onDateChange(event.target.value)}
          />
          <div className="form-grid">
            <SelectField label="Anlass" value={anlass} onChange={(event) => setAnlass(event.target.value)}>
              <option value="">Bitte wählen (optional)</option>
              {INQUIRY_ANLAESSE.map((value) => (
                <option key={value} value={value}>
                  {INQUIRY_ANLASS_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <Field
              label="Gäste"
              type="number"
              inputMode="numeric"
              min={1}
              max={INQUIRY_LIMITS.maxGaeste}
              value={gaeste}
              onChange={(event) => setGaeste(event.target.value)}
            />
            <Field
              label="Uhrzeit"
              type="time"
              value={uhrzeit}
              onChange={(event) => setUhrzeit(event.target.value)}
            />
            <Field
              label="PLZ des Orts"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={plz}
              onChange={(event) => setPlz(event.target.value)}
            />
            <Field
              label="Budget (€)"
              type="number"
              inputMode="numeric"
              min={0}
              value={budget}
              onChange={(event) => setBudget(event.target.value)}
            />
          </div>
          <TextAreaField
            label="Ihre Nachricht"
            required
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <FormEnd label={`An ${chosen.length} Anbieter senden`} busy={submit.busy} error={submit.error}>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Abbrechen
            </button>
          </FormEnd>
        </form>
      )}
    </Dialog>
  );
}
