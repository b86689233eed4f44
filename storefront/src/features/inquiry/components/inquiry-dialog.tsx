import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CancelButton, FormEnd, SentNotice } from '@/components/ui/form-end';
import {
  InquiryFields,
  inquiryFormProblem,
  inquiryRequestOf,
  useInquiryForm,
} from '@/components/inquiry/inquiry-fields';
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
 * The inquiry dialog (docs/decisions.md: Anfragen): date and message required, the event's details
 * optional (the same fields as the Sammelanfrage); the message starts as a greeting with the
 * provider's name and the chosen date, and follows date changes until the user edits it.
 */
export function InquiryDialog({ provider, senderName, takenDays = [], onClose }: InquiryDialogProps) {
  const form = useInquiryForm((date) => inquiryGreeting(provider.firmenname, date, senderName));
  const submit = useFormSubmit({
    validate: () => inquiryFormProblem(form.values),
    send: () => createInquiry({ anbieter_id: provider.id, ...inquiryRequestOf(form.values) }),
    fallback: 'Fehler beim Senden der Anfrage.',
    successFallback: `Ihre Anfrage an ${provider.firmenname} wurde erfolgreich gesendet!`,
  });
  const { success } = submit;
  const date = form.values.event_datum;

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(onClose, SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [success, onClose]);

  return (
    <Dialog title={`Anfrage an ${provider.firmenname}`} onClose={onClose}>
      {success ? (
        <SentNotice
          message={success}
          note="Dieses Fenster schließt sich gleich von selbst."
          onClose={onClose}
        />
      ) : (
        <form className="form" onSubmit={submit.onSubmit} noValidate>
          <InquiryFields
            form={form}
            dateNotice={
              date && takenDays.includes(date) ? (
                <Alert kind="info">
                  {provider.firmenname} hat diesen Tag als belegt markiert. Sie können trotzdem anfragen –
                  vielleicht klappt es ja doch.
                </Alert>
              ) : null
            }
          />
          <FormEnd label="Anfrage senden" busy={submit.busy} error={submit.error}>
            <CancelButton onClick={onClose} />
          </FormEnd>
        </form>
      )}
    </Dialog>
  );
}
