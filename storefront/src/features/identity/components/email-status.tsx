import type { User } from '@event-kompass/shared-types';
import { FormAlerts } from '@/components/ui/alert';
import { ActionButton } from '@/components/ui/form-end';
import { useFormSubmit } from '@/lib/use-form';
import { resendConfirmation } from '@/features/identity/api/email-confirmation';

/** Whether the account's address is confirmed, with a way to get the link again when not. */
export function EmailStatus({ user }: { user: User }) {
  const resend = useFormSubmit({
    send: resendConfirmation,
    fallback: 'Der Link konnte nicht gesendet werden.',
    successFallback: 'Wir haben Ihnen einen neuen Bestätigungslink geschickt.',
  });
  // An older server does not say; then nothing is shown.
  if (user.email_bestaetigt === undefined) return null;
  if (user.email_bestaetigt)
    return (
      <p className="email-status email-status--ok">
        <span aria-hidden="true">✓</span> E-Mail bestätigt
      </p>
    );
  return (
    <div className="email-status stack">
      <p>
        Ihre E-Mail-Adresse ist noch nicht bestätigt. Folgen Sie dem Link aus unserer E-Mail, oder lassen Sie
        ihn sich erneut schicken.
      </p>
      <div>
        <ActionButton action={resend} className="button button--secondary button--small">
          Bestätigungslink erneut senden
        </ActionButton>
      </div>
      <FormAlerts error={resend.error} success={resend.success} />
    </div>
  );
}
