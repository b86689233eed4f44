import { useState } from 'react';
import { germanDate, type PublicProvider, SAMMEL_LIMIT } from '@event-kompass/shared-types';
import { Dialog } from '@/components/ui/dialog';
import { CancelButton, FormEnd, SentNotice } from '@/components/ui/form-end';
import {
  InquiryFields,
  inquiryFormProblem,
  inquiryRequestOf,
  useInquiryForm,
} from '@/components/inquiry/inquiry-fields';
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

interface SammelDialogProps {
  providers: readonly PublicProvider[];
  senderName: string;
  onClose: () => void;
}

/**
 * "Alle anfragen": one request to up to SAMMEL_LIMIT providers of the shortlist (each gets its own
 * inquiry and mail), with the same fields as a single inquiry. With more on the list the first five
 * are ticked and the user picks.
 */
export function SammelDialog({ providers, senderName, onClose }: SammelDialogProps) {
  const [chosen, setChosen] = useState<number[]>(() => providers.slice(0, SAMMEL_LIMIT).map((p) => p.id));
  const form = useInquiryForm((date) => sammelGreeting(date, senderName));

  const submit = useFormSubmit({
    validate: () => {
      if (chosen.length === 0) return 'Bitte wählen Sie mindestens einen Anbieter aus.';
      if (chosen.length > SAMMEL_LIMIT) return `Bitte wählen Sie höchstens ${SAMMEL_LIMIT} Anbieter aus.`;
      return inquiryFormProblem(form.values);
    },
    send: () => sendSammelanfrage({ anbieter_ids: chosen, ...inquiryRequestOf(form.values) }),
    fallback: 'Fehler beim Senden der Anfrage.',
    successFallback: 'Ihre Anfrage wurde gesendet.',
  });

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Dialog title="Anfrage an mehrere Anbieter" onClose={onClose}>
      {submit.success ? (
        <SentNotice
          message={submit.success}
          note="Jeder Anbieter antwortet Ihnen einzeln; Sie finden alles unter „Mein Profil“."
          onClose={onClose}
        />
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
          <InquiryFields form={form} />
          <FormEnd label={`An ${chosen.length} Anbieter senden`} busy={submit.busy} error={submit.error}>
            <CancelButton onClick={onClose} />
          </FormEnd>
        </form>
      )}
    </Dialog>
  );
}
