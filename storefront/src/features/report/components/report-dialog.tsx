import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { REPORT_LIMITS } from '@event-kompass/shared-types';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextAreaField } from '@/components/ui/field';
import { CancelButton, FormEnd, SentNotice } from '@/components/ui/form-end';
import { useSession } from '@/lib/session';
import { useFormSubmit } from '@/lib/use-form';
import { createReport } from '@/features/report/api/create-report';
import type { ReportButtonProps } from '@/features/report/components/report-button';

/** The notice form behind "Inhalt melden" (its own chunk: it loads when the button is pressed). */
export function ReportDialog({ art, zielId, subject, onClose }: ReportButtonProps & { onClose: () => void }) {
  const { user } = useSession();
  const [grund, setGrund] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const submit = useFormSubmit({
    // The server checks the same; this saves a round trip for the obvious case.
    validate: () =>
      grund.trim().length < REPORT_LIMITS.reasonMin
        ? `Bitte beschreiben Sie den Grund in mindestens ${REPORT_LIMITS.reasonMin} Zeichen.`
        : null,
    send: () => createReport({ art, ziel_id: zielId, grund: grund.trim(), email: email.trim() || null }),
    fallback: 'Fehler beim Senden der Daten.',
    successFallback: 'Vielen Dank für Ihre Meldung.',
  });

  return (
    <Dialog title={`Inhalt melden: ${subject}`} onClose={onClose}>
      {submit.success ? (
        <SentNotice message={submit.success} onClose={onClose} />
      ) : (
        <form className="form" onSubmit={submit.onSubmit} noValidate>
          <p className="muted">
            Verstößt dieser Inhalt gegen Gesetze oder unsere <Link to="/agb">AGB</Link>? Beschreiben Sie bitte
            möglichst genau, was Sie beanstanden und warum. Eine Person aus unserem Team prüft jede Meldung.
          </p>
          <TextAreaField
            label="Grund"
            data-autofocus
            required
            rows={5}
            minLength={REPORT_LIMITS.reasonMin}
            maxLength={REPORT_LIMITS.reasonMax}
            value={grund}
            onChange={(event) => setGrund(event.target.value)}
          />
          <Field
            label="E-Mail (optional)"
            type="email"
            autoComplete="email"
            hint="Nur damit wir Ihnen unsere Entscheidung mitteilen können."
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormEnd
            label={submit.busy ? 'Wird gesendet...' : 'Meldung senden'}
            busy={submit.busy}
            error={submit.error}
          >
            <CancelButton onClick={onClose} />
          </FormEnd>
        </form>
      )}
    </Dialog>
  );
}
